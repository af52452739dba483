import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import { DEMO_STAFF } from '@store/contracts/staff';
import { openTestDatabases } from '@store/database/testing';
import { secrets, staffMembers, users } from './schema.ts';
import { PATHS, startIdentity, type TestIdentity } from './test-support.ts';

/** Two identity instances of a cluster starting at the same moment on one empty PostgreSQL. */

describe.skipIf(!process.env.TEST_DATABASE_URL)('two identity instances started at once', () => {
  let instances: TestIdentity[];
  beforeAll(async () => {
    const databases = await openTestDatabases(2);
    instances = await Promise.all(databases.map((database) => startIdentity({}, database)));
  });
  afterAll(async () => {
    for (const instance of instances) {
      await instance.close();
      await instance.database.close();
    }
  });

  it('sign with one set of keys, so a token of one is accepted by the other', async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error('two instances did not start');
    const stored = await first.database.db.select({ n: count() }).from(secrets);
    expect(stored[0]?.n).toBe(1);
    const keys = await Promise.all(
      instances.map(async (instance) => {
        const response = await fetch(instance.url(PATHS.jwks));
        expect(response.status).toBe(200);
        return response.json();
      }),
    );
    expect(keys[0]).toEqual(keys[1]);
  });

  it('seed the demo customers and staff once', async () => {
    const database = instances[0]?.database;
    if (!database) throw new Error('no instance');
    const customers = await database.db
      .select({ n: count() })
      .from(users)
      .where(
        inArray(
          users.id,
          DEMO_CUSTOMERS.map((customer) => customer.id),
        ),
      );
    expect(customers[0]?.n).toBe(DEMO_CUSTOMERS.length);
    const staff = await database.db.select({ n: count() }).from(staffMembers);
    expect(staff[0]?.n).toBe(DEMO_STAFF.length);
  });
});
