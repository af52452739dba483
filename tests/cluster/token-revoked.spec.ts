import { expect, test } from './fixtures.ts';
import { accessToken, commerceCall, demoCustomer, revoke, signIn } from './platform-api.ts';

/**
 * Issue 16, failure tests: a token revoked on one platform instance is refused by both at once.
 * Both instances have just accepted the token, so each holds it in commerce's 30-second cache of
 * resolved tokens; only the revocation event, fanned out over Redis, makes the second forget it.
 */

const customer = demoCustomer('demo.es');

test('a token revoked on one platform instance is refused by both at once', async ({ cluster }) => {
  const [one, two] = cluster.platformUrls;
  if (!one || !two) throw new Error('the suite runs two platform instances');
  const session = await signIn(one, customer.username);
  expect(session.cookie).not.toBe('');
  const token = await accessToken(one, session.cookie);
  const profile = async (base: string) =>
    (await commerceCall(base, `/users/${customer.id}`, { token })).status;
  expect([await profile(one), await profile(two)]).toEqual([200, 200]);

  await revoke(one, token);
  await expect
    .poll(async () => [await profile(one), await profile(two)], { timeout: 2_000, intervals: [100] })
    .toEqual([401, 401]);
});
