'use server';

import type { AddressInput } from '@store/contracts/commerce';
import { LOCALES } from '@store/locales';
import { z } from 'zod';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { countryName } from '../../i18n/country-name.ts';
import { doctorErrors, doctorMessage } from './address-doctor.ts';
import { checkAddress } from './address-form.ts';
import { countryRules } from './address-rules.ts';
import { saveAddress, type AddressActionState } from './checkout-actions.ts';
import { checkoutMessages } from './messages.ts';

/**
 * The new address's action with the address doctor flag on (the form sends `addressDoctor`): before
 * saving, commerce's address validation reads the address; `suggest` comes back for the customer to
 * choose (the choice is sent again with `doctorChoice` and saved as it is), `invalid` with its issues
 * at their fields, `ok` is saved. Without the flag, or when the validation cannot be asked, the
 * address is saved as it always was: the doctor advises, it never stands in the way of an order.
 */

export type DoctorActionState =
  AddressActionState | { status: 'suggest'; suggestion: AddressInput; entered: AddressInput };

const IDLE: AddressActionState = { status: 'idle' };
const localeField = z.enum(LOCALES);

export async function saveDoctoredAddress(
  _previous: DoctorActionState,
  formData: FormData,
): Promise<DoctorActionState> {
  const locale = localeField.safeParse(formData.get('locale'));
  const asked = formData.get('addressDoctor') === 'on' && formData.get('doctorChoice') === null;
  if (!asked || !locale.success) return saveAddress(IDLE, formData);

  const messages = checkoutMessages(locale.data).address;
  const rules = countryRules(locale.data);
  const country = countryName(rules.country, locale.data);
  const fields = Object.fromEntries([...formData.entries()].filter(([, value]) => typeof value === 'string'));
  const checked = checkAddress(fields, rules, country, messages);
  if (!checked.ok) return saveAddress(IDLE, formData);

  let verdict;
  try {
    verdict = await commerce().validateAddress(locale.data, checked.address);
  } catch (error) {
    logger.warn({ err: error, locale: locale.data }, 'checkout: the address doctor could not be asked');
    return saveAddress(IDLE, formData);
  }
  if (verdict.verdict === 'suggest' && verdict.suggestion) {
    return { status: 'suggest', suggestion: verdict.suggestion, entered: checked.address };
  }
  if (verdict.verdict === 'invalid') {
    return {
      status: 'invalid',
      message: doctorMessage(verdict.issues, country, messages),
      errors: doctorErrors(verdict.issues, rules, country, messages),
    };
  }
  return saveAddress(IDLE, formData);
}
