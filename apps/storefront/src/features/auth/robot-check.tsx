'use client';

import type { Ref } from 'react';

/**
 * The "I am not a robot" check of the embedded services' local reCAPTCHA verifier (services/identity
 * README, "reCAPTCHA"): ticked, it answers the verifier's pass. The sign-in and registration steps
 * and checkout's review show it.
 */
export function RobotCheck({
  id,
  name,
  token,
  label,
  checked,
  onChange,
  className,
  inputRef,
  describedBy,
}: {
  id: string;
  name: string;
  /** The response the verifier accepts, sent as the box's value when ticked. */
  token: string;
  label: string;
  checked: boolean;
  onChange: (answer: string) => void;
  className: string;
  inputRef?: Ref<HTMLInputElement>;
  /** An error shown beside the box. */
  describedBy?: string;
}) {
  return (
    <div className={className}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="checkbox"
        value={token}
        checked={checked}
        aria-invalid={describedBy ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked ? token : '')}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
