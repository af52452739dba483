import { STOREFRONT_REVALIDATE_PATH, storefrontRevalidateSchema } from '@store/contracts/operator-system';
import { BUS_CHANNELS, type Bus } from '@store/service-runtime/bus';

/**
 * With several storefront instances, commerce publishes the pages to render again on the bus
 * instead of calling one instance's POST /api/revalidate; each instance hears the message and
 * revalidates its own cache. `revalidatePath` works only inside a request, so the instance asks
 * itself: a POST to its own route over loopback, with the platform key the route checks. The route
 * only revalidates, never publishes, so a message cannot come round again.
 */

export interface RevalidationSubscriberOptions {
  bus: Bus;
  /** This instance's own address, e.g. `http://127.0.0.1:${PORT}`. */
  ownUrl: string;
  apiKey: string;
  log: { info(fields: object, message: string): void; warn(fields: object, message: string): void };
  fetchImpl?: typeof fetch;
}

/** A revalidation is a few renders marked stale; a loopback answer within this or it is logged. */
const LOOPBACK_TIMEOUT_MS = 5000;

/** Subscribes once; answers the function that stops listening. */
export function subscribeToRevalidation(options: RevalidationSubscriberOptions): () => void {
  const { bus, ownUrl, apiKey, log, fetchImpl = fetch } = options;
  return bus.subscribe(BUS_CHANNELS.storefrontRevalidate, (message) => {
    const parsed = storefrontRevalidateSchema.safeParse(message);
    if (!parsed.success) {
      log.warn(
        {
          channel: BUS_CHANNELS.storefrontRevalidate,
          issues: parsed.error.issues.map((issue) => issue.message),
        },
        'ignored a revalidation message of the wrong shape',
      );
      return;
    }
    const { paths } = parsed.data;
    fetchImpl(`${ownUrl}${STOREFRONT_REVALIDATE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({ paths }),
      signal: AbortSignal.timeout(LOOPBACK_TIMEOUT_MS),
    }).then(
      async (response) => {
        await response.body?.cancel();
        if (response.status !== 202)
          log.warn({ paths, status: response.status }, 'this instance refused to revalidate its pages');
      },
      (error: unknown) =>
        log.warn(
          { paths, error: error instanceof Error ? error.message : String(error) },
          'this instance could not be asked to revalidate its pages',
        ),
    );
  });
}
