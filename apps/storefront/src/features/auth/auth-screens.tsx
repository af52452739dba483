'use client';

import {
  IDENTITY_TREES,
  PASSWORD_RESET_TOKEN_PARAM,
  REGISTRATION_TOKEN_PARAM,
} from '@store/contracts/identity';
import type { Locale } from '@store/locales';
import { useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
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

/** The ForgotPassword stage that says a link is on its way: the screen's work ends there. */
const FORGOT_PASSWORD_SENT = 'ForgotPasswordSent';
/** The Registration stage that says to check the mailbox: the same for a new and a registered address. */
const REGISTRATION_SENT = 'RegistrationSent';

/** A mailed link's token: read once, then taken out of the address so it stays out of the history. */
function useLinkToken(param: string, path: string): string | undefined {
  const params = useSearchParams();
  const [token] = useState(() => params.get(param) ?? undefined);
  useEffect(() => {
    if (token) window.history.replaceState(null, '', path);
  }, [path, token]);
  return token;
}

const keepNothingSecret = (key: FieldKey) => key !== 'password' && key !== 'newPassword';

export function SignInScreen({
  locale,
  clientId,
  messages,
  recaptchaToken,
}: ScreenProps & { recaptchaToken?: string }) {
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
        // After repeated failures the first step asks for a reCAPTCHA too.
        recaptchaToken={recaptchaToken}
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
  const token = useLinkToken(REGISTRATION_TOKEN_PARAM, storePaths(locale).register);
  // The confirmation link's token finishes the registration; without it, the locale is the mail's.
  const query = useMemo(
    (): Record<string, string> => (token ? { [REGISTRATION_TOKEN_PARAM]: token } : { locale }),
    [locale, token],
  );
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
      {token ? <p>{m.confirming}</p> : null}
      <TreeForm
        tree={IDENTITY_TREES.registration}
        locale={locale}
        clientId={clientId}
        messages={messages}
        submitLabel={m.submit}
        // The customer fixes what the server refused; every answer stays, passwords included.
        keepOnFailure={() => true}
        recaptchaToken={recaptchaToken}
        query={query}
        finalText={(stage) => (stage === REGISTRATION_SENT ? m.sent : undefined)}
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
  const token = useLinkToken(PASSWORD_RESET_TOKEN_PARAM, storePaths(locale).forgotPassword);
  const query = useMemo(() => (token ? { [PASSWORD_RESET_TOKEN_PARAM]: token } : undefined), [token]);
  return (
    <section className="auth-screen" aria-labelledby="auth-title">
      <h1 id="auth-title">{m.title}</h1>
      <p>{token ? m.newPasswordIntro : m.intro}</p>
      <TreeForm
        tree={IDENTITY_TREES.forgotPassword}
        locale={locale}
        clientId={clientId}
        messages={messages}
        submitLabel={m.next}
        keepOnFailure={keepNothingSecret}
        query={query}
        finalText={(stage) => (stage === FORGOT_PASSWORD_SENT ? m.sent : undefined)}
        label={(key) => (key === 'newPassword' ? m.newPassword : m.login)}
      >
        {token ? (
          <p className="auth-screen__links">
            <a href={storePaths(locale).forgotPassword}>{m.newLink}</a>
          </p>
        ) : null}
        <p className="auth-screen__links">
          <a href={storePaths(locale).signIn()}>{m.backToSignIn}</a>
        </p>
      </TreeForm>
    </section>
  );
}
