import type { Locale } from '@store/locales';
import { countryName } from '../../i18n/country-name.ts';
import { cartMessages } from '../cart/messages.ts';
import { countryRules } from './address-rules.ts';
import type { RefusalTexts } from './checkout-refusals.ts';
import { checkoutMessages } from './messages.ts';

/**
 * What the checkout's server actions and express checkout's share in reading a form and wording a
 * refusal. Apart from the 'use server' modules, which may export only actions.
 */

/** The form's text fields that were filled in; an empty field is as good as absent. */
export function filledFields(formData: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  return out;
}

/** The texts commerce's refusals are worded with in the locale. */
export function refusalTextsOf(locale: Locale): RefusalTexts {
  return {
    checkout: checkoutMessages(locale),
    lineErrors: cartMessages(locale).lineErrors,
    countryName: countryName(countryRules(locale).country, locale),
  };
}
