import { builtInContent } from '@store/content';
import type { Locale } from '@store/locales';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HelpBar } from './help-bar.tsx';

vi.mock('../../clients/content.ts', () => ({
  loadContent: async (locale: Locale, kind: 'contact') => ({ value: builtInContent(locale)[kind] }),
}));

const render = async (locale: Locale) => renderToStaticMarkup(await HelpBar({ locale }));

describe('help bar', () => {
  it('gives customer support’s phone as a tel: link and its hours from the contact content', async () => {
    const html = await render('en-us');
    expect(html).toContain('Need help with your order? Call customer support at ');
    expect(html).toContain(
      '<a href="tel:18005550142">1-800-555-0142</a>, Monday to Friday, 7 a.m. to 6 p.m.',
    );
    expect(html).toContain('<a href="/en-us/contact-us">More ways to contact us</a>');
  });

  it('uses each locale’s own number, hours and words', async () => {
    const html = await render('fr-ca');
    const support = builtInContent('fr-ca').contact.channels[0]!;
    expect(html).toContain(`>${support.phone}</a>`);
    expect(html).toContain(support.hours);
    expect(html).toContain('Besoin d’aide pour votre commande?');
    expect(html).toContain('aria-label="Aide pour votre commande"');
  });
});
