// Paging through a list while its rows go: the tests of keyset cursors
// (tests/api/shared/paging-*.test.ts) read a page, take the row its cursor
// points at out of the list, and ask for the page after (or before) it.
import { expect } from 'vitest';
import { rowId } from './content';

export type Page = {
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    endCursor: string | null;
    startCursor: string | null;
  };
};

/** What a page is read with: `{ list(args) { ${PAGE_SELECTION} } }`. */
export const PAGE_SELECTION =
  'edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';

/** One page of a list, read with these connection arguments (`first: 1, after: "..."`). */
export type ReadPage = (args: string) => Promise<Page>;
/** Takes a row out of a list, by its database id: deletes it, or changes it so it no longer matches. */
export type TakeOut = (id: string) => Promise<unknown>;

export const ids = (connection: Page) => connection.edges.map((edge) => edge.node.id);

/** The page after the first row, once that row is out of the list, holds every row after it. */
export async function expectForwardsPastRowTakenOut(read: ReadPage, takeOut: TakeOut) {
  const whole = ids(await read('first: 100'));
  expect(whole.length).toBeGreaterThanOrEqual(2);
  const first = await read('first: 1');
  expect(ids(first)).toEqual(whole.slice(0, 1));
  await takeOut(rowId(whole[0]!));
  const next = await read(`first: 100, after: ${JSON.stringify(first.pageInfo.endCursor)}`);
  expect(ids(next)).toEqual(whole.slice(1));
  expect(next.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
}

/** The page before the last row, once that row is out of the list, holds every row before it. */
export async function expectBackwardsPastRowTakenOut(read: ReadPage, takeOut: TakeOut) {
  const whole = ids(await read('first: 100'));
  expect(whole.length).toBeGreaterThanOrEqual(2);
  const last = await read('last: 1');
  expect(ids(last)).toEqual(whole.slice(-1));
  expect(last.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
  await takeOut(rowId(whole.at(-1)!));
  const before = await read(`last: 100, before: ${JSON.stringify(last.pageInfo.startCursor)}`);
  expect(ids(before)).toEqual(whole.slice(0, -1));
  expect(before.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
}
