import {
  InMemoryProvider,
  OpenFeature,
  ProviderEvents,
  type EvaluationDetails,
  type FlagValue as OFValue,
  type Hook,
  type JsonValue,
} from '@openfeature/web-sdk';
import type { EvaluationEvent, FlagContext } from '@store/contracts';
import { FLAG_NAMES, FLAGS, type FlagValues } from '@store/contracts/flag-catalogue';
import { mockFlagConfiguration } from '../../clients/flags/provider-config.ts';
import { EventBatcher } from './event-batcher.ts';
import { FlagStream } from './flag-stream.ts';
import { OfrepBulkProvider } from './ofrep-bulk-provider.ts';

/**
 * The browser's OpenFeature runtime, loaded after hydration so it stays out of first-load JS.
 * Flags are evaluated remotely over OFREP through the storefront's origin (/flags); changes arrive
 * over the flag service's event stream.
 */

export const FLAGS_PATH = '/flags';

function toEvaluationContext(context: FlagContext) {
  const { key, ...attributes } = context;
  return { targetingKey: key, ...attributes };
}

function sendEvents(events: EvaluationEvent[]): void {
  void fetch(`${FLAGS_PATH}/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ events }),
    keepalive: true,
  }).catch(() => undefined);
}

function evaluationHook(batcher: EventBatcher, contextKey: () => string): Hook {
  return {
    after(_hookContext, details: EvaluationDetails<OFValue>) {
      batcher.add({
        flagKey: details.flagKey,
        value: details.value,
        ...(details.variant ? { variant: details.variant } : {}),
        ...(details.reason ? { reason: details.reason } : {}),
        contextKey: contextKey(),
        timestamp: Date.now(),
      });
    },
  };
}

/**
 * The provider already answers the default for a value of the wrong type. Object values are not checked
 * against their schemas here: the flag service checks them against the same contract before serving
 * them, and the schema library would cost the page about 300 ms of main thread on a mid-range phone.
 */
function readAll(): FlagValues {
  const client = OpenFeature.getClient();
  const entries = FLAG_NAMES.map((name) => {
    const spec = FLAGS[name];
    const value =
      spec.type === 'boolean'
        ? client.getBooleanValue(name, spec.defaultValue as boolean)
        : client.getObjectValue(name, spec.defaultValue as JsonValue);
    return [name, value];
  });
  return Object.fromEntries(entries) as FlagValues;
}

function valuesKey(values: FlagValues): string {
  return JSON.stringify(FLAG_NAMES.map((name) => values[name]));
}

export interface FlagsRuntime {
  setContext(context: FlagContext): Promise<void>;
  close(): void;
}

export async function startFlagsRuntime(options: {
  mock: boolean;
  context: FlagContext;
  /** The values the page shows now: the runtime reports only values that differ from the last ones. */
  initial: FlagValues;
  onValues: (values: FlagValues) => void;
}): Promise<FlagsRuntime> {
  let context = options.context;
  const batcher = new EventBatcher(sendEvents);
  const flushOnHide = () => batcher.flush();
  window.addEventListener('pagehide', flushOnHide);

  OpenFeature.addHooks(evaluationHook(batcher, () => context.key));
  // The provider's events and the runtime's own reads mostly repeat the values the page already has;
  // each report re-renders every flag reader, so only a change is reported.
  let reported = valuesKey(options.initial);
  const publish = () => {
    const values = readAll();
    const key = valuesKey(values);
    if (key === reported) return;
    reported = key;
    options.onValues(values);
  };
  await OpenFeature.setContext(toEvaluationContext(context));
  const provider = options.mock
    ? new InMemoryProvider(mockFlagConfiguration())
    : new OfrepBulkProvider({ baseUrl: FLAGS_PATH, timeoutMs: 5000 });
  await OpenFeature.setProviderAndWait(provider).catch(() => undefined);
  // Only now: a handler added while its state holds runs at once, and before the provider is set the
  // state is the no-op provider's "ready", whose defaults would replace the page's values for a moment.
  OpenFeature.addHandler(ProviderEvents.Ready, publish);
  OpenFeature.addHandler(ProviderEvents.ConfigurationChanged, publish);
  OpenFeature.addHandler(ProviderEvents.Error, publish);
  publish();

  const stream = options.mock
    ? undefined
    : new FlagStream(`${FLAGS_PATH}/stream`, () => {
        // Setting the same context makes the provider evaluate again; no private API needed.
        void OpenFeature.setContext(toEvaluationContext(context)).then(publish);
      });
  stream?.open();

  return {
    async setContext(next) {
      context = next;
      await OpenFeature.setContext(toEvaluationContext(next));
      publish();
    },
    close() {
      stream?.close();
      batcher.flush();
      window.removeEventListener('pagehide', flushOnHide);
      void OpenFeature.close();
    },
  };
}
