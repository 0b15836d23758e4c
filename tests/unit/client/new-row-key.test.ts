// The React keys of rows a form adds (survey questions and choices, course
// modules and lessons): a form restored from changes kept in the browser
// (after a closed tab) holds keys made in an earlier page load, so the keys
// of this load must never repeat them, or two rows would share one key and
// React would mix them up.
import { describe, expect, it, vi } from 'vitest';

const keysOfANewPageLoad = async (count: number) => {
  vi.resetModules();
  const { newRowKey } = await import('../../../client/routes/admin/kit/newRowKey');
  return Array.from({ length: count }, newRowKey);
};

describe('newRowKey', () => {
  it('never repeats a key of another page load, nor of its own', async () => {
    const kept = await keysOfANewPageLoad(3);
    const added = await keysOfANewPageLoad(3);
    expect(new Set([...kept, ...added]).size).toBe(6);
  });
});
