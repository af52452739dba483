'use client';

import { useState } from 'react';

/** The agent's own sign-out: the staff session ends, and the page returns to the support sign-in. */
export function StaffSignOut({ label, signIn }: { label: string; signIn: string }) {
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    try {
      await fetch('/api/support/session/logout', { method: 'POST', cache: 'no-store' });
    } finally {
      window.location.assign(signIn);
    }
  }

  return (
    <button type="button" onClick={() => void signOut()} disabled={busy}>
      {label}
    </button>
  );
}
