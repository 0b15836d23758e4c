// Every root field of the schema, enumerated from the schema itself: each is
// refused to anonymous and non-admin callers and allowed for an admin, except
// the reviewed allow-list of public fields below. A new field is admin-only
// unless it is added here on purpose. Subscription fields are tried over
// graphql-ws sockets, as clients use them.
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../../prisma/seed';
import type { RunningServer } from '../../../server/http/server';
import { schema } from '../../../server/schema';
import { createTestApp, type TestApp } from '../../helpers/app';
import { listenForSockets, socketClient, subscribe } from '../../helpers/graphql-ws';
import { idTypeOf, missingId } from '../../helpers/ids';
import { ADMIN, createUser, MEMBER, sessionCookieFor, signIn } from '../../helpers/users';

/** Root fields anonymous visitors may call, each for a reason worth stating. */
const PUBLIC_FIELDS: Record<string, string> = {
  'Query.viewer': 'tells the admin app whether someone is signed in (null for visitors)',
  'Query.node': 'Relay refetching; every type checks its own visibility',
  'Query.nodes': 'Relay refetching; every type checks its own visibility',
  'Mutation.signIn': 'the way in (rate limited)',
  'Mutation.signOut': 'harmless without a session',
  // Published content; each type hides drafts, deleted and scheduled rows.
  'Query.blogPosts': 'the public blog list',
  'Query.blogPost': 'one public post (an admin session may preview a draft)',
  'Query.blogAuthors': 'blog authors page',
  'Query.blogAuthor': 'one author and their posts',
  'Query.blogCategories': 'blog categories page',
  'Query.blogCategory': 'one category and its posts',
  'Query.blogTags': 'tags shown on posts',
  'Query.courses': 'the course catalogue (published courses only)',
  'Query.course': 'one published course with its outline',
  'Query.courseCategories': 'catalogue filter',
  'Query.courseTags': 'catalogue filter',
  'Query.search': 'visitor search over published posts and courses',
  // Conversion.
  'Query.randomCta': 'the call-to-action block',
  'Query.conversionSettings': 'the scheduler embed URL, which visitors load anyway',
  'Mutation.sendContactMessage': 'the contact dialog (honeypot and rate limit)',
  'Mutation.requestBooking': 'the booking dialog (honeypot and rate limit)',
  // Surveys: active ones only; inactive surveys, results and respondents are admin-only.
  'Query.surveys': 'the survey list (active surveys)',
  'Query.survey': 'the survey screen (an admin may preview an inactive survey)',
  'Mutation.startSurvey': 'counts a respondent as started, for the completion rate (rate limited)',
  'Mutation.saveSurveyAnswer': 'answers saved as the visitor goes (their own, higher rate limit)',
  'Mutation.submitSurvey': 'the survey submission (honeypot and rate limit)',
};

const AUTH_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);
/** The id an argument is given: by default one of the type it takes (see tests/helpers/ids.ts). */
type IdFor = (idType: string | undefined) => string;
const RIGHT_TYPE: IdFor = (idType) => missingId(idType);

/** A literal of the given input type, filling only what is required. */
function literalFor(type: GraphQLInputType, idType?: string, idFor = RIGHT_TYPE): string {
  if (isNonNullType(type)) return literalFor(type.ofType, idType, idFor);
  // A list of ids holds one of those refused, if that is what is asked for.
  if (isListType(type))
    return idFor === RIGHT_TYPE || getNamedType(type).name !== 'ID'
      ? '[]'
      : `[${literalFor(type.ofType, idType, idFor)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${literalFor(field.type, idTypeOf(field), idFor)}`).join(', ')} }`;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return JSON.stringify(idFor(idType));
      case 'Int':
      case 'Float':
        return '1';
      case 'Boolean':
        return 'false';
      case 'DateTime':
        return JSON.stringify('2026-01-01T00:00:00.000Z');
      case 'Date':
        return JSON.stringify('2026-01-01');
      case 'JSON':
        return '{}';
      default:
        return JSON.stringify('x');
    }
  }
  throw new Error(`No literal for ${String(type)}`);
}

type RootKind = 'query' | 'mutation' | 'subscription';

/** Paging arguments, left out of a field's filters. */
const PAGING = new Set(['first', 'last', 'after', 'before']);
/** An optional argument that is no paging one: a list's filter (`status`, `search`), deprecated ones included. */
const isFilter = (arg: GraphQLArgument) => !isNonNullType(arg.type) && !PAGING.has(arg.name);

/** The field with its required arguments, and with `filters`, every filter it takes as well. */
function operationFor(
  kind: RootKind,
  field: GraphQLField<unknown, unknown>,
  idFor = RIGHT_TYPE,
  filters = false,
): string {
  const args = field.args
    .filter((arg: GraphQLArgument) => isNonNullType(arg.type) || (filters && isFilter(arg)))
    .map((arg) => `${arg.name}: ${literalFor(arg.type, idTypeOf(arg), idFor)}`);
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind} { ${field.name}${args.length > 0 ? `(${args.join(', ')})` : ''}${selection} }`;
}

