'use client';

import type { IdentityTree } from '@store/contracts/identity';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { IdentitySettings } from '../../clients/identity/config.ts';
import { startTree, type Answers, type CallbackView, type StepResult } from '../../clients/identity/tree.ts';
import { format } from '../../i18n/format.ts';
import type { AuthMessages } from '../auth/messages.ts';
import { announcedRequirements, policyMessage } from '../auth/policy-messages.ts';
import type { ProfileMessages } from './messages.ts';
import { failureTexts, type FailureTexts } from './tree-failure.ts';

type Step = Extract<StepResult, { kind: 'step' }>;
type Value = string | number;

export interface TreeField {
  /** The callback of the tree's step this field answers. */
  index: number;
  /** The property the identity names in failed policies. */
  property: string;
  label: string;
  kind: 'text' | 'tel' | 'email' | 'password' | 'new-password' | 'choice';
  autoComplete: string;
  required: boolean;
  hint?: string;
  /** A choice's label for each of the tree's choice codes. */
  choiceLabel?: (code: string) => string;
}

export interface AccountTreeFormProps {
  heading: string;
  tree: IdentityTree;
  clientId: string;
  /** Sent with every call of the tree (the page's locale, which the email change's link is in). */
  query?: Record<string, string>;
  fields: readonly TreeField[];
  submitLabel: string;
  messages: ProfileMessages;
  auth: AuthMessages;
  intro?: ReactNode;
  /** What happened, in the customer's words, once the tree succeeded or reached its final step. */
  onDone: (result: StepResult, answers: Answers) => Promise<string> | string;
}

const isSecret = (field: TreeField) => field.kind === 'password' || field.kind === 'new-password';

function initialValues(step: Step, fields: readonly TreeField[]): Record<number, Value> {
  const values: Record<number, Value> = {};
  for (const field of fields) {
    const callback = step.callbacks[field.index];
    if (callback?.type === 'choice') values[field.index] = callback.defaultChoice;
    else if (callback?.type === 'name') values[field.index] = callback.value ?? '';
    else values[field.index] = '';
  }
  return values;
}

/**
 * One of the account's identity trees as a form: the tree's step gives the fields (prefilled when
 * the tree prefills them), an answer goes through the tree, and a failure is shown beside its
 * fields or above the form. Every answer uses up its step, so the tree starts again after each.
 */
