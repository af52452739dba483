'use client';

import { IDENTITY_TREES } from '@store/contracts/identity';
import { localeInfo, type Locale } from '@store/locales';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { IdentitySettings } from '../../clients/identity/config.ts';
import { savePendingReturn } from '../../clients/identity/pending-return.ts';
import { startTree, type Answers, type CallbackView, type StepResult } from '../../clients/identity/tree.ts';
import { format } from '../../i18n/format.ts';
import { CallbackField, isTextField, LOCAL_IDP } from './callback-field.tsx';
import { failureMessage, type FailureContext } from './failure-message.ts';
import { fieldKeys, propertyOf, type FieldKey } from './field-keys.ts';
import { finishSignIn } from './finish-sign-in.ts';
import type { AuthMessages } from './messages.ts';
import { policyMessage } from './policy-messages.ts';
import { safeReturnPath } from './safe-return.ts';

type TreeName = (typeof IDENTITY_TREES)['login' | 'registration' | 'forgotPassword'];
type Step = Extract<StepResult, { kind: 'step' }>;

const CONTEXT: Record<TreeName, FailureContext> = {
  Login: 'sign-in',
  Registration: 'registration',
  ForgotPassword: 'forgot-password',
};

export interface TreeFormProps {
  tree: TreeName;
  locale: Locale;
  clientId: string;
  messages: AuthMessages;
  label: (key: FieldKey, callback: CallbackView) => string;
  submitLabel: string;
  /** Fields whose typed value is kept when the tree starts again after a failure. */
  keepOnFailure: (key: FieldKey) => boolean;
  /** The local verifier's answer, when the identity service is the embedded one. */
  recaptchaToken?: string;
  children?: ReactNode;
}

/**
 * One authentication tree as an accessible form: labelled fields, errors tied to them with
 * aria-describedby, focus on the first error, and a status region for what is happening.
 */
