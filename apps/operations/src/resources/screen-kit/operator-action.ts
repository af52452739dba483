import { useCallback, useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ActionOptions, OperatorDataProvider } from '../../data/data-provider.ts';

/**
 * Runs an operator action (approve, offer, record a transfer…) through the data provider: the
 * message `done` on success and the page's data refreshed, the API's problem detail on failure.
 * Answers the action's answer, or undefined when it failed.
 */
export function useOperatorAction() {
  const dataProvider = useDataProvider<OperatorDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (path: string, options: ActionOptions, done: string): Promise<{ answer: unknown } | undefined> => {
      setPending(true);
      try {
        const answer = await dataProvider.action(path, options);
        notify(done, { type: 'success' });
        refresh();
        return { answer };
      } catch (error) {
        notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [dataProvider, notify, refresh],
  );
  return { run, pending };
}
