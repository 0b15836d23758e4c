// Loaders that gather what the rows of a list each ask for (a contact's
// notes, a folder's count) into one statement per request tick. They live as
// long as the request's context and keep no results: a mutation's payload
// read after an earlier mutation of the same request sees its changes.
import DataLoader from 'dataloader';
import type { Context } from '../../context';

const loaders = new WeakMap<Context, Map<string, DataLoader<string, unknown>>>();

/**
 * The request's loader called `name`: `batch` gets every key loaded in the
 * same tick and answers each, in their order.
 */
export function requestLoader<Value>(
  context: Context,
  name: string,
  batch: (keys: readonly string[]) => Promise<Value[]>,
): DataLoader<string, Value> {
  let byName = loaders.get(context);
  if (!byName) {
    byName = new Map();
    loaders.set(context, byName);
  }
  let loader = byName.get(name) as DataLoader<string, Value> | undefined;
  if (!loader) {
    loader = new DataLoader(batch, { cache: false });
    byName.set(name, loader as DataLoader<string, unknown>);
  }
  return loader;
}

/** A loader of numbers counted per key, in one grouped statement (keys it leaves out count 0). */
export function countLoader(
  context: Context,
  name: string,
  countByKey: (keys: string[]) => Promise<Map<string, number>>,
): DataLoader<string, number> {
  return requestLoader(context, name, async (keys) => {
    const counts = await countByKey([...keys]);
    return keys.map((key) => counts.get(key) ?? 0);
  });
}
