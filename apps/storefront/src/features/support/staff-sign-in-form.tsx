'use client';

import { useState, type FormEvent } from 'react';
import type { SupportMessages } from './messages.ts';

type SignInMessages = SupportMessages['signIn'];
type ErrorKey = keyof SignInMessages['errors'];

/** Which message an answer of the sign-in routes stands for (support-sign-in.route.ts). */
function errorOf(status: number, step: 'password' | 'code'): ErrorKey {
  if (status === 400) return step === 'password' ? 'missing' : 'codeFormat';
  if (status === 401) return step === 'password' ? 'wrong' : 'wrongCode';
  if (status === 403) return 'notAllowed';
  if (status === 409) return 'expired';
  if (status === 429) return 'throttled';
  return 'unavailable';
}

async function post(path: string, body: unknown): Promise<number> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
    await response.body?.cancel();
    return response.status;
  } catch {
    return 503;
  }
}

/**
 * The support agents' sign-in: username and password, then the one-time code. The server runs the
 * staff tree and keeps the token; this form only learns whether a step passed, and goes on to
 * `next`, the support page, once signed in.
 */
export function StaffSignInForm({ messages, next }: { messages: SignInMessages; next: string }) {
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [error, setError] = useState<ErrorKey | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    if (step === 'password') {
      const status = await post('/api/support/session/password', {
        username: String(form.get('username') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      setBusy(false);
      if (status === 200) setStep('code');
      else setError(errorOf(status, 'password'));
      return;
    }
    const status = await post('/api/support/session/code', { code: String(form.get('code') ?? '') });
    if (status === 200) {
      window.location.assign(next);
      return;
    }
    setBusy(false);
    const failure = errorOf(status, 'code');
    // A refused member or a lapsed step starts over from the password.
    if (failure === 'expired' || failure === 'notAllowed') setStep('password');
    setError(failure);
  }

  return (
    <div className="auth-form">
      <form onSubmit={(event) => void submit(event)} noValidate>
        {step === 'password' ? (
          <>
            <div className="auth-form__field">
              <label htmlFor="support-username">{messages.username}</label>
              <input id="support-username" name="username" type="text" autoComplete="username" required />
            </div>
            <div className="auth-form__field">
              <label htmlFor="support-password">{messages.password}</label>
              <input
                id="support-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
              />
            </div>
          </>
        ) : (
          <div className="auth-form__field">
            <label htmlFor="support-code">{messages.code}</label>
            <p id="support-code-hint">{messages.codeHint}</p>
            <input
              id="support-code"
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              aria-describedby="support-code-hint"
              required
            />
          </div>
        )}
        <p className="auth-form__errors" role="alert">
          {error ? messages.errors[error] : null}
        </p>
        <div className="auth-form__actions">
          <button className="auth-form__primary" type="submit" disabled={busy}>
            {step === 'password' ? messages.continue : messages.submit}
          </button>
          {step === 'code' ? (
            <button
              className="auth-form__secondary"
              type="button"
              onClick={() => {
                setError(undefined);
                setStep('password');
              }}
            >
              {messages.startOver}
            </button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
