'use client';

import { useState } from 'react';

/**
 * Copies one value (an IBAN, a payment reference) so that it reaches the customer's banking app
 * without typing mistakes. The button names what it copies; the status says it worked.
 */
export function CopyButton({
  value,
  label,
  copy,
  copied,
}: {
  value: string;
  label: string;
  copy: string;
  copied: string;
}) {
  const [done, setDone] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button checkout-copy"
        onClick={() => {
          void navigator.clipboard.writeText(value).then(() => setDone(true));
        }}
      >
        {copy}
        <span className="visually-hidden"> {label}</span>
      </button>
      <span role="status" className="checkout-copy__status">
        {done ? copied : ''}
      </span>
    </>
  );
}
