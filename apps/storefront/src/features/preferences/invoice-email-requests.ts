import { preferencesSchema, type Preferences } from '@store/contracts/commerce-preferences';
import type { Locale } from '@store/locales';
import type { IdentitySettings } from '../../clients/identity/config.ts';
import type { StepUpHandler } from '../../clients/identity/http-client.ts';
import { sendProtectedChange, type ChangeOutcome } from '../account-email/order-email-requests.ts';

/** The browser's change of the invoice email through /api/customer/preferences, with step-up as the order email's. */
export function changeInvoiceEmail(
  settings: IdentitySettings,
  locale: Locale,
  userId: string,
  invoiceEmail: string | null,
  onStep: StepUpHandler,
): Promise<ChangeOutcome<Preferences>> {
  return sendProtectedChange(
    settings,
    {
      url: `/api/customer/preferences?${new URLSearchParams({ locale, userId })}`,
      method: 'PATCH',
      body: { invoiceEmail },
    },
    preferencesSchema,
    onStep,
  );
}
