'use client';

import type { FlagName, FlagValue, FlagValues } from '@store/contracts';
import type { Locale } from '@store/locales';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useCountry } from '../geo/country-provider.tsx';
import { useSession } from '../session/session-provider.tsx';
import { buildFlagContext } from './flag-context.ts';
import type { FlagsRuntime } from './flags-runtime.ts';

const FlagsContext = createContext<FlagValues | undefined>(undefined);

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

/**
 * The feature-flag provider (requirements §1, 4): starts with the values the server rendered with, builds the
 * evaluation context only once session processing has finished, and rebuilds it when the user id changes.
 */
export function FlagsProvider({
  locale,
  mock,
  initial,
  children,
}: {
  locale: Locale;
  mock: boolean;
  initial: FlagValues;
  children: ReactNode;
}) {
  const [values, setValues] = useState<FlagValues>(initial);
  const session = useSession();
  const country = useCountry();
  const runtime = useRef<Promise<FlagsRuntime> | undefined>(undefined);
  const userId = session.user?.id;
  const ready = session.status !== 'processing' && country !== undefined;

  useEffect(() => {
    if (!ready) return;
    const context = buildFlagContext(locale, userId, country);
    if (runtime.current) {
      void runtime.current.then((r) => r.setContext(context));
      return;
    }
    // The page already shows the values it was rendered with; the live runtime can wait for an idle moment.
    runtime.current = whenIdle()
      .then(() => import('./flags-runtime.ts'))
      .then(({ startFlagsRuntime }) =>
        startFlagsRuntime({
          mock,
          context,
          // Only the runtime changes the values, so when it starts the page still shows these.
          initial,
          // A change re-renders every flag reader: in slices, between which the visitor is served.
          onValues: (next) => startTransition(() => setValues(next)),
        }),
      );
  }, [ready, locale, userId, country, mock, initial]);

  useEffect(
    () => () => {
      void runtime.current?.then((r) => r.close());
    },
    [],
  );

  return <FlagsContext.Provider value={values}>{children}</FlagsContext.Provider>;
}

export function useFlag<N extends FlagName>(name: N): FlagValue<N> {
  const values = useContext(FlagsContext);
  if (!values) throw new Error('useFlag must be used inside FlagsProvider');
  return values[name];
}
