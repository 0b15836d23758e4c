// The public random CTA: only active ones, optionally of a type, every
// active one reachable, none when there is none; inactive ones stay hidden.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';

let app: TestApp;
const RANDOM = /* GraphQL */ `query Random($type: CtaType) {
  randomCta(type: $type) { id type header description buttonText icon modalType isActive }
}`;
type Result = { randomCta: { id: string; type: string; header: string; isActive: boolean } | null };
const cta = (type: 'ai_training' | 'agent_dev' | 'fractional_pm', header: string, isActive = true) => ({
  type,
  header,
  description: `${header} description`,
  buttonText: 'Go',
  icon: 'rocket',
  isActive,
});
let inactiveId = '';

beforeAll(async () => {
  app = await createTestApp();
  await app.prisma.cta.createMany({
    data: [cta('ai_training', 'Train A'), cta('ai_training', 'Train B'), cta('agent_dev', 'Agents')],
  });
  inactiveId = (await app.prisma.cta.create({ data: cta('fractional_pm', 'Hidden PM', false) })).id;
});
afterAll(() => app.close());

describe('randomCta', () => {
  it('picks among every active CTA, never an inactive one', async () => {
    const seen = new Set<string>();
    for (let index = 0; index < 60; index++) {
      const result = await app.gql<Result>(RANDOM);
      expect(result.data?.randomCta?.isActive).toBe(true);
      seen.add(result.data!.randomCta!.header);
    }
    expect([...seen].sort()).toEqual(['Agents', 'Train A', 'Train B']);
  });

  it('keeps to the requested type', async () => {
    for (let index = 0; index < 10; index++) {
      const result = await app.gql<Result>(RANDOM, { type: 'ai_training' });
      expect(result.data?.randomCta?.type).toBe('ai_training');
    }
  });

  it('answers null when no active CTA of the type exists', async () => {
    expect((await app.gql<Result>(RANDOM, { type: 'fractional_pm' })).data).toEqual({ randomCta: null });
  });

  it('hides an inactive CTA from visitors through node(id:)', async () => {
    const id = Buffer.from(`Cta:${inactiveId}`).toString('base64');
    const result = await app.gql(`query { node(id: "${id}") { ... on Cta { header } } }`);
    expect(result.data?.node ?? null).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an unknown type', async () => {
    const result = await app.gql(RANDOM, { type: 'webinar' });
    expect(result.errors?.[0]?.message).toMatch(/CtaType/);
  });
});