const ROOT_TYPES = {
  query: schema.getQueryType(),
  mutation: schema.getMutationType(),
  subscription: schema.getSubscriptionType(),
};

/** Whether a required argument, or a required field within it, takes ids of a type it names. */
function takesTypedId(argument: { type: GraphQLInputType; extensions?: unknown }): boolean {
  if (!isNonNullType(argument.type)) return false;
  const type = getNamedType(argument.type);
  if (isInputObjectType(type)) return Object.values(type.getFields()).some(takesTypedId);
  return type.name === 'ID' && idTypeOf(argument) !== undefined;
}

/** Well-formed, but of a type no argument takes. */
const OTHER_TYPE: IdFor = () => missingId('Missing');
const MALFORMED: IdFor = () => 'not-an-id';

const allRootFields = (Object.keys(ROOT_TYPES) as RootKind[]).flatMap((kind) => {
  const type = ROOT_TYPES[kind];
  return Object.values(type?.getFields() ?? {}).map((field) => ({
    kind,
    name: `${type!.name}.${field.name}`,
    operation: operationFor(kind, field),
    /** With every filter argument given too, so a new filter is tried as well. */
    filtered: field.args.some(isFilter) ? operationFor(kind, field, RIGHT_TYPE, true) : null,
    /** With ids refused as bad input, when an argument takes ids of a type it names. */
    refusedIds: field.args.some(takesTypedId)
      ? { otherType: operationFor(kind, field, OTHER_TYPE), malformed: operationFor(kind, field, MALFORMED) }
      : null,
  }));
});
const rootFields = allRootFields.filter((field) => field.kind !== 'subscription');
const subscriptionFields = allRootFields.filter((field) => field.kind === 'subscription');

let app: TestApp;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  // Published posts, courses, their taxonomies and active CTAs, so every
  // public type has an object to reach its admin-only fields through.
  await seedDemoContent(app.prisma);
  await createUser(app.prisma, { ...ADMIN, role: 'admin' });
  const member = await createUser(app.prisma, { ...MEMBER, role: 'member' });
  adminCookie = await signIn(app, ADMIN);
  memberCookie = await sessionCookieFor(app, member.id);
});
afterAll(() => app.close());

const authErrorOf = (result: Awaited<ReturnType<TestApp['gql']>>) =>
  result.errors?.find((error) => AUTH_CODES.has(error.extensions?.code ?? ''))?.extensions?.code;

