'use client';

import { ORDER_EMAIL_MAX_LENGTH } from '@store/contracts/commerce';
import { localeInfo, type Locale } from '@store/locales';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { useSession } from '../../shell/session/session-provider.tsx';
import type { AccountEmailMessages } from '../account-email/messages.ts';
import {
  checkOrderEmail,
  type ChangeFailure,
  type InputProblem,
} from '../account-email/order-email-input.ts';
import { EmailField } from '../account-email/email-field.tsx';
import { StepUpDialog } from '../account-email/step-up-dialog.tsx';
import { useStepUp } from '../account-email/use-step-up.ts';
import type { AuthMessages } from '../auth/messages.ts';
import { changeInvoiceEmail } from './invoice-email-requests.ts';
import type { PreferencesMessages } from './messages.ts';

/**
 * The invoice email's change: a new address, or back to the order confirmation email. Either asks
 * the customer to confirm their password in the order email's step-up dialog first; the address is
 * checked by the order email's rule before that, so a typo never costs a password.
 */
export function InvoiceEmailForm({
  locale,
  clientId,
  hasOwnAddress,
  messages: m,
  emailMessages,
  authMessages,
}: {
  locale: Locale;
  clientId: string;
  /** Whether invoices go to an address of their own (then they can go back to the order email). */
  hasOwnAddress: boolean;
  messages: PreferencesMessages['emails'];
  emailMessages: AccountEmailMessages;
  authMessages: AuthMessages;
}) {
  const router = useRouter();
  const userId = useSession().user?.id;
  const formId = useId();
  const { step, onStep, start, finish } = useStepUp();
  const [input, setInput] = useState('');
  const [inputProblem, setInputProblem] = useState<InputProblem | undefined>();
  const [failure, setFailure] = useState<ChangeFailure | 'cancelled' | undefined>();
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  async function send(invoiceEmail: string | null) {
    if (!userId) return;
    setSaving(true);
    start();
    const outcome = await changeInvoiceEmail(
      { clientId, origin: window.location.origin },
      locale,
      userId,
      invoiceEmail,
      onStep,
    );
    const { cancelled } = finish();
    if (outcome.kind === 'saved') {
      // Stays busy until the page shows the change.
      router.push(`${storePaths(locale).preferences}?notice=invoiceEmail`);
      router.refresh();
      return;
    }
    setSaving(false);
    if (outcome.failure === 'invalid') {
      setInputProblem('invalid');
      inputRef.current?.focus();
      return;
    }
    setFailure(cancelled && outcome.failure === 'notConfirmed' ? 'cancelled' : outcome.failure);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setFailure(undefined);
    const checked = checkOrderEmail(input);
    if (!checked.ok) {
      setInputProblem(checked.problem);
      inputRef.current?.focus();
      return;
    }
    setInputProblem(undefined);
    void send(checked.email);
  }

  const errors = emailMessages.errors;
  const inputMessage =
    inputProblem === undefined
      ? undefined
      : format(errors[inputProblem], { max: String(ORDER_EMAIL_MAX_LENGTH) });

  return (
    <div className="preferences__invoice-email">
      {failure ? (
        <div ref={alertRef} role="alert" tabIndex={-1} className="auth-form__alert">
          <p className="auth-form__alert-title">{errors.summary}</p>
          <p>{errors[failure]}</p>
        </div>
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-busy={saving} className="auth-form">
        <EmailField
          id={formId}
          name="invoiceEmail"
          label={m.invoiceFieldLabel}
          hint={m.invoiceHint}
          hintClassName="preferences__hint"
          value={input}
          onChange={setInput}
          error={inputMessage}
          inputRef={inputRef}
        />
        <div className="auth-form__actions">
          <button type="submit" className="auth-form__primary" disabled={saving}>
            {saving ? m.invoiceSaving : m.invoiceSave}
          </button>
          {hasOwnAddress ? (
            <button
              type="button"
              className="auth-form__secondary"
              disabled={saving}
              onClick={() => {
                if (saving) return;
                setFailure(undefined);
                void send(null);
              }}
            >
              {m.invoiceReset}
            </button>
          ) : null}
        </div>
      </form>
      {step ? (
        <StepUpDialog
          prompt={step.prompt}
          busy={step.busy}
          messages={{ ...emailMessages.stepUp, intro: m.stepUpIntro }}
          authMessages={authMessages}
          lang={localeInfo(locale).htmlLang}
          onAnswer={step.answer}
        />
      ) : null}
    </div>
  );
}
