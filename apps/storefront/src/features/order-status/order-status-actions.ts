'use server';

import { orderNumberSchema, type OrderStatusView } from '@store/contracts/commerce';
import { LOCALES } from '@store/locales';
import { headers } from 'next/headers';
import { z } from 'zod';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { orderStatusMessages } from './messages.ts';

/**
 * The order status lookup as a server action (Next checks its Origin). Commerce decides whether the
 * details match and counts the lookup against the visitor's address, which it reads from the
 * X-Forwarded-For the store's edge wrote and this passes on.
 */

export type LookupField = 'orderNumber' | 'email' | 'postcode';

export interface LookupValues {
  orderNumber: string;
  email: string;
  postcode: string;
}

export type LookupState =
  | { status: 'idle' }
  | { status: 'found'; view: OrderStatusView; values: LookupValues }
  | { status: 'refused'; message: string; field?: LookupField; values: LookupValues };

const localeField = z.enum(LOCALES);
const emailField = z.email().max(254);

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

export async function lookUpOrder(_previous: LookupState, formData: FormData): Promise<LookupState> {
  const locale = localeField.catch('en-us').parse(formData.get('locale'));
  const m = orderStatusMessages(locale).lookup;
  const values: LookupValues = {
    orderNumber: text(formData, 'orderNumber'),
    email: text(formData, 'email'),
    postcode: text(formData, 'postcode'),
  };
  const refused = (message: string, field?: LookupField): LookupState => ({
    status: 'refused',
    message,
    ...(field ? { field } : {}),
    values,
  });
  const number = orderNumberSchema.safeParse(values.orderNumber.toUpperCase());
  if (!number.success) return refused(m.numberInvalid, 'orderNumber');
  // One of the two is enough; when both are filled in, the email is the one checked.
  const byEmail = values.email !== '';
  if (!byEmail && values.postcode === '') return refused(m.eitherRequired, 'email');
  if (byEmail && !emailField.safeParse(values.email).success) return refused(m.emailInvalid, 'email');
  try {
    const view = await commerce().lookUpOrderStatus(
      locale,
      {
        orderNumber: number.data,
        ...(byEmail ? { email: values.email } : { postcode: values.postcode }),
      },
      (await headers()).get('x-forwarded-for') ?? undefined,
    );
    return view ? { status: 'found', view, values } : refused(m.notFound);
  } catch (error) {
    if (error instanceof CommerceProblem && error.status === 429) return refused(m.tooMany);
    logger.warn({ err: error, locale }, 'order status lookup failed');
    return refused(m.unavailable);
  }
}
