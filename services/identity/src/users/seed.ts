import type { Db } from '@store/database';
import { DEMO_CUSTOMERS, DEMO_KBA, DEMO_PASSWORD } from './demo-customers.ts';
import { users } from '../schema.ts';
import { existingIds, hashKbaAnswer, toUserRow } from './users.ts';

/** Seeds the demo customers that are missing; a second start hashes nothing and writes nothing. */
export async function seedDemoCustomers(db: Db): Promise<number> {
  const present = await existingIds(
    db,
    DEMO_CUSTOMERS.map((c) => c.id),
  );
  const missing = DEMO_CUSTOMERS.filter((c) => !present.has(c.id));
  if (missing.length === 0) return 0;
  // Passwords get a salt each; the shared demo security answer is hashed once to keep the first start short.
  const kbaAnswerHash = await hashKbaAnswer(DEMO_KBA.answer);
  const rows = await Promise.all(
    missing.map((customer) =>
      toUserRow({ ...customer, password: DEMO_PASSWORD, kba: DEMO_KBA }, kbaAnswerHash),
    ),
  );
  await db.insert(users).values(rows).onConflictDoNothing();
  return rows.length;
}
