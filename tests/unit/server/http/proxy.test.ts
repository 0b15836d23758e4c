// The client's address behind proxies: read from the right of
// X-Forwarded-For, past the hops TRUST_PROXY counts or names.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/config';
import { clientAddress, normalizeAddress } from '../../../../server/http/proxy';

const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

describe('clientAddress', () => {
  it.each([
    // TRUST_PROXY, X-Forwarded-For, socket address, expected client
    ['false', '203.0.113.9', '10.0.0.1', '10.0.0.1'],
    ['true', '203.0.113.9', '10.0.0.1', '203.0.113.9'],
    ['1', '198.51.100.66, 203.0.113.9', '10.0.0.1', '203.0.113.9'],
    ['2', '198.51.100.66, 203.0.113.9, 10.0.0.2', '10.0.0.1', '203.0.113.9'],
    // Fewer hops than proxies (a request that bypassed one): the leftmost is all there is.
    ['2', '203.0.113.9', '10.0.0.1', '203.0.113.9'],
    ['10.0.0.0/8', '198.51.100.66, 203.0.113.9, 10.0.0.2', '10.0.0.1', '203.0.113.9'],
    ['10.0.0.1, 10.0.0.2', '198.51.100.66, 203.0.113.9, 10.0.0.2', '10.0.0.1', '203.0.113.9'],
    // A peer that is not a trusted proxy: its header is ignored.
    ['10.0.0.0/8', '203.0.113.9', '192.0.2.50', '192.0.2.50'],
    ['::1, 127.0.0.1', '2001:db8::7', '::ffff:127.0.0.1', '2001:db8::7'],
    ['fd00::/8', '203.0.113.9', 'fd00::1', '203.0.113.9'],
    ['true', null, '10.0.0.1', '10.0.0.1'],
    ['true', '203.0.113.9', null, '203.0.113.9'],
    ['false', null, null, null],
  ])('TRUST_PROXY=%s, X-Forwarded-For %s from %s: %s', (value, forwarded, socket, expected) => {
    expect(clientAddress(trust(value), forwarded, socket)).toBe(expected);
  });

  it('cannot be chosen by the client with one trusted proxy: a rotating leftmost value changes nothing', () => {
    const seen = new Set(
      ['1.1.1.1', '2.2.2.2', '3.3.3.3'].map((fake) =>
        clientAddress(trust('1'), `${fake}, 203.0.113.9`, '10.0.0.1'),
      ),
    );
    expect([...seen]).toEqual(['203.0.113.9']);
  });
});

describe('normalizeAddress', () => {
  it.each([
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['192.0.2.1:4711', '192.0.2.1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    [' 2001:db8::1 ', '2001:db8::1'],
  ])('%s is %s', (value, expected) => expect(normalizeAddress(value)).toBe(expected));
});

describe('TRUST_PROXY', () => {
  it('takes false, true, a number of proxies or their addresses', () => {
    expect(trust('')).toEqual({ kind: 'none' });
    expect(trust('true')).toEqual({ kind: 'hops', count: 1 });
    expect(trust('3')).toEqual({ kind: 'hops', count: 3 });
    expect(trust('10.0.0.0/8, ::1')).toEqual({ kind: 'addresses', addresses: ['10.0.0.0/8', '::1'] });
  });

  it('refuses what is neither', () => {
    for (const value of ['proxy.local', '10.0.0.0/33', '10.0.0.1/8/1', 'yes please'])
      expect(() => trust(value), value).toThrow(/TRUST_PROXY/);
  });
});
