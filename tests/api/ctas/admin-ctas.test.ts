// CTAs from the back-office: the required fields and the icon set, the
// active toggle (what visitors get follows it at once), the types offered to
// the post editor, editing and deleting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CTA_ICONS } from '../../../domain/ctas/display';
import { CTA_FORM } from '../../../domain/ctas/form';
import { createTestApp, type TestApp } from '../../helpers/app';
import {
  adminCookie,
  CTA_FIELDS,
  conflictPattern,
  fieldMessages,
  type GqlError,
  rowId,
  staleRefusal,
} from '../../helpers/content';

const RESULT = `__typename ... on Cta { id type header description buttonText icon modalType isActive }
  ... on Error { message } ... on ValidationError { fieldErrors { field message } }`;

type Cta = { __typename: 'Cta'; id: string; isActive: boolean; type: string } & Record<string, unknown>;

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await adminCookie(app);
});
afterAll(() => app.close());

async function run(query: string, input: Record<string, unknown>) {
  const { data, errors } = await app.gql<Record<string, Cta & GqlError>>(query, { input }, { cookie });
  expect(errors).toBeUndefined();
  return Object.values(data!)[0]!;
}
const create = (input: Record<string, unknown>) =>
  run(`mutation C($input: CreateCtaInput!) { createCta(input: $input) { ${RESULT} } }`, {
    ...CTA_FIELDS,
    ...input,
  });
const setActive = (id: string, isActive: boolean) =>
  run(
    `mutation S($input: SetCtaActiveInput!) {
      setCtaActive(input: $input) { __typename ... on Cta { id isActive } ... on Error { message } }
    }`,
    { id, isActive },
  );
const randomCta = async () =>
  (await app.gql<{ randomCta: { header: string } | null }>('{ randomCta(type: fractional_pm) { header } }'))
    .data!.randomCta;
const activeTypes = async () =>
  (await app.gql<{ activeCtaTypes: string[] }>('{ activeCtaTypes }', {}, { cookie })).data!.activeCtaTypes;

