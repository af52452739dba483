'use client';

import { IDENTITY_TREES } from '@store/contracts/identity';
import type { Locale } from '@store/locales';
import { useSearchParams } from 'next/navigation';
import type { CallbackView } from '../../clients/identity/tree.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import type { FieldKey } from './field-keys.ts';
import type { AuthMessages } from './messages.ts';
import { TreeForm } from './tree-form.tsx';

/** The sign-in, registration and password-reset screens: one tree each, their own texts and links. */

interface ScreenProps {
  locale: Locale;
  clientId: string;
  messages: AuthMessages;
}

const keepNothingSecret = (key: FieldKey) => key !== 'password' && key !== 'newPassword' && key !== 'answer';

export function SignInScreen({ locale, clientId, messages }: ScreenProps) {
  const m = messages.signIn;
  // Set by the sign-out after 30 minutes without activity on a page that needs sign-in (requirements §4 Logout).
  const timedOut = useSearchParams().get('reason') === 'timeout';
  return (
    <section className="auth-screen" aria-labelledby="auth-title">
      <h1 id="auth-title">{m.title}</h1>
      {timedOut ? (
        <p role="status" className="auth-screen__notice">
          {m.timedOut}
        </p>
      ) : null}
      <p>{m.intro}</p>
      <TreeForm
        tree={IDENTITY_TREES.login}
        locale={locale}
        clientId={clientId}
        messages={messages}
        submitLabel={m.submit}
        keepOnFailure={keepNothingSecret}
        label={(key) => (key === 'password' ? m.password : m.username)}
      >
        <p className="auth-screen__links">
          <a href={storePaths(locale).forgotPassword}>{m.forgotPassword}</a>
        </p>
        <p className="auth-screen__links">
          {m.newCustomer} <a href={storePaths(locale).register}>{m.register}</a>
        </p>
      </TreeForm>
    </section>
  );
}

export function RegistrationScreen({
  locale,
  clientId,
  messages,
  recaptchaToken,
}: ScreenProps & { recaptchaToken?: string }) {
  const m = messages.register;
  const labels: Partial<Record<FieldKey, string>> = {
    userName: m.username,
    givenName: m.firstName,
    sn: m.lastName,
    mail: m.email,
    country: m.country,
    password: m.password,
    kbaInfo: m.securityQuestion,
    terms: m.terms,
  };
  return (
    <section className="auth-screen" aria-labelledby="auth-title">
      <h1 id="auth-title">{m.title}</h1>
      <TreeForm
        tree={IDENTITY_TREES.registration}
        locale={locale}
        clientId={clientId}
        messages={messages}
        submitLabel={m.submit}
        // The customer fixes what the server refused; every answer stays, passwords included.
        keepOnFailure={() => true}
        recaptchaToken={recaptchaToken}
        label={(key, callback: CallbackView) => labels[key] ?? ('prompt' in callback ? callback.prompt : '')}
      >
        <p className="auth-screen__links">
          {m.haveAccount} <a href={storePaths(locale).signIn()}>{m.signIn}</a>
        </p>
      </TreeForm>
    </section>
  );
}

export function ForgotPasswordScreen({ locale, clientId, messages }: ScreenProps) {
  const m = messages.forgot;
  return (
    <section className="auth-screen" aria-labelledby="auth-title">
      <h1 id="auth-title">{m.title}</h1>
      <p>{m.intro}</p>
      <TreeForm
        tree={IDENTITY_TREES.forgotPassword}
        locale={locale}
        clientId={clientId}
        messages={messages}
        submitLabel={m.next}
        keepOnFailure={keepNothingSecret}
        label={(key, callback) =>
          key === 'login'
            ? m.login
            : key === 'newPassword'
              ? m.newPassword
              : // The security question is the account's own, as the customer wrote or chose it.
                'prompt' in callback && callback.prompt
                ? callback.prompt
                : m.answer
        }
      >
        <p className="auth-screen__links">
          <a href={storePaths(locale).signIn()}>{m.backToSignIn}</a>
        </p>
      </TreeForm>
    </section>
  );
}
