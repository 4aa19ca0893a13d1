import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * API key secrets: `tg_` + 43 base62 characters of 32 random bytes + 6 base62 characters of their CRC32,
 * like GitHub's tokens: a secret scanner recognises the prefix and checks the checksum without asking us, and a typo
 * is refused before the database is asked. The database holds only HMAC-SHA256(secret) under API_KEY_SECRET: a
 * high-entropy secret needs no slow hash, and a leaked table (without the server secret) cannot be checked offline.
 */

export const API_KEY_PREFIX = 'tg_';
const BODY_LENGTH = 43;
const CHECKSUM_LENGTH = 6;
export const API_KEY_LENGTH = API_KEY_PREFIX.length + BODY_LENGTH + CHECKSUM_LENGTH;
/** What the UI shows of a key: `tg_` and the first 8 characters. */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 8;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function base62(value: bigint, length: number): string {
  let out = '';
  let v = value;
  while (v > 0n) {
    out = ALPHABET[Number(v % 62n)] + out;
    v /= 62n;
  }
  return out.padStart(length, '0');
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of Buffer.from(text, 'utf8')) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function checksum(body: string): string {
  return base62(BigInt(crc32(body)), CHECKSUM_LENGTH);
}

export function generateApiKeySecret(): string {
  const body = base62(BigInt(`0x${randomBytes(32).toString('hex')}`), BODY_LENGTH);
  return `${API_KEY_PREFIX}${body}${checksum(body)}`;
}

/** Whether a bearer credential is shaped like one of our keys (rather than a JWT). */
export function looksLikeApiKey(credential: string): boolean {
  return credential.startsWith(API_KEY_PREFIX);
}

/** Shape and checksum: a secret that fails this was never issued by us. */
export function isWellFormedApiKey(secret: string): boolean {
  if (secret.length !== API_KEY_LENGTH || !secret.startsWith(API_KEY_PREFIX) || !/^[0-9A-Za-z]+$/.test(secret.slice(API_KEY_PREFIX.length)))
    return false;
  const body = secret.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + BODY_LENGTH);
  const sum = Buffer.from(secret.slice(-CHECKSUM_LENGTH));
  return timingSafeEqual(sum, Buffer.from(checksum(body)));
}

export function apiKeyShownPrefix(secret: string): string {
  return secret.slice(0, SHOWN_LENGTH);
}

export class ApiKeyHasher {
  constructor(private readonly key: string) {}

  hash(secret: string): string {
    return createHmac('sha256', this.key).update(secret).digest('hex');
  }
}
