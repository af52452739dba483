'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** SPEC 3 User (signed in); only what the shell reads for now. */
export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export type SessionState =
  | { status: 'processing'; user?: undefined }
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'signed-out'; user?: undefined };

const SessionContext = createContext<SessionState>({ status: 'processing' });

/**
 * The session provider of SPEC 4: processing, then signed-in or signed-out. Sign-in (issue 4) is
 * built here; until then processing ends as signed-out once the page has hydrated.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'processing' });
  useEffect(() => {
    // The session lives in the browser; only after hydration can processing end (SPEC 4).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState({ status: 'signed-out' });
  }, []);
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}
