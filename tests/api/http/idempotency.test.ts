// A signed-in caller's mutation sent with an Idempotency-Key runs once: a
// retry whose first answer was lost gets that answer again, whatever the
// mutation (a create is not duplicated, an edit does not conflict with
// itself). Refusals are not kept; keys are per user; public callers and
// queries are left alone.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CTA_FORM } from '../../../domain/ctas/form';
import {
  deleteOldIdempotentRequests,
  IDEMPOTENCY_ABANDONED_MS,
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENCY_MESSAGES,
} from '../../../server/http/idempotency';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { adminCookie, CTA_FIELDS } from '../../helpers/content';
import { createUser, MEMBER, sessionCookieFor } from '../../helpers/users';

const CREATE = /* GraphQL */ `
  mutation C($input: CreateCtaInput!) {
    createCta(input: $input) {
      __typename
      ... on Cta { id header version }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field message } }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation U($input: UpdateCtaInput!) {
    updateCta(input: $input) { __typename ... on Cta { id header version } ... on Error { message } }
  }
`;
type Result = {
  __typename: string;
  id?: string;
  header?: string;
  version?: number;
  message?: string;
  fieldErrors?: { field: string; message: string }[];
};

const clock = new TestClock();
let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp({ services: { clock } });
  cookie = await adminCookie(app);
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.prisma.cta.deleteMany();
  await app.prisma.idempotentRequest.deleteMany();
});

const send = (query: string, input: object, key: string | null, as = cookie) =>
  app.gql<Record<string, Result>>(
    query,
    { input },
    { cookie: as, headers: key ? { 'idempotency-key': key } : {} },
  );
const create = (key: string | null, input: object = CTA_FIELDS, as = cookie) =>
  send(CREATE, { ...CTA_FIELDS, ...input }, key, as);

