import { COMMERCE_BASE_PATH, COMMERCE_HEADERS, addressVerdictSchema } from '@store/contracts/commerce';
import { localeInfo, type Locale } from '@store/locales';
import { addAddress, checkoutTexts, customerWithItem } from './checkout-helpers.ts';
import { expect, test } from './fixtures.ts';
import { PLATFORM_KEY, setFlags, STORES } from './stores.ts';

/**
 * The checkout reCAPTCHA flag (the robot check before placing the order) and the address doctor flag
 * (suggestions from address validation for a new address), issue 12. Each journey registers its own
 * customer and sets the flag it needs; flags are reset after each.
 */

test.describe.configure({ timeout: 150_000 });
test.afterEach(() => setFlags({}));

const on = (name: string) => setFlags({ [name]: { value: true } });

/** Record forms of level A programs: no qualification is needed. */
const FORMS: Partial<Record<Locale, { program: string; item: string }>> = {
  'en-us': { program: 'F439595', item: 'F439595-RF25' },
  'en-gb': { program: 'F597975', item: 'F597975-RF25' },
};

test('with the checkout reCAPTCHA flag, placing without the robot check is refused at the check; ticked, the order is placed', async ({
  page,
}) => {
  on('checkout-recaptcha');
  await customerWithItem(page, 'en-us', 'Robin', FORMS['en-us']!);
  const m = checkoutTexts('en-us');
  await page.goto('/en-us/checkout');
  await addAddress(page, 'en-us', {
    fullName: 'Jordan Lee',
    line1: '100 Congress Avenue',
    city: 'Austin',
    region: 'TX',
    postcode: '78701',
  });
  await expect(page.getByRole('heading', { name: m.steps.delivery })).toBeFocused();
  await page.getByRole('button', { name: m.steps.continue, exact: true }).click();
  await expect(page.getByRole('heading', { name: m.steps.review })).toBeFocused();
  await expect(page.getByTestId('checkout-grand-total')).toBeVisible();

  const check = page.getByRole('checkbox', { name: m.robot.label });
  await expect(check).not.toBeChecked();
  await page.getByRole('button', { name: m.review.place }).click();
  await expect(page.getByTestId('checkout-robot-error')).toHaveText(m.robot.required);
  await expect(check).toBeFocused();
  await expect(check).toHaveAttribute('aria-invalid', 'true');

  await check.check();
  await page.getByRole('button', { name: m.review.place }).click();
  await expect(page).toHaveURL(/\/payments\/pay\/cs_/);
});

test('with the address doctor flag, a GB postcode typed without its space is suggested spaced, and the suggestion is saved', async ({
  page,
}) => {
  on('address-doctor');
  await customerWithItem(page, 'en-gb', 'Robin', FORMS['en-gb']!);
  const m = checkoutTexts('en-gb');
  await page.goto('/en-gb/checkout');
  await addAddress(page, 'en-gb', {
    fullName: 'Harriet Clarke',
    line1: '10 Whitehall',
    city: 'london',
    postcode: 'sw1a2as',
  });

  const question = page.getByRole('heading', { name: m.doctor.heading });
  await expect(question).toBeFocused();
  await expect(page.getByTestId('checkout-doctor-suggestion')).toContainText('SW1A 2AS');
  await expect(page.getByTestId('checkout-doctor-suggestion')).toContainText('London');
  await expect(page.getByTestId('checkout-doctor-entered')).toContainText('SW1A2AS');
  await page.getByRole('button', { name: m.doctor.useSuggestion }).click();

  await expect(page.getByRole('heading', { name: m.steps.delivery })).toBeFocused();
  await expect(page.locator('.checkout-step__summary address')).toContainText('SW1A 2AS London');
});

test('the address doctor gives the province code of a province typed in full (Ontario is ON)', async ({
  page,
}) => {
  const { storeId, routingRegion } = localeInfo('en-ca');
  const response = await page.request.post(
    `http://127.0.0.1:${STORES.main.platformPort}${COMMERCE_BASE_PATH}/addresses/validations`,
    {
      headers: {
        [COMMERCE_HEADERS.siteId]: storeId,
        [COMMERCE_HEADERS.apiKey]: PLATFORM_KEY,
        [COMMERCE_HEADERS.routingRegion]: routingRegion,
      },
      data: {
        fullName: 'Sam Tremblay',
        line1: '111 Wellington Street',
        city: 'ottawa',
        region: 'Ontario',
        postcode: 'k1a0a9',
        country: 'CA',
      },
    },
  );
  expect(response.status()).toBe(200);
  const verdict = addressVerdictSchema.parse(await response.json());
  expect(verdict.verdict).toBe('suggest');
  expect(verdict.suggestion).toMatchObject({ region: 'ON', postcode: 'K1A 0A9', city: 'Ottawa' });
});