export function TreeForm({
  tree,
  locale,
  clientId,
  messages,
  label,
  submitLabel,
  keepOnFailure,
  recaptchaToken,
  children,
}: TreeFormProps) {
  const formId = useId();
  const [step, setStep] = useState<Step | undefined>();
  const [values, setValues] = useState<Answers>({});
  const [fieldErrors, setFieldErrors] = useState<Record<number, string[]>>({});
  const [formError, setFormError] = useState<string>('');
  const [status, setStatus] = useState<string>(messages.status.loading);
  const [busy, setBusy] = useState(true);
  const [focusError, setFocusError] = useState(0);
  const fieldRefs = useRef(new Map<number, HTMLElement>());
  const alertRef = useRef<HTMLDivElement>(null);
  const settings = useRef<IdentitySettings | undefined>(undefined);
  const returnTo = useRef(`/${locale}`);
  const goto = useRef<string | undefined>(undefined);

  const keys = useMemo(() => (step ? fieldKeys(tree, step.callbacks) : []), [step, tree]);

  const show = useCallback(
    (result: StepResult, previous: { keys: FieldKey[]; values: Answers } | undefined) => {
      const identity = settings.current;
      if (!identity) return;
      if (result.kind === 'success') {
        setStatus(messages.status.signedIn);
        void finishSignIn(identity, locale, returnTo.current).then((outcome) => {
          if (outcome === 'failed') {
            setBusy(false);
            setStatus('');
            setFormError(messages.errors.session);
            setFocusError((n) => n + 1);
          }
        });
        return;
      }
      if (result.kind === 'failure') {
        // A failure ends the tree: start it again, keeping what the customer typed where it helps.
        const failure = result;
        void startTree(identity, IDENTITY_TREES[treeKey(tree)], goto.current).then((restarted) => {
          if (restarted.kind !== 'step') {
            setBusy(false);
            setStatus('');
            setFormError(failureMessage(messages.errors, failure, CONTEXT[tree]));
            setFocusError((n) => n + 1);
            return;
          }
          const restartedKeys = fieldKeys(tree, restarted.callbacks);
          const kept: Answers = {};
          const errors: Record<number, string[]> = {};
          restartedKeys.forEach((key, index) => {
            const before = previous?.keys.indexOf(key) ?? -1;
            const value = before >= 0 ? previous?.values[before] : undefined;
            if (value !== undefined && keepOnFailure(key)) kept[index] = value;
            const property = propertyOf(key);
            const failed = failure.failedPolicies.filter((f) => f.property === property);
            const texts = failed.flatMap((f) =>
              f.requirements.map((r) => policyMessage(messages, property, r)),
            );
            if (texts.length) errors[index] = texts;
          });
          const unplaced = failure.failedPolicies.some(
            (f) => !restartedKeys.some((key) => propertyOf(key) === f.property),
          );
          setStep(restarted);
          setValues(kept);
          setFieldErrors(errors);
          setFormError(
            Object.keys(errors).length && !unplaced
              ? messages.status.errorCount
              : failureMessage(messages.errors, failure, CONTEXT[tree]),
          );
          setBusy(false);
          setStatus('');
          setFocusError((n) => n + 1);
        });
        return;
      }
      if (result.callbacks.some((c) => c.type === 'redirect')) {
        // The tree resumes on the callback page, which then needs the way back.
        savePendingReturn({ locale, returnTo: returnTo.current });
        result.redirect();
        return;
      }
      const defaults: Answers = {};
      for (const callback of result.callbacks) {
        if (callback.type === 'choice') defaults[callback.index] = callback.defaultChoice;
      }
      setStep(result);
      setValues((current) => (previous ? defaults : { ...defaults, ...current }));
      setFieldErrors({});
      setBusy(false);
      setStatus('');
    },
    [keepOnFailure, locale, messages, tree],
  );

  useEffect(() => {
    const origin = window.location.origin;
    settings.current = { clientId, origin };
    const requested = new URLSearchParams(window.location.search).get('goto');
    returnTo.current = safeReturnPath(requested, origin, `/${locale}`);
    goto.current = requested ? returnTo.current : undefined;
    let current = true;
    void startTree(settings.current, IDENTITY_TREES[treeKey(tree)], goto.current).then((result) => {
      if (current) show(result, undefined);
    });
    return () => {
      current = false;
    };
    // The tree starts once per page; show changes identity only with the texts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientId, locale, tree]);

  useEffect(() => {
    if (!focusError) return;
    const first = Object.keys(fieldErrors)
      .map(Number)
      .sort((a, b) => a - b)[0];
    const target = first !== undefined ? fieldRefs.current.get(first) : undefined;
    (target ?? alertRef.current)?.focus();
  }, [focusError, fieldErrors]);

  const submit = useCallback(
    (answers: Answers) => {
      if (!step) return;
      setBusy(true);
      setStatus(messages.status.submitting);
      setFormError('');
      const snapshot = { keys, values: answers };
      void step.submit(answers).then((result) => show(result, snapshot));
    },
    [keys, messages.status.submitting, show, step],
  );

  // A polling wait answers itself once its time is up.
  useEffect(() => {
    const wait = step?.callbacks.find((c) => c.type === 'polling-wait');
    if (!wait || wait.type !== 'polling-wait') return;
    const timer = setTimeout(() => submit({}), wait.waitMs);
    return () => clearTimeout(timer);
  }, [step, submit]);

  function answersWithDefaults(extra: Answers = {}): Answers {
    const answers: Answers = { ...values, ...extra };
    for (const callback of step?.callbacks ?? []) {
      if (callback.type === 'select-idp' && answers[callback.index] === undefined)
        answers[callback.index] = LOCAL_IDP;
    }
    return answers;
  }

  function attempt(extra: Answers = {}) {
    if (!step || busy) return;
    const answers = answersWithDefaults(extra);
    const missing: Record<number, string[]> = {};
    step.callbacks.forEach((callback, index) => {
      if (isTextField(callback) && !String(answers[index] ?? '').trim()) {
        const key = keys[index] ?? 'other';
        missing[index] = [
          format(messages.errors.required, { field: label(key, callback).toLocaleLowerCase() }),
        ];
      }
    });
    if (Object.keys(missing).length) {
      setFieldErrors(missing);
      setFormError(messages.status.errorCount);
      setFocusError((n) => n + 1);
      return;
    }
    submit(answers);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    attempt();
  }

  const set = (index: number, value: Answers[number]) =>
    setValues((current) => ({ ...current, [index]: value }));
  const ref = (index: number) => (element: HTMLElement | null) => {
    if (element) fieldRefs.current.set(index, element);
    else fieldRefs.current.delete(index);
  };

  const confirmation = step?.callbacks.find((c) => c.type === 'confirmation');
  const waiting = step?.callbacks.some((c) => c.type === 'polling-wait');

  return (
    <div className="auth-form">
      <p role="status" aria-live="polite" className="auth-form__status">
        {waiting && !busy ? messages.forgot.waiting : status}
      </p>
      {formError ? (
        <div ref={alertRef} role="alert" tabIndex={-1} className="auth-form__alert" id={`${formId}-alert`}>
          <p className="auth-form__alert-title">{messages.status.errorSummary}</p>
          <p>{formError}</p>
        </div>
      ) : null}
      {step && !waiting ? (
        <form
          noValidate
          onSubmit={(event) => onSubmit(event)}
          aria-busy={busy}
          aria-describedby={formError ? `${formId}-alert` : undefined}
        >
          {step.callbacks.map((callback, index) => {
            const key = keys[index] ?? 'other';
            return (
              <CallbackField
                key={index}
                callback={callback}
                fieldKey={key}
                id={`${formId}-f${index}`}
                label={label(key, callback)}
                value={values[index]}
                errors={fieldErrors[index] ?? []}
                messages={messages}
                lang={localeInfo(locale).htmlLang}
                busy={busy}
                inputRef={ref(index)}
                onChange={(value) => set(index, value)}
                onProvider={(provider) => submit({ ...answersWithDefaults(), [index]: provider })}
                recaptchaToken={recaptchaToken}
              />
            );
          })}
          {confirmation && confirmation.type === 'confirmation' ? (
            <div className="auth-form__actions">
              <button
                type="button"
                className="auth-form__primary"
                disabled={busy}
                onClick={() => attempt({ [confirmation.index]: confirmation.defaultOption })}
              >
                {messages.forgot.reset}
              </button>
              {/* Cancelling needs no answer from the server: the reset simply does not happen. */}
              <a className="auth-form__secondary" href={`/${locale}/login`}>
                {messages.forgot.cancel}
              </a>
            </div>
          ) : (
            <div className="auth-form__actions">
              <button type="submit" className="auth-form__primary" disabled={busy}>
                {submitLabel}
              </button>
            </div>
          )}
        </form>
      ) : null}
      {children}
    </div>
  );
}

function treeKey(tree: TreeName): keyof typeof IDENTITY_TREES {
  return tree === 'Login' ? 'login' : tree === 'Registration' ? 'registration' : 'forgotPassword';
}
