import { OFREPProvider } from '@openfeature/ofrep-provider';
import { InMemoryProvider, OpenFeature, type Client, type JsonValue } from '@openfeature/server-sdk';
import { FLAGS, parseFlagValue, type FlagContext, type FlagName, type FlagValue } from '@store/contracts';
import { serverEnv, serverSystemUrls } from '../../config/server-env.ts';
import { logger } from '../logger.ts';
import { mockFlagConfiguration } from './provider-config.ts';

/**
 * Server-side flag evaluation (OpenFeature server SDK over OFREP). When the flag service does not
 * answer, the SDK returns the contract default (requirements §9), and the failure is logged.
 */

const FLAG_TIMEOUT_MS = 1500;

let client: Promise<Client> | undefined;

function createClient(): Promise<Client> {
  const env = serverEnv();
  OpenFeature.setLogger({
    error: (...args: unknown[]) => logger.warn({ args }, 'flag evaluation error; default used'),
    warn: (...args: unknown[]) => logger.warn({ args }, 'flag warning'),
    info: () => undefined,
    debug: () => undefined,
  });
  const provider = env.FLAGS_MOCK
    ? new InMemoryProvider(mockFlagConfiguration())
    : new OFREPProvider({
        baseUrl: serverSystemUrls().flags,
        fetchImplementation: (input, init) =>
          fetch(input, { ...init, signal: AbortSignal.timeout(FLAG_TIMEOUT_MS) }),
      });
  return OpenFeature.setProviderAndWait(provider).then(() => OpenFeature.getClient('storefront'));
}

export async function serverFlag<N extends FlagName>(name: N, context: FlagContext): Promise<FlagValue<N>> {
  client ??= createClient();
  const flags = await client;
  const { key, ...attributes } = context;
  const evaluationContext = { targetingKey: key, ...attributes };
  const spec = FLAGS[name];
  const value =
    spec.type === 'boolean'
      ? await flags.getBooleanValue(name, spec.defaultValue as boolean, evaluationContext)
      : await flags.getObjectValue(name, spec.defaultValue as JsonValue, evaluationContext);
  return parseFlagValue(name, value);
}
