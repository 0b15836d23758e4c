// A row a mutation wrote, read again for its answer with the selection its
// caller asked for. The write has committed by then, so another admin's hard
// delete that waited for the row's lock may have committed too: the answer is
// then the resource's own not-found error, as the next read would say, not an
// unexpected error (findUniqueOrThrow's P2025, which the API masks).
import { NotFoundError } from '../../errors';

/** The row `id` with the selection (Pothos's `query`) the mutation's caller asked for. */
export const reload = (query: object, id: string) => ({ ...query, where: { id } });

/** The row `read` finds (a findUnique of the row the mutation wrote); none is `notFound`. */
export async function reloaded<Row>(read: PromiseLike<Row | null>, notFound: string): Promise<Row> {
  const row = await read;
  if (!row) throw new NotFoundError(notFound);
  return row;
}
