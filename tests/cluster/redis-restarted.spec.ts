import { addToCartIn } from '../browser/checkout-helpers.ts';
import { expect, test } from './fixtures.ts';
import { cartLine, EDITABLE_NAV, FLAG_WITH_A_FACE, FORMS, signedInMenu, signInAs } from './journey.ts';
import { demoCustomer, setFlag, signIn } from './platform-api.ts';

/**
 * Issue 16, failure tests: Redis is killed (SIGKILL) and started again on its port and folder, its
 * append-only log replayed. A signed-in customer stays signed in with their cart; the sign-in limits
 * keep counting across the restart; the flag stream delivers a change made afterwards.
 */

const shopper = demoCustomer('demo.jp');
/** The account whose failed sign-ins are counted; nothing else signs in as it. */
const guessed = demoCustomer('demo.sg');
const WRONG = 'Not-the-password-1';

test('Redis restarted: still signed in, the cart intact, sign-in limits and the flag stream resume', async ({
  page,
  cluster,
  control,
}) => {
  const base = cluster.platformBalancerUrl;
  await signInAs(page, shopper.username, shopper.givenName);
  await addToCartIn(page, 'en-us', FORMS.program, FORMS.item, 3);
  // Two failures before; the third after the restart is the one that asks for a reCAPTCHA next time.
  for (let i = 0; i < 2; i += 1) expect((await signIn(base, guessed.username, WRONG)).status).toBe(401);

  await control.kill('redis', { hard: true });
  await control.restart('redis');

  await page.goto('/en-us/cart');
  await expect(signedInMenu(page, shopper.givenName)).toBeVisible();
  await expect(cartLine(page, FORMS.item)).toHaveValue('3');

  expect((await signIn(base, guessed.username, WRONG)).status).toBe(401);
  const limited = await signIn(base, guessed.username);
  expect(limited.cookie).toBe('');
  expect(limited.callbackTypes).toContain('ReCaptchaCallback');

  await page.goto('/en-us');
  await expect(page.locator('nav.mega-nav')).toBeVisible();
  try {
    await setFlag(base, FLAG_WITH_A_FACE, true);
    await expect(page.locator(EDITABLE_NAV)).toBeVisible();
  } finally {
    await setFlag(base, FLAG_WITH_A_FACE, false);
  }
});
