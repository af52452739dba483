import { OFREPProvider } from '@openfeature/ofrep-provider';
import { OpenFeature, type Client, type JsonValue, type Logger } from '@openfeature/server-sdk';
import { systemUrls, type Env } from '@store/config';
import {
  FLAGS,
  flagDefaults,
  flagMockValues,
  parseFlagValue,
  type FlagContext,
  type FlagName,
  type FlagValue,
  type FlagValues,
} from '@store/contracts';

/**
 * The flags that decide what commerce accepts (ADR 18, docs/flags.md "How flags are read"). Commerce
 * asks the flag service itself rather than trusting the storefront to say which flags are on: a
 * customer calling the API directly would otherwise choose its own rules.
 */

export interface FlagReader {
  /** The flag's value for the context; its contract default when the flag service does not answer. */
  read<N extends FlagName>(name: N, context: FlagContext): Promise<FlagValue<N>>;
}

/** Where a failed evaluation is reported; the service's logger fits. */
export interface FlagLog {
  warn(details: object, message: string): void;
}

/** Short: a placement waits for its flags, and a silent flag service must not hold up checkout. */
export const FLAG_TIMEOUT_MS = 1000;

/** Fixed values (the contract defaults, changed by `set`): FLAGS_MOCK=1 and service tests. */
export class FixedFlags implements FlagReader {
  private readonly values: FlagValues;

  constructor(values: Partial<FlagValues> = {}) {
    this.values = { ...flagDefaults(), ...values };
  }

  set(values: Partial<FlagValues>): void {
    Object.assign(this.values, values);
  }

  async read<N extends FlagName>(name: N): Promise<FlagValue<N>> {
    return this.values[name];
  }
}

/** The SDK's own messages are left to the one warning `read` logs per failed evaluation. */
const QUIET: Logger = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
};

/** Evaluates over OFREP (the protocol the storefront uses) against the flag service at `baseUrl`. */
export class OfrepFlags implements FlagReader {
  private client: Promise<Client> | undefined;
  private readonly baseUrl: string;
  private readonly log: FlagLog;

  constructor(baseUrl: string, log: FlagLog) {
    this.baseUrl = baseUrl;
    this.log = log;
  }

  private connect(): Promise<Client> {
    // A domain of its own keeps this provider apart from any other OpenFeature user of the process.
    const domain = `commerce ${this.baseUrl}`;
    const provider = new OFREPProvider({
      baseUrl: this.baseUrl,
      fetchImplementation: (input, init) =>
        fetch(input, { ...init, signal: AbortSignal.timeout(FLAG_TIMEOUT_MS) }),
    });
    return OpenFeature.setProviderAndWait(domain, provider).then(() => {
      const client = OpenFeature.getClient(domain);
      client.setLogger(QUIET);
      return client;
    });
  }

  async read<N extends FlagName>(name: N, context: FlagContext): Promise<FlagValue<N>> {
    this.client ??= this.connect();
    const client = await this.client;
    const { key, ...attributes } = context;
    const evaluationContext = { targetingKey: key, ...attributes };
    const spec = FLAGS[name];
    const details =
      typeof spec.defaultValue === 'boolean'
        ? await client.getBooleanDetails(name, spec.defaultValue, evaluationContext)
        : await client.getObjectDetails(name, spec.defaultValue as JsonValue, evaluationContext);
    if (details.errorCode !== undefined) {
      this.log.warn(
        { flag: name, errorCode: details.errorCode, error: details.errorMessage },
        'the flag service did not answer; the contract default applies',
      );
    }
    return parseFlagValue(name, details.value);
  }
}

/** FLAGS_MOCK=1: the mock values; otherwise the flag service (embedded, or FLAGS_BASE_URL). */
export function flagReaderFor(env: Env, log: FlagLog): FlagReader {
  return env.FLAGS_MOCK ? new FixedFlags(flagMockValues()) : new OfrepFlags(systemUrls(env).flags, log);
}
