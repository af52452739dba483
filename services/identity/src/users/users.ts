import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type Provider from 'oidc-provider';
import type { Db } from '@store/database';
import { hashSecret, newSalt } from './passwords.ts';
import { oidcPayloads, users } from '../schema.ts';
import { normaliseUsername, usernameSkeleton } from './usernames.ts';
import { endSession } from '../sessions/am-sessions.ts';

export type User = typeof users.$inferSelect;

export interface NewUser {
  id?: string;
  username: string;
  email: string;
  givenName: string;
  familyName: string;
  registrationCountryIso: string;
  password: string;
  kba?: { question: string; answer: string } | undefined;
}

function normaliseKbaAnswer(answer: string): string {
  return answer.trim().toLowerCase();
}

export async function findUserByLogin(db: Db, login: string): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.username, normaliseUsername(login)), eq(users.email, login.trim().toLowerCase())))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Whether a username is taken: by an account with the same normal form, or one that looks like it. */
export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        eq(users.username, normaliseUsername(username)),
        eq(users.usernameSkeleton, usernameSkeleton(username)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Gives the accounts made before skeletons were kept theirs. Of two older accounts that already look
 * alike, the second keeps none: the first one's skeleton refuses their look-alikes all the same.
 */
export async function fillUsernameSkeletons(db: Db): Promise<number> {
  const missing = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(isNull(users.usernameSkeleton));
  for (const { id, username } of missing) {
    const skeleton = usernameSkeleton(username);
    await db
      .update(users)
      .set({ usernameSkeleton: skeleton })
      .where(
        and(
          eq(users.id, id),
          notExists(db.select({ id: users.id }).from(users).where(eq(users.usernameSkeleton, skeleton))),
        ),
      );
  }
  return missing.length;
}

export async function existingIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** The row of a new user; a known KBA hash (the demo customers share one) saves a scrypt run. */
export async function toUserRow(input: NewUser, kbaAnswerHash?: string): Promise<typeof users.$inferInsert> {
  const passwordSalt = newSalt();
  return {
    id: input.id ?? randomUUID(),
    username: normaliseUsername(input.username),
    usernameSkeleton: usernameSkeleton(input.username),
    email: input.email.trim().toLowerCase(),
    givenName: input.givenName.trim(),
    familyName: input.familyName.trim(),
    registrationCountryIso: input.registrationCountryIso,
    passwordSalt,
    passwordHash: await hashSecret(input.password, passwordSalt),
    kbaQuestion: input.kba?.question ?? null,
    kbaAnswerHash: kbaAnswerHash ?? (input.kba ? await hashKbaAnswer(input.kba.answer) : null),
  };
}

/** Inserts a user's row; undefined when the username, a look-alike of it or the email is already taken (a unique violation). */
export async function insertUser(db: Db, row: typeof users.$inferInsert): Promise<User | undefined> {
  const inserted = await db.insert(users).values(row).onConflictDoNothing().returning();
  return inserted[0];
}

export async function setPassword(db: Db, user: User, password: string): Promise<void> {
  const passwordSalt = newSalt();
  const passwordHash = await hashSecret(password, passwordSalt);
  await db.update(users).set({ passwordHash, passwordSalt }).where(eq(users.id, user.id));
}

/** The ids of an account's AM sessions where the database adapter keeps them (oidc-provider's Session model). */
export async function databaseSessionIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, 'Session'), sql`${oidcPayloads.payload}->>'accountId' = ${userId}`));
  return rows.map((row) => row.id);
}

const storedSession = z.looseObject({ accountId: z.string().optional() });

/**
 * The same in Redis, whose session keys have no index by account: they are scanned, which a password
 * reset can afford. SCAN's pattern and answer carry the connection's key prefix, which MGET adds itself.
 */
export async function redisSessionIds(redis: Redis, userId: string): Promise<string[]> {
  const connectionPrefix = redis.options.keyPrefix ?? '';
  const prefix = 'oidc:Session:';
  const ids: string[] = [];
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${connectionPrefix}${prefix}*`, 'COUNT', 500);
    cursor = next;
    const keys = found.map((key) => key.slice(connectionPrefix.length));
    const values = keys.length ? await redis.mget(...keys) : [];
    keys.forEach((key, index) => {
      const session = storedSession.safeParse(JSON.parse(values[index] ?? 'null'));
      if (session.success && session.data.accountId === userId) ids.push(key.slice(prefix.length));
    });
  } while (cursor !== '0');
  return ids;
}

/** Ends each of these sessions with what was issued under it; answers how many were ended. */
export async function endSessions(provider: Provider, sessionIds: readonly string[]): Promise<number> {
  const ended = await Promise.all(sessionIds.map((id) => endSession(provider, id)));
  return ended.filter(Boolean).length;
}

/** A KBA answer is stored as `salt.hash` with a salt of its own, case and spacing ignored. */
export async function hashKbaAnswer(answer: string): Promise<string> {
  const salt = newSalt();
  return `${salt}.${await hashSecret(normaliseKbaAnswer(answer), salt)}`;
}