describe('root fields', () => {
  it('are enumerated from the schema', () => {
    expect(subscriptionFields.map((field) => field.name)).toContain('Subscription.assistant');
    expect(rootFields.length).toBeGreaterThanOrEqual(Object.keys(PUBLIC_FIELDS).length);
    for (const name of Object.keys(PUBLIC_FIELDS)) {
      expect(rootFields.map((field) => field.name)).toContain(name);
    }
    // Admin-only root fields are found the same way, such as the uniform terms API.
    expect(rootFields.map((field) => field.name)).toEqual(
      expect.arrayContaining([
        'Query.adminTerms',
        'Mutation.saveTerm',
        'Mutation.deleteTerm',
        'Mutation.mergeTerms',
        'Mutation.deleteSurveyRespondents',
      ]),
    );
    // Filters are tried too: the admin lists' `status`, and the deprecated forms it replaced.
    const filteredOf = (name: string) => rootFields.find((field) => field.name === name)?.filtered ?? '';
    for (const [name, filters] of [
      ['Query.adminCourses', ['status: DRAFT', 'published: false']],
      ['Query.ctas', ['status: ACTIVE', 'active: false']],
    ] as const) {
      for (const filter of filters) expect(filteredOf(name)).toContain(filter);
    }
  });

  it.each(rootFields.filter((field) => !(field.name in PUBLIC_FIELDS)))(
    '$name is refused to anonymous and non-admin callers and allowed for an admin',
    async ({ operation }) => {
      // Sign-in is rate limited per address; these callers never sign in here.
      expect(authErrorOf(await app.gql(operation))).toBe('UNAUTHENTICATED');
      expect(authErrorOf(await app.gql(operation, {}, { cookie: memberCookie }))).toBe('FORBIDDEN');
      const asAdmin = await app.gql(operation, {}, { cookie: adminCookie });
      expect(authErrorOf(asAdmin)).toBeUndefined();
      // Not found, invalid input and the like are fine; a crash is not.
      expect(asAdmin.errors?.map((error) => error.extensions?.code) ?? []).not.toContain(
        'INTERNAL_SERVER_ERROR',
      );
    },
  );

  it.each(rootFields.filter((field) => !(field.name in PUBLIC_FIELDS) && field.filtered))(
    '$name with every filter it takes is refused to anonymous and non-admin callers and allowed for an admin',
    async ({ filtered }) => {
      expect(authErrorOf(await app.gql(filtered!))).toBe('UNAUTHENTICATED');
      expect(authErrorOf(await app.gql(filtered!, {}, { cookie: memberCookie }))).toBe('FORBIDDEN');
      const asAdmin = await app.gql(filtered!, {}, { cookie: adminCookie });
      expect(authErrorOf(asAdmin)).toBeUndefined();
      expect(asAdmin.errors?.map((error) => error.extensions?.code) ?? []).not.toContain(
        'INTERNAL_SERVER_ERROR',
      );
    },
  );

  it.each(rootFields.filter((field) => !(field.name in PUBLIC_FIELDS) && field.refusedIds))(
    '$name refuses anonymous and non-admin callers before saying an id is of another type or malformed',
    async ({ refusedIds }) => {
      const codes = (result: Awaited<ReturnType<TestApp['gql']>>) =>
        result.errors?.map((error) => error.extensions?.code) ?? [];
      for (const operation of [refusedIds!.otherType, refusedIds!.malformed]) {
        // Answered as a right id is: they learn nothing of the field's arguments.
        const anonymous = await app.gql(operation);
        expect(codes(anonymous)).toEqual(['UNAUTHENTICATED']);
        const member = await app.gql(operation, {}, { cookie: memberCookie });
        expect(codes(member)).toEqual(['FORBIDDEN']);
      }
      // An admin is told what is wrong with the id.
      const otherType = await app.gql(refusedIds!.otherType, {}, { cookie: adminCookie });
      expect(otherType.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/ is a Missing id, where an? .+ id is expected$/),
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const malformed = await app.gql(refusedIds!.malformed, {}, { cookie: adminCookie });
      expect(malformed.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/^Invalid id in `.+`/),
        extensions: { code: 'BAD_USER_INPUT' },
      });
    },
  );

  it.each(rootFields.filter((field) => field.name in PUBLIC_FIELDS && field.name !== 'Mutation.signOut'))(
    '$name (public) answers anonymous callers without an auth error',
    async ({ operation }) => {
      const result = await app.gql(operation);
      expect(authErrorOf(result)).toBeUndefined();
      expect(result.errors?.map((error) => error.extensions?.code) ?? []).not.toContain(
        'INTERNAL_SERVER_ERROR',
      );
    },
  );
});

describe('subscription root fields', () => {
  let running: RunningServer;
  beforeAll(async () => {
    running = await listenForSockets(app);
  });
  afterAll(() => running.close());

  /** The first event of the operation over a socket carrying `cookie`; the subscription then ends. */
  async function firstEvent(operation: string, cookie?: string) {
    const client = socketClient(running, { cookie });
    const subscription = subscribe(client, operation);
    const [event] = await Promise.race([subscription.waitFor(1), subscription.done]);
    subscription.unsubscribe();
    await client.dispose();
    return { status: 200, data: event?.data ?? null, errors: event?.errors, cookies: [] } as Awaited<
      ReturnType<TestApp['gql']>
    >;
  }

  it.each(subscriptionFields.filter((field) => !(field.name in PUBLIC_FIELDS)))(
    '$name is refused to anonymous and non-admin sockets and allowed for an admin',
    async ({ operation }) => {
      expect(authErrorOf(await firstEvent(operation))).toBe('UNAUTHENTICATED');
      expect(authErrorOf(await firstEvent(operation, memberCookie))).toBe('FORBIDDEN');
      const asAdmin = await firstEvent(operation, adminCookie);
      expect(authErrorOf(asAdmin)).toBeUndefined();
      expect(asAdmin.data).not.toBeNull();
      expect(asAdmin.errors?.map((error) => error.extensions?.code) ?? []).not.toContain(
        'INTERNAL_SERVER_ERROR',
      );
    },
  );

  it.each(subscriptionFields.filter((field) => !(field.name in PUBLIC_FIELDS) && field.refusedIds))(
    '$name refuses anonymous and non-admin sockets before saying an id is of another type',
    async ({ refusedIds }) => {
      const codes = (result: Awaited<ReturnType<TestApp['gql']>>) =>
        result.errors?.map((error) => error.extensions?.code) ?? [];
      expect(codes(await firstEvent(refusedIds!.otherType))).toEqual(['UNAUTHENTICATED']);
      expect(codes(await firstEvent(refusedIds!.otherType, memberCookie))).toEqual(['FORBIDDEN']);
      expect(codes(await firstEvent(refusedIds!.otherType, adminCookie))).toEqual(['BAD_USER_INPUT']);
    },
  );
});

