import type { RefObject } from 'react';

/**
 * An email address field of the account's email forms (order confirmations, invoices): its label,
 * a hint, and the reason it was refused, each tied to the input for assistive technology.
 */
export function EmailField({
  id,
  name,
  label,
  hint,
  hintClassName,
  value,
  onChange,
  error,
  inputRef,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  hintClassName: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="auth-form__field">
      <label htmlFor={`${id}-email`}>{label}</label>
      <p id={hintId} className={hintClassName}>
        {hint}
      </p>
      <input
        ref={inputRef}
        id={`${id}-email`}
        name={name}
        type="email"
        autoComplete="email"
        required
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <ul id={errorId} className="auth-form__errors">
          <li>{error}</li>
        </ul>
      ) : null}
    </div>
  );
}
