'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { RobotCheck } from '../auth/robot-check.tsx';
import type { CheckoutMessages } from './messages.ts';

/**
 * The checkout reCAPTCHA flag's check on the review step: the sign-in form's "I am not a robot" box
 * (the local verifier of the embedded commerce service), sent with the order as `recaptchaToken`.
 * `refused` is commerce's refusal of the last placement for want of it: its message shows at the
 * box, and the focus goes there. Without a local verifier (a commerce service of its own) there is
 * no box to show, and the customer is told so.
 */
export function RecaptchaCheck({
  messages,
  token,
  refused,
}: {
  messages: CheckoutMessages;
  token: string | undefined;
  refused: object | undefined;
}) {
  const m = messages.robot;
  const id = useId();
  const [answer, setAnswer] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (refused) input.current?.focus();
  }, [refused]);

  if (!token) {
    return (
      <p role="alert" className="checkout-alert">
        {m.unavailable}
      </p>
    );
  }
  const errorId = `${id}-error`;
  return (
    <div className="checkout-robot">
      <RobotCheck
        id={id}
        name="recaptchaToken"
        token={token}
        label={m.label}
        checked={answer === token}
        onChange={setAnswer}
        className="checkout-choice"
        inputRef={input}
        {...(refused ? { describedBy: errorId } : {})}
      />
      {refused ? (
        <p id={errorId} role="alert" className="checkout-field__error" data-testid="checkout-robot-error">
          {m.required}
        </p>
      ) : null}
    </div>
  );
}
