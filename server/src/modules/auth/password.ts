import argon2 from 'argon2';
import { loadPasswordHashing, type PasswordHashing } from '../../config';

/*
 * argon2id, the OWASP-recommended family for passwords. The cost of new hashes comes from PASSWORD_HASH_* (read
 * once, on the first hash); a stored hash carries its own cost, so verifying never depends on the setting.
 */

let cost: PasswordHashing | undefined;

export function hashPassword(plain: string): Promise<string> {
  cost ??= loadPasswordHashing();
  return argon2.hash(plain, { type: argon2.argon2id, ...cost });
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so response times do not reveal which e-mails exist. */
export async function verifyAgainstDummy(plain: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-used-for-timing');
  await verifyPassword(await dummyHash, plain);
}