describe('CTAs', () => {
  it('need a header, a description, a button text and an icon of the set', async () => {
    const result = await create({ header: ' ', description: '', buttonText: '', icon: 'skull' });
    expect(fieldMessages(result)).toEqual({
      header: CTA_FORM.headerRequired,
      description: CTA_FORM.descriptionRequired,
      buttonText: CTA_FORM.buttonTextRequired,
      icon: CTA_FORM.iconInvalid,
    });
    expect(await app.prisma.cta.count()).toBe(0);
  });

  it('name the icons of the set when they refuse one: a script has no picker to choose from', async () => {
    const message = fieldMessages(await create({ icon: 'skull' })).icon!;
    for (const icon of CTA_ICONS) expect(message).toContain(icon);
  });

  it('toggle active: visitors and the post editor follow at once', async () => {
    expect(await activeTypes()).toEqual([]);
    const cta = await create({});
    expect(cta).toMatchObject({ isActive: true, modalType: 'calendar', icon: 'briefcase' });
    expect(await randomCta()).toEqual({ header: 'Need a product lead?' });
    expect(await activeTypes()).toEqual(['fractional_pm']);

    expect(await setActive(cta.id, false)).toMatchObject({ id: cta.id, isActive: false });
    expect(await randomCta()).toBeNull();
    expect(await activeTypes()).toEqual([]);

    expect(await setActive(cta.id, true)).toMatchObject({ isActive: true });
    expect(await randomCta()).toEqual({ header: 'Need a product lead?' });
  });

  it('are listed for admins, inactive ones included, and edited', async () => {
    const hidden = await create({ type: 'ai_training', header: 'Hidden one', isActive: false });
    const { data } = await app.gql<{ ctas: { totalCount: number; edges: { node: { id: string } }[] } }>(
      '{ ctas(first: 50) { totalCount edges { node { id } } } }',
      {},
      { cookie },
    );
    expect(data!.ctas.edges.map(({ node }) => node.id)).toContain(hidden.id);
    const updated = await run(
      `mutation U($input: UpdateCtaInput!) { updateCta(input: $input) { ${RESULT} } }`,
      {
        id: hidden.id,
        expectedVersion: 1,
        type: 'agent_dev',
        header: 'Agents, built for you',
        description: 'We build the agent.',
        buttonText: 'Talk to us',
        icon: 'bot',
        modalType: null,
        isActive: true,
      },
    );
    expect(updated).toMatchObject({
      type: 'agent_dev',
      header: 'Agents, built for you',
      modalType: null,
      isActive: true,
    });
    expect(await activeTypes()).toEqual(['agent_dev', 'fractional_pm']);
  });

  it('name the admin whose save or toggle a stale save lost to, or "you" for the same admin in another tab', async () => {
    const other = await adminCookie(app, 'second.admin@test.example');
    const save = (id: string, header: string, as: string) =>
      app.gql<{ updateCta: Cta & GqlError }>(
        `mutation U($input: UpdateCtaInput!) { updateCta(input: $input) { ${RESULT} } }`,
        {
          input: { ...CTA_FIELDS, id, expectedVersion: 1, header },
        },
        { cookie: as },
      );
    const byOther = await create({ header: 'Two admins' });
    expect((await save(byOther.id, 'Saved by the other admin', other)).data?.updateCta.__typename).toBe(
      'Cta',
    );
    expect((await save(byOther.id, 'Late', cookie)).data?.updateCta.message).toMatch(
      conflictPattern('This CTA', 'second.admin@test.example'),
    );
    const twoTabs = await create({ header: 'Two tabs' });
    expect((await save(twoTabs.id, 'From the first tab', cookie)).data?.updateCta.__typename).toBe('Cta');
    expect((await save(twoTabs.id, 'From the second tab', cookie)).data?.updateCta.message).toMatch(
      conflictPattern('This CTA', 'you'),
    );
    // The list's toggle is a save too: the other admin who hid it is named.
    const hidden = await create({ header: 'Hidden by the other admin' });
    const toggled = await app.gql(
      `mutation S($input: SetCtaActiveInput!) { setCtaActive(input: $input) { __typename } }`,
      { input: { id: hidden.id, isActive: false } },
      { cookie: other },
    );
    expect(toggled.data).toEqual({ setCtaActive: { __typename: 'Cta' } });
    expect((await save(hidden.id, 'Late', cookie)).data?.updateCta.message).toMatch(
      conflictPattern('This CTA', 'second.admin@test.example'),
    );
  });

  it('are saved over the version the editor opened, and refuse a stale one, the active toggle included', async () => {
    const cta = await create({ header: 'Versioned' });
    const update = (expectedVersion: number, header: string) =>
      run(
        `mutation U($input: UpdateCtaInput!) { updateCta(input: $input) { ${RESULT} ... on Cta { version } } }`,
        { ...CTA_FIELDS, id: cta.id, expectedVersion, header },
      );
    expect(await update(1, 'First save')).toMatchObject({
      __typename: 'Cta',
      header: 'First save',
      version: 2,
    });

    // Another editor, opened at version 1, is refused and changes nothing.
    const stale = await update(1, 'Second save');
    expect(stale.__typename).toBe('ConflictError');
    expect(stale.message).toMatch(conflictPattern('This CTA', 'you'));
    expect(await app.prisma.cta.count({ where: { header: 'Second save' } })).toBe(0);
    expect(await app.prisma.cta.count({ where: { header: 'First save' } })).toBe(1);

    // Hiding it from the list is a new version: an editor open since would save it back as shown.
    await setActive(cta.id, false);
    expect((await update(2, 'Shown again')).__typename).toBe('ConflictError');
    expect(await update(3, 'Shown again')).toMatchObject({ isActive: true, version: 4 });

    await app.prisma.cta.deleteMany({ where: { header: 'Shown again' } });
    expect((await update(4, 'Gone')).__typename).toBe('NotFoundError');
  });

  it('refuse a stale save as stale before its fields are checked, and change nothing', async () => {
    const other = await adminCookie(app, 'fields.admin@test.example');
    const cta = await create({ header: 'Checked after the version' });
    const save = (input: Record<string, unknown>, as: string) =>
      app.gql<{ updateCta: Cta & GqlError }>(
        `mutation U($input: UpdateCtaInput!) { updateCta(input: $input) {
          ${RESULT} ... on ConflictError { currentVersion } } }`,
        { input: { ...CTA_FIELDS, id: cta.id, expectedVersion: 1, ...input } },
        { cookie: as },
      );
    expect((await save({ header: 'Theirs' }, other)).data?.updateCta.__typename).toBe('Cta');
    // Opened at version 1, sent with no header and an icon not in the set.
    const stale = await save({ header: ' ', icon: 'skull' }, cookie);
    expect(stale.data?.updateCta).toEqual(staleRefusal('This CTA', 'fields.admin@test.example', 2));
    expect(await app.prisma.cta.findUniqueOrThrow({ where: { id: rowId(cta.id) } })).toMatchObject({
      header: 'Theirs',
      icon: CTA_FIELDS.icon,
      version: 2,
    });
  });

  it('are deleted, and answer not found afterwards', async () => {
    const cta = await create({ header: 'Short-lived' });
    const remove = `mutation D($input: DeleteCtaInput!) { deleteCta(input: $input) { __typename ... on Error { message } } }`;
    expect((await run(remove, { id: cta.id })).__typename).toBe('DeleteCtaPayload');
    expect(await run(remove, { id: cta.id })).toMatchObject({ message: CTA_FORM.notFound });
    expect((await setActive(cta.id, true)).message).toBe(CTA_FORM.notFound);
  });

  it("given another type's id, say that a Cta id is expected", async () => {
    const survey = Buffer.from('Survey:00000000-0000-7000-8000-000000000000').toString('base64');
    const { data, errors } = await app.gql(
      `mutation D($input: DeleteCtaInput!) { deleteCta(input: $input) { __typename ... on Error { message } } }`,
      { input: { id: survey } },
      { cookie },
    );
    expect(data).toBeUndefined();
    expect(errors).toEqual([
      expect.objectContaining({
        message: 'input.id is a Survey id, where a Cta id is expected',
        extensions: { code: 'BAD_USER_INPUT', argument: 'input.id', expected: ['Cta'] },
      }),
    ]);
  });
});
