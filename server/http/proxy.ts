// The client's address and scheme behind reverse proxies. X-Forwarded-For
// lists the addresses a request passed through, each proxy appending the one
// it received the request from; only the entries our own proxies appended
// can be believed, so the address is read from the right: skipping as many
// entries as TRUST_PROXY counts proxies, or every entry (and the socket
// address) that belongs to a trusted proxy. Anything further left is what the
// client chose to send.
import net from 'node:net';
import type { Config, TrustProxy } from '../config';

const blockLists = new WeakMap<TrustProxy, net.BlockList>();

function trustedAddresses(trust: TrustProxy & { kind: 'addresses' }): net.BlockList {
  let list = blockLists.get(trust);
  if (!list) {
    list = new net.BlockList();
    for (const entry of trust.addresses) {
      const [address, prefix] = entry.split('/') as [string, string | undefined];
      const family = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(address, family);
      else list.addSubnet(address, Number(prefix), family);
    }
    blockLists.set(trust, list);
  }
  return list;
}

/** An address without an IPv4-mapped IPv6 prefix, brackets or port. */
export function normalizeAddress(value: string): string {
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  if (/^::ffff:[\d.]+$/i.test(address)) address = address.slice(7);
  return address;
}

const isTrusted = (list: net.BlockList, address: string) => {
  const family = net.isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
};

/** The client's address (null when unknown: an in-process request). */
export function clientAddress(
  trust: TrustProxy,
  forwardedFor: string | null,
  socketAddress: string | null,
): string | null {
  const socket = socketAddress ? normalizeAddress(socketAddress) : null;
  if (trust.kind === 'none') return socket;
  const forwarded = (forwardedFor ?? '').split(',').map(normalizeAddress).filter(Boolean);
  // The whole path, nearest hop last: the socket's peer is the last proxy (or the client).
  const chain = socket ? [...forwarded, socket] : forwarded;
  if (chain.length === 0) return null;
  if (trust.kind === 'hops') return chain[Math.max(0, chain.length - 1 - trust.count)]!;
  const list = trustedAddresses(trust);
  for (let index = chain.length - 1; index >= 0; index--) {
    if (!isTrusted(list, chain[index]!)) return chain[index]!;
  }
  // Every hop is a trusted proxy: the request started inside.
  return chain[0]!;
}

export function clientIpOf(request: Request, config: Config, socketAddress?: string | null): string | null {
  return clientAddress(config.trustProxy, request.headers.get('x-forwarded-for'), socketAddress ?? null);
}

/**
 * Whether the request reached the site over https, which decides the Secure
 * cookie flag. A forged X-Forwarded-Proto only changes the sender's own cookie.
 */
export function isSecureRequest(request: Request, config: Config): boolean {
  if (config.trustProxy.kind !== 'none') {
    const forwarded = request.headers.get('x-forwarded-proto');
    if (forwarded) return forwarded.split(',')[0]!.trim() === 'https';
  }
  return new URL(request.url).protocol === 'https:' || config.publicUrl.startsWith('https:');
}
