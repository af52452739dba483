'use client';

import { EMAIL_CHANGE_TOKEN_PARAM, IDENTITY_TREES } from '@store/contracts/identity';
import { useEffect, useRef, useState } from 'react';
import { startTree } from '../../clients/identity/tree.ts';
import type { AuthMessages } from '../auth/messages.ts';
import type { ProfileMessages } from './messages.ts';
import { failureTexts } from './tree-failure.ts';

type Phase =
  { kind: 'none' } | { kind: 'confirming' } | { kind: 'confirmed' } | { kind: 'failed'; text: string };

/**
 * An email change's confirmation link opens the profile page with `?token=`: the ChangeEmail tree
 * started with it changes the address. The token leaves the address bar at once, so that a
 * reload or a shared address does not carry it.
 */
export function EmailConfirmation({
  clientId,
  messages,
  auth,
  onConfirmed,
}: {
  clientId: string;
  messages: ProfileMessages;
  auth: AuthMessages;
  onConfirmed: () => Promise<void>;
}) {
  const [phase, setPhase] = useState<Phase>({ kind: 'none' });
  const started = useRef(false);

  useEffect(() => {
    const address = new URL(window.location.href);
    const token = address.searchParams.get(EMAIL_CHANGE_TOKEN_PARAM);
    if (!token || started.current) return;
    started.current = true;
    address.searchParams.delete(EMAIL_CHANGE_TOKEN_PARAM);
    window.history.replaceState(window.history.state, '', address);
    setPhase({ kind: 'confirming' });
    const settings = { clientId, origin: window.location.origin };
    void startTree(settings, IDENTITY_TREES.changeEmail, undefined, {
      [EMAIL_CHANGE_TOKEN_PARAM]: token,
    }).then(async (result) => {
      if (result.kind === 'step' && result.stage === 'ChangeEmailDone') {
        await onConfirmed();
        setPhase({ kind: 'confirmed' });
        return;
      }
      const failure = result.kind === 'failure' ? result : { code: 500, message: '', failedPolicies: [] };
      setPhase({ kind: 'failed', text: failureTexts(failure, [], messages, auth).form ?? '' });
    });
  }, [auth, clientId, messages, onConfirmed]);

  if (phase.kind === 'none') return null;
  if (phase.kind === 'failed')
    return (
      <div role="alert" className="auth-form__alert">
        <p className="auth-form__alert-title">{messages.errors.summary}</p>
        <p>{phase.text}</p>
      </div>
    );
  return (
    <p role="status" className="profile-section__done">
      {phase.kind === 'confirming' ? messages.email.confirming : messages.email.confirmed}
    </p>
  );
}
