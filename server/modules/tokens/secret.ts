// The secret of an API token: `mlab_` + 30 random base62 characters + a
// 6-character base62 CRC32 of those 30 (the layout GitHub's tokens use), so a
// scanner can recognise a leaked token and a mistyped one is refused without
// a database lookup.
//
// Only the SHA-256 of the whole secret is stored. A fast hash is enough here,
// unlike for passwords: the secret carries ~178 random bits, so a leaked
// table cannot be brute-forced, and every request can be checked with one
// indexed lookup instead of a deliberately slow hash.
import { createHash, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { API_TOKEN_CHECKSUM_LENGTH, API_TOKEN_PREFIX, API_TOKEN_RANDOM_LENGTH } from '../../../domain/tokens';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const SECRET_PATTERN = new RegExp(
  `^${API_TOKEN_PREFIX}([0-9A-Za-z]{${API_TOKEN_RANDOM_LENGTH}})([0-9A-Za-z]{${API_TOKEN_CHECKSUM_LENGTH}})$`,
);

function checksumOf(random: string): string {
  let value = crc32(random);
  let encoded = '';
  for (let index = 0; index < API_TOKEN_CHECKSUM_LENGTH; index++) {
    encoded = BASE62[value % 62]! + encoded;
    value = Math.floor(value / 62);
  }
  return encoded;
}

export function generateSecret(): string {
  let random = '';
  // randomInt draws without modulo bias.
  for (let index = 0; index < API_TOKEN_RANDOM_LENGTH; index++) random += BASE62[randomInt(62)];
  return `${API_TOKEN_PREFIX}${random}${checksumOf(random)}`;
}

/** Whether a string has the shape and a matching checksum of one of our secrets (no lookup). */
export function isWellFormedSecret(secret: string): boolean {
  const match = SECRET_PATTERN.exec(secret);
  return match !== null && checksumOf(match[1]!) === match[2];
}

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
