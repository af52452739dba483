import { addToCartIn } from '../browser/checkout-helpers.ts';
import { expect, test } from './fixtures.ts';
import {
  cartLine,
  cartSummary,
  customerToken,
  FORMS,
  placePurchaseOrder,
  searchAndOpen,
  signedInMenu,
  signInAs,
} from './journey.ts';
import { commerceCall, demoCustomer } from './platform-api.ts';
import { z } from 'zod';

/**
 * Issue 16, failure tests: a storefront instance dies in the middle of a signed-in journey. nginx
 * sends the rest of the journey to the other instance; each instance is killed once, so both
 * failovers are covered. The customer stays signed in, the cart keeps its line, one order is placed.
 */

const customer = demoCustomer('demo.us');
const orderList = z.object({ orders: z.array(z.object({ number: z.string() })) });

test('a storefront instance killed mid-journey: still signed in, the cart intact, one order placed', async ({
  page,
  cluster,
  control,
}) => {
  const orders = async () => {
    const response = await commerceCall(cluster.platformBalancerUrl, `/users/${customer.id}/orders`, {
      token: await customerToken(page),
    });
    expect(response.status).toBe(200);
    return orderList.parse(await response.json()).orders.map((o) => o.number);
  };

  await signInAs(page, customer.username, customer.givenName);
  const before = await orders();
  await searchAndOpen(page, FORMS.program);

  await control.kill('storefront-1', { hard: true });
  await addToCartIn(page, 'en-us', FORMS.program, FORMS.item, 2);
  await control.restart('storefront-1');

  await control.kill('storefront-2', { hard: true });
  await page.goto('/en-us/cart');
  await expect(signedInMenu(page, customer.givenName)).toBeVisible();
  await expect(cartLine(page, FORMS.item)).toHaveValue('2');
  await expect(cartSummary(page)).toHaveText('2');
  const number = await placePurchaseOrder(page, 'PO-CLUSTER-1');
  await control.restart('storefront-2');

  const after = await orders();
  expect(after.filter((n) => !before.includes(n))).toEqual([number]);
});
