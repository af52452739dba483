'use client';

import { IDENTITY_TREES } from '@store/contracts/identity';
import { isLocale, type Locale } from '@store/locales';
import { useEffect, useState } from 'react';
import { takePendingReturn } from '../../clients/identity/pending-return.ts';
import { getTokens } from '../../clients/identity/tokens.ts';
import { hasPendingRedirectStep, resumeTree } from '../../clients/identity/tree.ts';
import { safeReturnPath } from '../../shell/routing/safe-return.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { announceSessionChange, finishSignIn } from './finish-sign-in.ts';
import type { AuthMessages } from './messages.ts';

/**
 * The OAuth redirect address (contracts: IDENTITY_STOREFRONT_PATHS.callback). Three visitors:
 * the silent-authorize frame, whose parent reads the address itself; the browser back from the
 * identity provider with code and state to exchange; and a Login tree resumed after its
 * RedirectCallback (an organisation's sign-in).
 */
export function AuthCallbackScreen({
  locale,
  clientIds,
  messages,
}: {
  locale: Locale;
  clientIds: Record<Locale, string>;
  messages: AuthMessages;
}) {
  const [failed, setFailed] = useState(false);
  const [loginHref, setLoginHref] = useState(storePaths(locale).signIn());

  useEffect(() => {
    if (window.parent !== window) return;
    const origin = window.location.origin;
    const url = new URL(window.location.href);
    const pending = takePendingReturn(isLocale);
    const flowLocale = pending?.locale ?? locale;
    const settings = { clientId: clientIds[flowLocale], origin };
    const returnTo = safeReturnPath(pending?.returnTo, origin, `/${flowLocale}`);
    const fail = (error?: unknown) => {
      if (error) console.warn('Sign-in could not be finished', error);
      setLoginHref(`/${flowLocale}/login?goto=${encodeURIComponent(returnTo)}`);
      setFailed(true);
    };
    const code = url.searchParams.get('code');
    const state = url.searchParams.get('state');

    if (hasPendingRedirectStep(settings)) {
      void resumeTree(settings, IDENTITY_TREES.login, url.href).then(async (result) => {
        if (result.kind !== 'success') return fail(result.kind === 'failure' ? result.message : undefined);
        if ((await finishSignIn(settings, flowLocale, returnTo)) === 'failed') fail();
      });
      return;
    }
    if (!code || !state)
      return fail(url.searchParams.get('error_description') ?? url.searchParams.get('error'));
    getTokens(settings, { query: { code, state } })
      .then(async (tokens) => {
        if (!tokens) return fail();
        await announceSessionChange(settings);
        window.location.replace(returnTo);
      })
      .catch(fail);
  }, [clientIds, locale]);

  return (
    <section className="auth-screen" aria-labelledby="auth-title">
      <h1 id="auth-title">{messages.callback.title}</h1>
      <p role="status" aria-live="polite">
        {failed ? '' : messages.callback.working}
      </p>
      {failed ? (
        <div role="alert" className="auth-form__alert">
          <p>{messages.callback.failed}</p>
          <p>
            <a href={loginHref}>{messages.callback.tryAgain}</a>
          </p>
        </div>
      ) : null}
    </section>
  );
}
