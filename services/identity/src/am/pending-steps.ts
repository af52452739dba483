import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@store/database';
import { AmError } from './errors.ts';
import type { ExpectedCallback } from './callbacks.ts';
import { pendingSteps } from '../schema.ts';

/**
 * Tree steps waiting for an answer, found by authId alone. Taking a step deletes it in the same
 * statement, so an authId answers once: a replay, like an unknown or expired id, is a 401.
 */

export const STEP_TTL_SECONDS = 5 * 60;

export type TreeState = Record<string, unknown>;

export interface PendingStep {
  tree: string;
  stage: string;
  state: TreeState;
  expected: ExpectedCallback[];
}

const storedSchema = z.object({
  state: z.record(z.string(), z.unknown()),
  expected: z.array(z.object({ type: z.string(), inputs: z.array(z.string()) })),
});

export async function saveStep(db: Db, step: PendingStep): Promise<string> {
  const authId = randomBytes(32).toString('base64url');
  await db.insert(pendingSteps).values({
    authId,
    tree: step.tree,
    stage: step.stage,
    state: { state: step.state, expected: step.expected },
    expiresAt: new Date(Date.now() + STEP_TTL_SECONDS * 1000),
  });
  return authId;
}

export async function takeStep(db: Db, authId: string): Promise<PendingStep> {
  const gone = new AmError(401, 'This sign-in step has expired or was already answered; start again.');
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(authId)) throw gone;
  const [row] = await db.delete(pendingSteps).where(eq(pendingSteps.authId, authId)).returning();
  if (!row || row.expiresAt.getTime() <= Date.now()) throw gone;
  const stored = storedSchema.parse(row.state);
  return { tree: row.tree, stage: row.stage, state: stored.state, expected: stored.expected };
}

export async function deleteExpiredSteps(db: Db): Promise<void> {
  await db.delete(pendingSteps).where(lt(pendingSteps.expiresAt, new Date()));
}
