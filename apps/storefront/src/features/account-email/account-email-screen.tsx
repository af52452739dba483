'use client';

import type { OrderEmail } from '@store/contracts/commerce';
import { ORDER_EMAIL_MAX_LENGTH } from '@store/contracts/commerce';
import { localeInfo, type Locale } from '@store/locales';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { StepUpHandler, StepUpPrompt } from '../../clients/identity/http-client.ts';
import { readStoredTokens } from '../../clients/identity/stored-tokens.ts';
import type { Answers } from '../../clients/identity/tree.ts';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { useSession } from '../../shell/session/session-provider.tsx';
import type { AuthMessages } from '../auth/messages.ts';
import type { AccountEmailMessages } from './messages.ts';
import { checkOrderEmail, type ChangeFailure, type InputProblem } from './order-email-input.ts';
import { changeOrderEmail, OrderEmailReadError, readOrderEmail } from './order-email-requests.ts';
import { StepUpDialog } from './step-up-dialog.tsx';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; sessionEnded: boolean }
  | { status: 'ready'; value: OrderEmail };

interface OpenStep {
  prompt: StepUpPrompt;
  busy: boolean;
  answer: (answers: Answers, cancelled: boolean) => void;
}

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
  const [step, setStep] = useState<OpenStep | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  const cancelled = useRef(false);

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

  const onStep: StepUpHandler = useCallback(
    (prompt) =>
      new Promise<Answers>((resolve) => {
        setStep({
          prompt,
          busy: false,
          answer: (answers, wasCancelled) => {
            cancelled.current = wasCancelled;
            setStep((open) => (open ? { ...open, busy: true } : open));
            resolve(answers);
          },
        });
      }),
    [],
  );

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
    cancelled.current = false;
    const outcome = await changeOrderEmail(
      { clientId, origin: window.location.origin },
      locale,
      userId,
      checked.email,
      onStep,
    );
    setStep(undefined);
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
    setFailure(cancelled.current && outcome.failure === 'notConfirmed' ? 'cancelled' : outcome.failure);
  }

  const inputMessage =
    inputProblem === undefined
      ? undefined
      : format(messages.errors[inputProblem], { max: String(ORDER_EMAIL_MAX_LENGTH) });
  const errorId = `${formId}-error`;
  const hintId = `${formId}-hint`;

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
        <div className="auth-form__field">
          <label htmlFor={`${formId}-email`}>{messages.label}</label>
          <p id={hintId} className="account-email__hint">
            {messages.hint}
          </p>
          <input
            ref={inputRef}
            id={`${formId}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            aria-required="true"
            aria-invalid={inputMessage ? true : undefined}
            aria-describedby={inputMessage ? `${errorId} ${hintId}` : hintId}
            value={input}
            onChange={(event) => setInput(event.target.value)}
          />
          {inputMessage ? (
            <ul id={errorId} className="auth-form__errors">
              <li>{inputMessage}</li>
            </ul>
          ) : null}
        </div>
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
