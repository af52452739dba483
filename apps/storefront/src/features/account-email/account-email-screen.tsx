'use client';

import type { OrderEmail } from '@store/contracts/commerce';
import { ORDER_EMAIL_MAX_LENGTH } from '@store/contracts/commerce';
import { localeInfo, type Locale } from '@store/locales';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { readStoredTokens } from '../../clients/identity/stored-tokens.ts';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { useSession } from '../../shell/session/session-provider.tsx';
import type { AuthMessages } from '../auth/messages.ts';
import type { AccountEmailMessages } from './messages.ts';
import { checkOrderEmail, type ChangeFailure, type InputProblem } from './order-email-input.ts';
import { changeOrderEmail, OrderEmailReadError, readOrderEmail } from './order-email-requests.ts';
import { EmailField } from './email-field.tsx';
import { StepUpDialog } from './step-up-dialog.tsx';
import { useStepUp } from './use-step-up.ts';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; sessionEnded: boolean }
  | { status: 'ready'; value: OrderEmail };

export interface AccountEmailScreenProps {
  locale: Locale;
  clientId: string;
  messages: AccountEmailMessages;
  authMessages: AuthMessages;
}

/**
 * The order confirmation email (my-account/email): the current address, and a form to change
 * it whose save asks the customer to confirm their password in a step-up dialog first.
 */
export function AccountEmailScreen({ locale, clientId, messages, authMessages }: AccountEmailScreenProps) {
  const session = useSession();
  const userId = session.user?.id;
  const formId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [input, setInput] = useState('');
  const [inputProblem, setInputProblem] = useState<InputProblem | undefined>();
  const [failure, setFailure] = useState<ChangeFailure | 'cancelled' | undefined>();
  const [saved, setSaved] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const { step, onStep, start, finish } = useStepUp();
  const inputRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    const tokens = readStoredTokens(clientId);
    const reading = tokens
      ? readOrderEmail(locale, userId, tokens.accessToken)
      : Promise.reject(new OrderEmailReadError(401));
    reading.then(
      (value) => current && setLoaded({ status: 'ready', value }),
      (error: unknown) =>
        current &&
        setLoaded({
          status: 'failed',
          sessionEnded: error instanceof OrderEmailReadError && error.status === 401,
        }),
    );
    return () => {
      current = false;
    };
  }, [attempt, clientId, locale, userId]);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
    else if (saved) savedRef.current?.focus();
  }, [failure, saved]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !userId) return;
    setFailure(undefined);
    setSaved(undefined);
    const checked = checkOrderEmail(input);
    if (!checked.ok) {
      setInputProblem(checked.problem);
      inputRef.current?.focus();
      return;
    }
    setInputProblem(undefined);
    setSaving(true);
    start();
    const outcome = await changeOrderEmail(
      { clientId, origin: window.location.origin },
      locale,
      userId,
      checked.email,
      onStep,
    );
    const { cancelled } = finish();
    setSaving(false);
    if (outcome.kind === 'saved') {
      setLoaded({ status: 'ready', value: outcome.value });
      setInput('');
      setSaved(outcome.value.email);
      return;
    }
    if (outcome.failure === 'invalid') {
      setInputProblem('invalid');
      inputRef.current?.focus();
      return;
    }
    setFailure(cancelled && outcome.failure === 'notConfirmed' ? 'cancelled' : outcome.failure);
  }

  const inputMessage =
    inputProblem === undefined
      ? undefined
      : format(messages.errors[inputProblem], { max: String(ORDER_EMAIL_MAX_LENGTH) });

  return (
    <section className="account-email" aria-labelledby={`${formId}-title`}>
      <h1 id={`${formId}-title`}>{messages.title}</h1>
      <p>{messages.intro}</p>

      <div className="account-email__current" aria-live="polite">
        {loaded.status === 'loading' ? (
          <p role="status">{messages.loading}</p>
        ) : loaded.status === 'failed' ? (
          <div role="alert">
            <p>{loaded.sessionEnded ? messages.errors.sessionEnded : messages.loadFailed}</p>
            {loaded.sessionEnded ? null : (
              <button
                type="button"
                className="auth-form__secondary"
                onClick={() => {
                  setLoaded({ status: 'loading' });
                  setAttempt((n) => n + 1);
                }}
              >
                {messages.retry}
              </button>
            )}
          </div>
        ) : (
          <>
            <p>
              {messages.current} <strong data-testid="order-email">{loaded.value.email}</strong>
            </p>
            {loaded.value.usesSignInEmail ? <p>{messages.usesSignInEmail}</p> : null}
          </>
        )}
      </div>

      {saved ? (
        <p ref={savedRef} role="status" tabIndex={-1} className="account-email__saved">
          {format(messages.saved, { email: saved })}
        </p>
      ) : null}
      {failure ? (
        <div ref={alertRef} role="alert" tabIndex={-1} className="auth-form__alert">
          <p className="auth-form__alert-title">{messages.errors.summary}</p>
          <p>{messages.errors[failure]}</p>
        </div>
      ) : null}

      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={saving} className="auth-form">
        <EmailField
          id={formId}
          name="email"
          label={messages.label}
          hint={messages.hint}
          hintClassName="account-email__hint"
          value={input}
          onChange={setInput}
          error={inputMessage}
          inputRef={inputRef}
        />
        <div className="auth-form__actions">
          <button type="submit" className="auth-form__primary" disabled={saving}>
            {saving ? messages.saving : messages.submit}
          </button>
        </div>
      </form>
      <p>
        <a href={storePaths(locale).myAccount}>{messages.back}</a>
      </p>

      {step ? (
        <StepUpDialog
          prompt={step.prompt}
          busy={step.busy}
          messages={messages.stepUp}
          authMessages={authMessages}
          lang={localeInfo(locale).htmlLang}
          onAnswer={step.answer}
        />
      ) : null}
    </section>
  );
}
