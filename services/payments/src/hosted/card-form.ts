import { luhnValid } from '../cards/test-cards.ts';
import type { EnteredCard } from '../resources/payment-methods.ts';
import type { CardField, FieldErrorKey } from './pages.ts';

/** The card form's fields read and checked; the number is refused when it fails the Luhn check (incorrect_number). */

export type CardFormResult =
  { ok: true; card: EnteredCard } | { ok: false; errors: Partial<Record<CardField, FieldErrorKey>> };

const EXPIRY = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/;

export function readCardForm(form: URLSearchParams, now = new Date()): CardFormResult {
  const errors: Partial<Record<CardField, FieldErrorKey>> = {};
  const digits = (form.get('number') ?? '').replace(/[\s-]/g, '');
  if (digits === '') errors.number = 'numberRequired';
  else if (!luhnValid(digits)) errors.number = 'numberInvalid';

  const expiry = EXPIRY.exec((form.get('exp') ?? '').trim());
  const expMonth = expiry ? Number(expiry[1]) : 0;
  const yearText = expiry?.[2] ?? '';
  const expYear = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (!expiry || expMonth < 1 || expMonth > 12) errors.exp = 'expiryInvalid';
  else if (expYear * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    errors.exp = 'expiryPast';

  if (!/^\d{3,4}$/.test((form.get('cvc') ?? '').trim())) errors.cvc = 'cvcInvalid';

  const name = (form.get('name') ?? '').trim();
  if (name === '' || name.length > 200) errors.name = 'nameRequired';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, card: { digits, expMonth, expYear, name } };
}
