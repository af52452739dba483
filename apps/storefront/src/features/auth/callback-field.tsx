'use client';

import type { AnswerValue, CallbackView } from '../../clients/identity/tree.ts';
import { format } from '../../i18n/format.ts';
import { propertyOf, type FieldKey } from './field-keys.ts';
import type { AuthMessages } from './messages.ts';
import { announcedRequirements, policyMessage } from './policy-messages.ts';
import { countryChoiceLabel, kbaQuestionLabel, termsLabel } from './registration-texts.ts';
import { RobotCheck } from './robot-check.tsx';

/** The reCAPTCHA site key of the embedded identity service's local verifier (services/identity README). */
const EMBEDDED_RECAPTCHA_SITE_KEY = 'embedded-recaptcha-site-key';
export const LOCAL_IDP = 'localAuthentication';

export function isTextField(callback: CallbackView): boolean {
  return ['name', 'password', 'create-username', 'create-password'].includes(callback.type);
}

function isSecret(callback: CallbackView): boolean {
  return callback.type === 'password' || callback.type === 'create-password';
}

function autoComplete(key: FieldKey): string {
  const values: Partial<Record<FieldKey, string>> = {
    login: 'username',
    userName: 'username',
    password: 'current-password',
    newPassword: 'new-password',
    givenName: 'given-name',
    sn: 'family-name',
    mail: 'email',
  };
  return values[key] ?? 'off';
}

export interface CallbackFieldProps {
  callback: CallbackView;
  fieldKey: FieldKey;
  /** The input's id; its errors and requirements hang off it. */
  id: string;
  label: string;
  value: AnswerValue | undefined;
  errors: string[];
  messages: AuthMessages;
  /** BCP 47 tag of the page (localeInfo(locale).htmlLang): the tree's English lists are shown in it. */
  lang: string;
  busy: boolean;
  inputRef: (element: HTMLElement | null) => void;
  onChange: (value: AnswerValue) => void;
  /** A provider of a SelectIdPCallback was chosen: the step is sent at once. */
  onProvider: (provider: string) => void;
  /** The local verifier's answer, when the identity service is the embedded one. */
  recaptchaToken?: string;
}

/**
 * One callback of a tree step as a labelled control with its errors tied to it by
 * aria-describedby: the sign-in screens and the step-up dialog render steps with it.
 */
export function CallbackField({
  callback,
  fieldKey: key,
  id,
  label,
  value,
  errors,
  messages,
  lang,
  busy,
  inputRef,
  onChange,
  onProvider,
  recaptchaToken,
}: CallbackFieldProps) {
  const errorId = `${id}-error`;
  const requirementsId = `${id}-requirements`;
  const errorList = errors.length ? (
    <ul id={errorId} className="auth-form__errors">
      {errors.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  ) : null;
  switch (callback.type) {
    case 'name':
    case 'password':
    case 'create-username':
    case 'create-password': {
      const requirements =
        callback.type === 'create-username' || callback.type === 'create-password'
          ? announcedRequirements(callback.requirements)
          : [];
      const describedBy = [errors.length ? errorId : '', requirements.length ? requirementsId : '']
        .filter(Boolean)
        .join(' ');
      return (
        <div className="auth-form__field">
          <label htmlFor={id}>{label}</label>
          <input
            ref={inputRef}
            id={id}
            name={key}
            type={isSecret(callback) ? 'password' : key === 'mail' ? 'email' : 'text'}
            autoComplete={autoComplete(key)}
            required
            aria-required="true"
            aria-invalid={errors.length ? true : undefined}
            aria-describedby={describedBy || undefined}
            value={String(value ?? '')}
            onChange={(event) => onChange(event.target.value)}
          />
          {errorList}
          {requirements.length ? (
            <div id={requirementsId} className="auth-form__requirements">
              <p>{messages.register.requirements}</p>
              <ul>
                {requirements.map((r) => (
                  <li key={r.policyRequirement}>{policyMessage(messages, propertyOf(key), r)}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      );
    }
    case 'choice':
      return (
        <div className="auth-form__field">
          <label htmlFor={id}>{label}</label>
          <select
            ref={inputRef}
            id={id}
            name={key}
            aria-invalid={errors.length ? true : undefined}
            aria-describedby={errors.length ? errorId : undefined}
            value={Number(value ?? callback.defaultChoice)}
            onChange={(event) => onChange(Number(event.target.value))}
          >
            {callback.choices.map((choice, choiceIndex) => (
              <option key={choice} value={choiceIndex}>
                {countryChoiceLabel(choice, lang)}
              </option>
            ))}
          </select>
          {errorList}
        </div>
      );
    case 'kba': {
      const kba = typeof value === 'object' ? value : { question: '', answer: '' };
      return (
        <fieldset className="auth-form__group">
          <legend>{messages.register.securityQuestion}</legend>
          <label htmlFor={id}>{messages.register.securityQuestion}</label>
          <select
            ref={inputRef}
            id={id}
            name="kbaQuestion"
            aria-invalid={errors.length ? true : undefined}
            aria-describedby={errors.length ? errorId : undefined}
            value={kba.question}
            onChange={(event) => onChange({ ...kba, question: event.target.value })}
          >
            <option value="">{messages.register.chooseQuestion}</option>
            {callback.questions.map((question) => (
              <option key={question} value={question}>
                {kbaQuestionLabel(question, messages)}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-answer`}>{messages.register.securityAnswer}</label>
          <input
            id={`${id}-answer`}
            name="kbaAnswer"
            type="text"
            autoComplete="off"
            aria-describedby={errors.length ? errorId : undefined}
            value={kba.answer}
            onChange={(event) => onChange({ ...kba, answer: event.target.value })}
          />
          {errorList}
        </fieldset>
      );
    }
    case 'terms':
      return (
        <fieldset className="auth-form__group">
          <legend>{messages.register.terms}</legend>
          <p className="auth-form__terms">{termsLabel(callback.terms, callback.version, messages)}</p>
          <div className="auth-form__check">
            <input
              ref={inputRef}
              id={id}
              name="terms"
              type="checkbox"
              checked={value === true}
              aria-describedby={errors.length ? errorId : undefined}
              onChange={(event) => onChange(event.target.checked)}
            />
            <label htmlFor={id}>{messages.register.acceptTerms}</label>
          </div>
          {errorList}
        </fieldset>
      );
    case 'recaptcha':
      return callback.siteKey === EMBEDDED_RECAPTCHA_SITE_KEY && recaptchaToken ? (
        <RobotCheck
          id={id}
          name="recaptcha"
          token={recaptchaToken}
          label={messages.register.recaptcha}
          checked={value === recaptchaToken}
          onChange={onChange}
          className="auth-form__check auth-form__recaptcha"
          inputRef={inputRef}
        />
      ) : (
        <p className="auth-form__note">{messages.register.recaptchaUnavailable}</p>
      );
    case 'select-idp': {
      const others = callback.providers.filter((p) => p.provider !== LOCAL_IDP);
      return (
        <div className="auth-form__providers">
          {others.map((p) => (
            <button
              key={p.provider}
              type="button"
              className="auth-form__secondary"
              disabled={busy}
              onClick={() => onProvider(p.provider)}
            >
              {format(messages.signIn.organisation, { provider: p.label })}
            </button>
          ))}
          <p>{messages.signIn.localChoice}</p>
        </div>
      );
    }
    case 'text':
      return <p className="auth-form__note">{callback.message}</p>;
    default:
      return null;
  }
}
