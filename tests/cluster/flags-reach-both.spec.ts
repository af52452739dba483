import { answerExternalScripts, expect, test } from './fixtures.ts';
import { EDITABLE_NAV, FLAG_WITH_A_FACE } from './journey.ts';
import { setFlag } from './platform-api.ts';

/**
 * Issue 16, failure tests: a flag change reaches browsers connected to either storefront instance.
 * Each page is opened on one instance's own edge, so each listens to the flag stream through that
 * instance; the change is written once, through the platform balancer, to whichever platform
 * instance it reaches.
 */

test('a flag change reaches open pages on both storefront instances without a reload', async ({
  browser,
  cluster,
}) => {
  const opened = await Promise.all(
    cluster.storefrontUrls.map(async (url) => {
      const context = await browser.newContext();
      await answerExternalScripts(context);
      const page = await context.newPage();
      await page.goto(`${url}/en-us`);
      await expect(page.locator('nav.mega-nav')).toBeVisible();
      await page.evaluate(() => {
        (window as unknown as { marker: string }).marker = 'same page';
      });
      return { context, page };
    }),
  );
  try {
    await setFlag(cluster.platformBalancerUrl, FLAG_WITH_A_FACE, true);
    for (const { page } of opened) {
      await expect(page.locator(EDITABLE_NAV)).toBeVisible();
      await expect(page.locator('nav.mega-nav')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
    }
  } finally {
    await setFlag(cluster.platformBalancerUrl, FLAG_WITH_A_FACE, false);
    await Promise.all(opened.map(({ context }) => context.close()));
  }
});
