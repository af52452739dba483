import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@store/database/testing';
import type { Database } from '@store/database';
import { idempotencyKeys, objects } from '../db/schema.ts';
import { startSandbox, type RunningSandbox } from '../test-support.ts';
import { ABANDONED_CLAIM_MS } from './idempotency.ts';

/**
 * The production topology runs a sandbox on every platform instance, all on one database, behind
 * a balancer that sends a retry wherever it likes; any instance may be killed mid-request.
 */

let database: Database;
let instances: RunningSandbox[];
beforeAll(async () => {
  database = await openTestDatabase();
  instances = [await startSandbox({ database }), await startSandbox({ database })];
});
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await database.close();
});

const SESSION =
  'mode=payment&success_url=https%3A%2F%2Fshop.example%2Fdone&line_items[0][quantity]=1&line_items[0][price_data][currency]=usd&line_items[0][price_data][unit_amount]=4200&line_items[0][price_data][product_data][name]=Form';

const createSession = (instance: RunningSandbox, key: string) =>
  fetch(`${instance.origin}/v1/checkout/sessions`, {
    method: 'POST',
    headers: {
      authorization: 'Bearer sk_test_cluster',
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': key,
    },
    body: SESSION,
  });

const idOf = (body: unknown) => z.object({ id: z.string() }).parse(body).id;

const sessionCount = async () =>
  (await database.db.select({ id: objects.id }).from(objects).where(eq(objects.kind, 'checkout.session')))
    .length;

describe('an Idempotency-Key shared by several sandbox instances', () => {
  it('is answered once, and the other instance replays that answer', async () => {
    const before = await sessionCount();
    const first = await createSession(instances[0]!, 'order-7-checkout');
    expect(first.status).toBe(200);
    const replay = await createSession(instances[1]!, 'order-7-checkout');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(idOf(await replay.json())).toBe(idOf(await first.json()));
    expect(await sessionCount()).toBe(before + 1);
  });

  it('waits with 409 while another instance runs it, and is taken over when that instance died before answering, making one session', async () => {
    // What a killed instance leaves: its claim, and no answer (its writes went with its transaction).
    const fresh = await createSession(instances[0]!, 'order-8-probe');
    expect(fresh.status).toBe(200);
    const [probe] = await database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'order-8-probe'));
    await database.db.insert(idempotencyKeys).values({
      key: 'order-8-checkout',
      fingerprint: probe!.fingerprint,
      claim: 'the-killed-instance',
      claimedAt: new Date(),
    });
    expect((await createSession(instances[1]!, 'order-8-checkout')).status).toBe(409);

    await database.db
      .update(idempotencyKeys)
      .set({ claimedAt: new Date(Date.now() - ABANDONED_CLAIM_MS - 1_000) })
      .where(eq(idempotencyKeys.key, 'order-8-checkout'));
    const before = await sessionCount();
    const taken = await createSession(instances[1]!, 'order-8-checkout');
    expect(taken.status).toBe(200);
    const replay = await createSession(instances[0]!, 'order-8-checkout');
    expect(idOf(await replay.json())).toBe(idOf(await taken.json()));
    expect(await sessionCount()).toBe(before + 1);
  });
});
