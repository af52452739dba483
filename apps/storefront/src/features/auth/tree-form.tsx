'use client';

import { IDENTITY_TREES } from '@store/contracts/identity';
import { localeInfo, type Locale } from '@store/locales';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { IdentitySettings } from '../../clients/identity/config.ts';
import { savePendingReturn } from '../../clients/identity/pending-return.ts';
import { startTree, type Answers, type CallbackView, type StepResult } from '../../clients/identity/tree.ts';
import { CallbackField } from './callback-field.tsx';
import { fieldKeys, type FieldKey } from './field-keys.ts';
import { finishSignIn } from './finish-sign-in.ts';
import type { AuthMessages } from './messages.ts';
import { safeReturnPath } from '../../shell/routing/safe-return.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import {
  afterRestart,
  answersWithDefaults,
  firstErrorIndex,
  initialTreeFormState,
  leavesThePage,
  missingFieldErrors,
  treeFormReducer,
  treeKey,
  type Submitted,
  type TreeName,
} from './tree-form-state.ts';

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
  /** Sent with the tree's start (and its restarts), e.g. a password-reset link's token. */
  query?: Record<string, string>;
  /** The text that replaces the form on a step that ends the screen's work (e.g. "we have sent a link"). */
  finalText?: (stage: string) => string | undefined;
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
  query,
  finalText,
  children,
}: TreeFormProps) {
  const formId = useId();
  const [state, dispatch] = useReducer(treeFormReducer, messages.status.loading, initialTreeFormState);
  const { step, values, fieldErrors, formError, status, busy, focusError } = state;
  const fieldRefs = useRef(new Map<number, HTMLElement>());
  const alertRef = useRef<HTMLDivElement>(null);
  const settings = useRef<IdentitySettings | undefined>(undefined);
  const returnTo = useRef(storePaths(locale).home);
  const goto = useRef<string | undefined>(undefined);

  const keys = useMemo(() => (step ? fieldKeys(tree, step.callbacks) : []), [step, tree]);

  const show = useCallback(
    (result: StepResult, submitted: Submitted | undefined) => {
      const identity = settings.current;
      if (!identity) return;
      if (result.kind === 'success') {
        dispatch({ type: 'signed-in', status: messages.status.signedIn });
        void finishSignIn(identity, locale, returnTo.current).then((outcome) => {
          if (outcome === 'failed') dispatch({ type: 'failed', formError: messages.errors.session });
        });
        return;
      }
      if (result.kind === 'failure') {
        void startTree(identity, IDENTITY_TREES[treeKey(tree)], goto.current, query).then((restarted) => {
          dispatch(afterRestart(result, restarted, submitted, { tree, messages, keepOnFailure }));
        });
        return;
      }
      if (leavesThePage(result)) {
        savePendingReturn({ locale, returnTo: returnTo.current });
        result.redirect();
        return;
      }
      dispatch({ type: 'step', step: result, afterSubmit: submitted !== undefined });
    },
    [keepOnFailure, locale, messages, query, tree],
  );

  useEffect(() => {
    const origin = window.location.origin;
    settings.current = { clientId, origin };
    const requested = new URLSearchParams(window.location.search).get('goto');
    returnTo.current = safeReturnPath(requested, origin, storePaths(locale).home);
    goto.current = requested ? returnTo.current : undefined;
    let current = true;
    void startTree(settings.current, IDENTITY_TREES[treeKey(tree)], goto.current, query).then((result) => {
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
    const first = firstErrorIndex(fieldErrors);
    const target = first !== undefined ? fieldRefs.current.get(first) : undefined;
    (target ?? alertRef.current)?.focus();
  }, [focusError, fieldErrors]);

  const submit = useCallback(
    (answers: Answers) => {
      if (!step) return;
      dispatch({ type: 'submitting', status: messages.status.submitting });
      const submitted = { keys, values: answers };
      void step.submit(answers).then((result) => show(result, submitted));
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

  function attempt(extra: Answers = {}) {
    if (!step || busy) return;
    const answers = answersWithDefaults(step, values, extra);
    const missing = missingFieldErrors(step, answers, keys, label, messages);
    if (Object.keys(missing).length) {
      dispatch({ type: 'invalid', fieldErrors: missing, formError: messages.status.errorCount });
      return;
    }
    submit(answers);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    attempt();
  }

  const set = (index: number, value: Answers[number]) => dispatch({ type: 'changed', index, value });
  const ref = (index: number) => (element: HTMLElement | null) => {
    if (element) fieldRefs.current.set(index, element);
    else fieldRefs.current.delete(index);
  };

  const confirmation = step?.callbacks.find((c) => c.type === 'confirmation');
  const waiting = step?.callbacks.some((c) => c.type === 'polling-wait');
  const final = step ? finalText?.(step.stage) : undefined;

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
      {final ? (
        <p role="status" className="auth-form__note">
          {final}
        </p>
      ) : null}
      {step && !waiting && !final ? (
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
                onProvider={(provider) => submit({ ...answersWithDefaults(step, values), [index]: provider })}
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
              <a className="auth-form__secondary" href={storePaths(locale).signIn()}>
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