export function AccountTreeForm({
  heading,
  tree,
  clientId,
  query,
  fields,
  submitLabel,
  messages,
  auth,
  intro,
  onDone,
}: AccountTreeFormProps) {
  const id = useId();
  const [step, setStep] = useState<Step | undefined>();
  const [values, setValues] = useState<Record<number, Value>>({});
  const [errors, setErrors] = useState<FailureTexts>({ form: undefined, fields: {} });
  const [done, setDone] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const settings = useRef<IdentitySettings | undefined>(undefined);
  const queryKey = JSON.stringify(query ?? {});

  const restart = useCallback(async (): Promise<Step | undefined> => {
    if (!settings.current) return undefined;
    const started = await startTree(settings.current, tree, undefined, JSON.parse(queryKey));
    if (started.kind === 'step') {
      setStep(started);
      return started;
    }
    setStep(undefined);
    if (started.kind === 'failure') setErrors(failureTexts(started, fields, messages, auth));
    return undefined;
  }, [auth, fields, messages, queryKey, tree]);

  useEffect(() => {
    settings.current = { clientId, origin: window.location.origin };
    let current = true;
    void restart().then((started) => {
      if (current && started) setValues(initialValues(started, fields));
    });
    return () => {
      current = false;
    };
    // The tree starts once per form; the texts do not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientId, tree, queryKey]);

  useEffect(() => {
    if (errors.form) alertRef.current?.focus();
    else if (done) doneRef.current?.focus();
  }, [errors, done]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!step || busy) return;
    setDone(undefined);
    const missing: Record<number, string[]> = {};
    for (const field of fields) {
      if (field.required && String(values[field.index] ?? '').trim() === '')
        missing[field.index] = [format(messages.errors.required, { field: field.label.toLocaleLowerCase() })];
    }
    if (Object.keys(missing).length) {
      setErrors({ form: undefined, fields: missing });
      return;
    }
    setBusy(true);
    setErrors({ form: undefined, fields: {} });
    const answers: Answers = Object.fromEntries(fields.map((f) => [f.index, values[f.index] ?? '']));
    const result = await step.submit(answers);
    const cleared = Object.fromEntries(fields.filter(isSecret).map((f) => [f.index, '']));
    if (result.kind === 'failure') {
      setErrors(failureTexts(result, fields, messages, auth));
      setValues((previous) => ({ ...previous, ...cleared }));
      await restart();
    } else {
      const text = await onDone(result, answers);
      const next = await restart();
      setValues(
        next && result.kind === 'success'
          ? initialValues(next, fields)
          : (previous) => ({ ...previous, ...cleared }),
      );
      setDone(text);
    }
    setBusy(false);
  }

  const requirementsOf = (callback: CallbackView | undefined) =>
    callback?.type === 'create-password' ? announcedRequirements(callback.requirements) : [];

  return (
    <section className="profile-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {intro}
      {errors.form ? (
        <div ref={alertRef} role="alert" tabIndex={-1} className="auth-form__alert">
          <p className="auth-form__alert-title">{messages.errors.summary}</p>
          <p>{errors.form}</p>
        </div>
      ) : null}
      {done ? (
        <p ref={doneRef} role="status" tabIndex={-1} className="profile-section__done">
          {done}
        </p>
      ) : null}
      {step ? (
        <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
          {fields.map((field) => {
            const inputId = `${id}-${field.index}`;
            const fieldErrors = errors.fields[field.index] ?? [];
            const requirements = requirementsOf(step.callbacks[field.index]);
            const described = [
              field.hint ? `${inputId}-hint` : '',
              requirements.length ? `${inputId}-requirements` : '',
              fieldErrors.length ? `${inputId}-error` : '',
            ]
              .filter(Boolean)
              .join(' ');
            const callback = step.callbacks[field.index];
            return (
              <div className="auth-form__field" key={field.index}>
                <label htmlFor={inputId}>
                  {field.label}
                  {field.required ? null : ` (${messages.optional})`}
                </label>
                {field.hint ? <p id={`${inputId}-hint`}>{field.hint}</p> : null}
                {requirements.length ? (
                  <div id={`${inputId}-requirements`} className="auth-form__requirements">
                    <p>{messages.password.requirements}</p>
                    <ul>
                      {requirements.map((r) => (
                        <li key={r.policyRequirement}>
                          {policyMessage(
                            { policy: auth.policy, fields: { ...auth.fields, other: field.label } },
                            'other',
                            r,
                          )}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                {fieldErrors.length ? (
                  <ul id={`${inputId}-error`} className="auth-form__errors">
                    {fieldErrors.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                ) : null}
                {field.kind === 'choice' && callback?.type === 'choice' ? (
                  <select
                    id={inputId}
                    value={Number(values[field.index] ?? callback.defaultChoice)}
                    aria-describedby={described || undefined}
                    onChange={(event) =>
                      setValues((previous) => ({ ...previous, [field.index]: Number(event.target.value) }))
                    }
                  >
                    {callback.choices.map((code, index) => (
                      <option key={code} value={index}>
                        {field.choiceLabel?.(code) ?? code}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={inputId}
                    type={isSecret(field) ? 'password' : field.kind}
                    autoComplete={field.autoComplete}
                    value={String(values[field.index] ?? '')}
                    aria-invalid={fieldErrors.length ? true : undefined}
                    aria-describedby={described || undefined}
                    aria-required={field.required || undefined}
                    onChange={(event) =>
                      setValues((previous) => ({ ...previous, [field.index]: event.target.value }))
                    }
                  />
                )}
              </div>
            );
          })}
          <div className="auth-form__actions">
            <button type="submit" className="auth-form__primary" disabled={busy}>
              {busy ? messages.saving : submitLabel}
            </button>
          </div>
        </form>
      ) : !errors.form ? (
        <p role="status">{messages.loading}</p>
      ) : null}
    </section>
  );
}
