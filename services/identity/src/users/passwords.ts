import { randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto';

/** Password and KBA-answer hashing: scrypt with a per-user random salt (node:crypto only). */

const KEY_LENGTH = 32;

function derive(secret: string, salt: BinaryLike): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize('NFKC'), salt, KEY_LENGTH, { N: 16384, r: 8, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export function newSalt(): string {
  return randomBytes(16).toString('base64url');
}

export async function hashSecret(secret: string, salt: string): Promise<string> {
  return (await derive(secret, salt)).toString('base64url');
}

export async function verifySecret(secret: string, salt: string, expectedHash: string): Promise<boolean> {
  const expected = Buffer.from(expectedHash, 'base64url');
  const actual = await derive(secret, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Runs a hash anyway for unknown accounts so timing does not tell which usernames exist. */
export async function burnHash(secret: string): Promise<void> {
  await derive(secret, 'no-such-account');
}
