// The graphql-ws client, in a chunk of its own: loaded on the first
// subscription, so public pages never download it.
import { type Client, createClient } from 'graphql-ws';

/**
 * How long the socket stays open after its last subscription: the requests
 * of one assistant session (a post, its improvements, titles, meta) then
 * share one connection instead of opening one each.
 */
export const SOCKET_IDLE_KEEP_MS = 30_000;

export function createSocketClient(url: string): Client {
  return createClient({ url, lazyCloseTimeout: SOCKET_IDLE_KEEP_MS });
}
