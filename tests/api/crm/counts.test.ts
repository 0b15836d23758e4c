// The contact list's totalCount without a search comes from the group counts
// that crm_contacts' statement triggers append (crm_contact_count_deltas):
// after every kind of write (insert, update of status, source or deleted,
// soft and hard delete, many statements that get folded) it must equal a
// count of the rows themselves, for every filter the list offers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContactFilter, countContacts, foldCountDeltasIfDue } from '../../../server/modules/crm/list';
import { createTestApp, type TestApp } from '../../helpers/app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const FILTERS: ContactFilter[] = [
  {},
  { deleted: true },
  { status: 'customer' },
  { status: 'prospect' },
  { source: 'Import' },
  { source: 'Website', status: 'customer' },
  { deleted: true, status: 'customer' },
];

async function rowCount(filter: ContactFilter): Promise<number> {
  return app.prisma.crmContact.count({
    where: {
      deleted: Boolean(filter.deleted),
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.source ? { source: filter.source } : {}),
    },
  });
}

async function expectExact() {
  for (const filter of FILTERS) {
    expect({ filter, count: await countContacts(app.prisma, filter) }).toEqual({
      filter,
      count: await rowCount(filter),
    });
  }
}

describe('contact counts', () => {
  it('stay exact through inserts, updates, soft and hard deletes and folding', async () => {
    await expectExact();
    await app.prisma.crmContact.createMany({
      data: Array.from({ length: 30 }, (_, index) => ({
        firstName: 'C',
        lastName: `Count ${index}`,
        email: `count${index}@counts.example`,
        source: index % 3 === 0 ? 'Import' : index % 3 === 1 ? 'Website' : null,
      })),
    });
    await expectExact();
    await app.prisma.crmContact.updateMany({
      where: { email: { startsWith: 'count1' } },
      data: { status: 'customer' },
    });
    await app.prisma.crmContact.updateMany({
      where: { email: { startsWith: 'count2' } },
      data: { deleted: true },
    });
    await app.prisma.crmContact.updateMany({
      where: { email: { startsWith: 'count2' }, source: null },
      data: { source: 'Website', status: 'customer' },
    });
    // An update that changes no group leaves the counts alone.
    await app.prisma.crmContact.updateMany({ data: { phone: '123' } });
    await expectExact();
    await app.prisma.crmContact.deleteMany({ where: { email: { startsWith: 'count3' } } });
    await expectExact();

    // Enough statements for a fold, then more writes.
    const { id } = await app.prisma.crmContact.findFirstOrThrow({
      where: { email: 'count4@counts.example' },
    });
    for (let index = 0; index < 150; index += 1) {
      await app.prisma.crmContact.update({
        where: { id },
        data: { status: index % 2 === 0 ? 'customer' : 'prospect' },
      });
    }
    const piled = await app.prisma.crmContactCountDelta.count();
    expect(piled).toBeGreaterThan(256);
    await expectExact();
    // Counting writes nothing (a read-only token may count); the fold is the writers' and the timer's.
    expect(await app.prisma.crmContactCountDelta.count()).toBe(piled);
    expect(await foldCountDeltasIfDue(app.prisma)).toBe(true);
    await expectExact();
    expect(await app.prisma.crmContactCountDelta.count()).toBeLessThanOrEqual(12);
    expect(await foldCountDeltasIfDue(app.prisma)).toBe(false);
    await app.prisma.crmContact.deleteMany();
    await expectExact();
    expect(await countContacts(app.prisma, {})).toBe(0);
  });
});