/** Whether a field is declared admin-only (field-level `authScopes: { admin: true }`). */
const isAdminOnlyField = (field: GraphQLField<unknown, unknown>) => {
  const scopes = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes;
  return typeof scopes === 'object' && scopes !== null && (scopes as { admin?: boolean }).admin === true;
};

/**
 * The shortest selection from a public root field (one needing no argument)
 * to each object type a visitor can reach, through fields visitors may read.
 */
function publicPaths(): Map<string, string[]> {
  const paths = new Map<string, string[]>();
  const queue: [GraphQLObjectType, string[]][] = [];
  for (const field of Object.values(schema.getQueryType()!.getFields())) {
    const rootName = `Query.${field.name}`;
    if (!(rootName in PUBLIC_FIELDS) || field.args.some((arg) => isNonNullType(arg.type))) continue;
    const type = getNamedType(field.type);
    if (isObjectType(type) && !paths.has(type.name)) {
      paths.set(type.name, [field.name]);
      queue.push([type, [field.name]]);
    }
  }
  while (queue.length > 0) {
    const [type, path] = queue.shift()!;
    for (const field of Object.values(type.getFields())) {
      const target = getNamedType(field.type);
      if (isAdminOnlyField(field) || !isObjectType(target) || paths.has(target.name)) continue;
      if (field.args.some((arg) => isNonNullType(arg.type))) continue;
      paths.set(target.name, [...path, field.name]);
      queue.push([target, [...path, field.name]]);
    }
  }
  return paths;
}

const adminOnlyFields = (() => {
  const paths = publicPaths();
  return Object.values(schema.getTypeMap())
    .filter(isObjectType)
    .flatMap((type) =>
      Object.values(type.getFields())
        .filter(isAdminOnlyField)
        .map((field) => {
          const path = paths.get(type.name);
          const leaf = isLeafType(getNamedType(field.type)) ? field.name : `${field.name} { __typename }`;
          const operation = path
            ? `query { ${path.map((step) => `${step} {`).join(' ')} ${leaf} ${'}'.repeat(path.length)} }`
            : null;
          return { name: `${type.name}.${field.name}`, field: field.name, operation };
        }),
    );
})();

describe('admin-only fields of public types', () => {
  it('are enumerated from the schema, and each is reachable from a public query', () => {
    expect(adminOnlyFields.map((field) => field.name)).toEqual(
      expect.arrayContaining([
        'BlogPost.rawContent',
        'BlogPost.revisions',
        'Course.rawDescription',
        'Cta.updatedAt',
      ]),
    );
    expect(adminOnlyFields.filter((field) => !field.operation).map((field) => field.name)).toEqual([]);
  });

  it.each(adminOnlyFields)(
    '$name is refused to anonymous and non-admin callers and allowed for an admin',
    async ({ field, operation }) => {
      expect(authErrorOf(await app.gql(operation!))).toBe('UNAUTHENTICATED');
      expect(authErrorOf(await app.gql(operation!, {}, { cookie: memberCookie }))).toBe('FORBIDDEN');
      const asAdmin = await app.gql(operation!, {}, { cookie: adminCookie });
      expect(asAdmin.errors).toBeUndefined();
      // The admin reads the field (some rows on the way may have an empty list: a question without choices).
      const answer = JSON.stringify(asAdmin.data);
      expect(answer).toContain(`"${field}":`);
      expect(answer).not.toMatch(/:null/);
    },
  );
});
