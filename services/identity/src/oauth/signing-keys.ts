import { generateKeyPair, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@store/database';
import { secrets } from '../schema.ts';

/**
 * The token signing keys: made on first start and kept in the database, so tokens stay valid
 * across restarts and every instance signs with the same keys.
 */

const SIGNING_KEYS = 'oidc-signing-keys';

const jwkSchema = z.looseObject({ kty: z.literal('RSA'), kid: z.string(), d: z.string() });
const keySetSchema = z.object({ keys: z.array(jwkSchema).min(1) });

export type SigningKeySet = z.infer<typeof keySetSchema>;

async function newKeySet(): Promise<SigningKeySet> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return keySetSchema.parse({ keys: [{ ...jwk, kid: randomUUID(), use: 'sig', alg: 'RS256' }] });
}

export async function loadSigningKeys(db: Db): Promise<SigningKeySet> {
  const read = async () =>
    (await db.select().from(secrets).where(eq(secrets.name, SIGNING_KEYS)).limit(1))[0];
  const stored = await read();
  if (stored) return keySetSchema.parse(stored.value);
  // Two instances starting together may both generate; the first insert wins and both read it back.
  await db
    .insert(secrets)
    .values({ name: SIGNING_KEYS, value: await newKeySet() })
    .onConflictDoNothing();
  const row = await read();
  return keySetSchema.parse(row?.value);
}