describe('Idempotency-Key', () => {
  it('runs a create sent twice with one key once, and answers the retry as the first time', async () => {
    const first = await create('key-1');
    const retry = await create('key-1');
    expect(first.data?.createCta?.__typename).toBe('Cta');
    expect(retry.status).toBe(200);
    expect(retry.data).toEqual(first.data);
    expect(await app.prisma.cta.count()).toBe(1);
  });

  it('runs each request without a key, and each with its own key', async () => {
    await create(null);
    await create(null);
    await create('key-a');
    await create('key-b');
    expect(await app.prisma.cta.count()).toBe(4);
  });

  it("answers an edit's retry with the saved edit, not a conflict with itself", async () => {
    const { id, version } = (await create(null)).data!.createCta!;
    const input = { ...CTA_FIELDS, id, expectedVersion: version, header: 'Need a product lead now?' };
    const first = await send(UPDATE, input, 'edit-1');
    const retry = await send(UPDATE, input, 'edit-1');
    expect(first.data?.updateCta).toMatchObject({ __typename: 'Cta', version: version! + 1 });
    expect(retry.data).toEqual(first.data);
    // Without the key the same retry is a stale save.
    expect((await send(UPDATE, input, null)).data?.updateCta?.__typename).toBe('ConflictError');
    expect((await app.prisma.cta.findFirstOrThrow()).version).toBe(version! + 1);
  });

  it('refuses a key sent again with another request, and changes nothing', async () => {
    await create('key-2');
    const other = await create('key-2', { header: 'Another header' });
    expect(other.status).toBe(422);
    expect(other.errors?.[0]).toMatchObject({
      message: IDEMPOTENCY_MESSAGES.reused,
      extensions: { code: 'IDEMPOTENCY_KEY_REUSED' },
    });
    expect(await app.prisma.cta.count()).toBe(1);
  });

  it('refuses a retry while the first request runs, and runs it once that one is abandoned', async () => {
    await create('key-3');
    // As if the first request were still running (claimed, no answer yet).
    await app.prisma.idempotentRequest.updateMany({ data: { response: null } });
    const early = await create('key-3');
    expect(early.status).toBe(409);
    expect(early.errors?.[0]?.message).toBe(IDEMPOTENCY_MESSAGES.inProgress);
    expect(await app.prisma.cta.count()).toBe(1);
    clock.advance(IDEMPOTENCY_ABANDONED_MS + 1000);
    expect((await create('key-3')).data?.createCta?.__typename).toBe('Cta');
    expect(await app.prisma.cta.count()).toBe(2);
  });

  it('keeps no refusal: a request refused for its caller runs again when retried', async () => {
    const member = await createUser(app.prisma, { ...MEMBER, role: null });
    const memberCookie = await sessionCookieFor(app, member.id);
    const refused = await create('key-4', CTA_FIELDS, memberCookie);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await app.prisma.idempotentRequest.count()).toBe(0);
    await app.prisma.user.update({ where: { id: member.id }, data: { appMetadata: { role: 'admin' } } });
    expect((await create('key-4', CTA_FIELDS, memberCookie)).data?.createCta?.__typename).toBe('Cta');
    await app.prisma.user.delete({ where: { id: member.id } });
  });

  it("keeps keys per user: another admin's key of the same name is its own request", async () => {
    await create('shared-key');
    const other = await adminCookie(app, 'second-editor@test.example');
    expect(
      (await create('shared-key', { header: 'Another header' }, other)).data?.createCta?.__typename,
    ).toBe('Cta');
    expect(await app.prisma.cta.count()).toBe(2);
  });

  it('keeps an answer with field messages: the retry gets them again', async () => {
    const first = await create('key-5', { header: ' ' });
    const retry = await create('key-5', { header: ' ' });
    expect(first.data?.createCta?.__typename).toBe('ValidationError');
    expect(retry.data).toEqual(first.data);
    expect(retry.data?.createCta?.fieldErrors).toContainEqual({
      field: 'header',
      message: CTA_FORM.headerRequired,
    });
    expect(await app.prisma.cta.count()).toBe(0);
  });

  it('refuses a key that is not 1 to 255 visible characters', async () => {
    for (const key of ['has space', 'x'.repeat(256), 'é']) {
      const result = await create(key);
      expect(result.status).toBe(400);
      expect(result.errors?.[0]?.message).toBe(IDEMPOTENCY_MESSAGES.invalid);
    }
    expect(await app.prisma.cta.count()).toBe(0);
  });

  it('refuses an empty or blank key rather than running the mutation without one', async () => {
    for (const key of ['', '   ', '\t']) {
      const result = await app.gql<Record<string, Result>>(
        CREATE,
        { input: CTA_FIELDS },
        { cookie, headers: { 'idempotency-key': key } },
      );
      expect(result.status).toBe(400);
      expect(result.errors?.[0]).toMatchObject({
        message: IDEMPOTENCY_MESSAGES.empty,
        extensions: { code: 'BAD_REQUEST' },
      });
    }
    expect(await app.prisma.cta.count()).toBe(0);
  });

  it('leaves queries and callers who are not signed in alone', async () => {
    const query = await app.gql(
      '{ ctas(first: 1) { totalCount } }',
      {},
      { cookie, headers: { 'idempotency-key': 'q' } },
    );
    expect(query.errors).toBeUndefined();
    const anonymous = await app.gql(
      CREATE,
      { input: CTA_FIELDS },
      { headers: { 'idempotency-key': 'anon' } },
    );
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await app.prisma.idempotentRequest.count()).toBe(0);
  });

  it(`forgets answers after ${IDEMPOTENCY_KEY_HOURS} hours`, async () => {
    await create('old');
    clock.advance(IDEMPOTENCY_KEY_HOURS * 3_600_000 - 1000);
    await create('recent');
    expect(await deleteOldIdempotentRequests(app.prisma, clock.now())).toBe(0);
    clock.advance(2000);
    expect(await deleteOldIdempotentRequests(app.prisma, clock.now())).toBe(1);
    expect((await app.prisma.idempotentRequest.findMany()).map((row) => row.key)).toEqual(['recent']);
  });
});
