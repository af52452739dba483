import {
  ErrorCode,
  OpenFeatureEventEmitter,
  ProviderEvents,
  StandardResolutionReasons,
  type EvaluationContext,
  type FlagValue,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/web-sdk';

/**
 * An OpenFeature web provider over OFREP's bulk evaluation, in place of @openfeature/ofrep-web-provider:
 * that one brings polling, server-sent events, local-storage caching and ofrep-core, about 6.5 KB
 * gzipped the browser never uses here, since FlagStream tells the runtime when to evaluate again.
 * Each evaluation asks for every flag at once with the context; the flag service answers 304 to the
 * ETag of an unchanged answer, and the values already held stay.
 */

export const OFREP_BULK_PATH = '/ofrep/v1/evaluate/flags';

type Evaluation =
  | { value: unknown; variant?: string | undefined; reason?: string | undefined }
  | { errorCode: string; errorDetails?: string | undefined };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Reads the bulk answer by hand rather than with zod, which flags-runtime.ts keeps out of the
 * browser; undefined when the body is not one. Values are checked against each flag's type when read.
 */
export function readBulkAnswer(body: unknown): Map<string, Evaluation> | undefined {
  if (!isRecord(body) || !Array.isArray(body.flags)) return undefined;
  const flags = new Map<string, Evaluation>();
  for (const entry of body.flags) {
    if (!isRecord(entry) || typeof entry.key !== 'string') continue;
    flags.set(
      entry.key,
      typeof entry.errorCode === 'string'
        ? { errorCode: entry.errorCode, errorDetails: optionalString(entry.errorDetails) }
        : {
            value: entry.value,
            variant: optionalString(entry.variant),
            reason: optionalString(entry.reason),
          },
    );
  }
  return flags;
}

function sameType<T extends FlagValue>(value: unknown, defaultValue: T): value is T {
  return typeof value === typeof defaultValue && (typeof value !== 'object' || value !== null);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface OfrepBulkProviderOptions {
  /** Where the flag service is mounted, OFREP_BULK_PATH below it. */
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export class OfrepBulkProvider implements Provider {
  readonly metadata = { name: 'OFREP bulk provider' };
  readonly runsOn = 'client' as const;
  readonly events = new OpenFeatureEventEmitter();
  private flags = new Map<string, Evaluation>();
  private etag: string | undefined;
  /** Counts evaluations, so an answer overtaken by a later context is dropped. */
  private generation = 0;
  private readonly url: string;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(options: OfrepBulkProviderOptions) {
    this.url = `${options.baseUrl}${OFREP_BULK_PATH}`;
    this.timeoutMs = options.timeoutMs;
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
  }

  /** A failure rejects, so the SDK emits Error and every flag answers its default. */
  async initialize(context: EvaluationContext = {}): Promise<void> {
    await this.evaluate(context);
  }

  /** A failure keeps the values held and emits Error itself: thrown, the SDK would log it to the console. */
  async onContextChange(oldContext: EvaluationContext, newContext: EvaluationContext): Promise<void> {
    if (oldContext.targetingKey !== newContext.targetingKey) this.etag = undefined;
    try {
      await this.evaluate(newContext);
    } catch (error) {
      this.events.emit(ProviderEvents.Error, { message: messageOf(error) });
    }
  }

  async onClose(): Promise<void> {
    this.generation += 1;
  }

  resolveBooleanEvaluation(flagKey: string, defaultValue: boolean): ResolutionDetails<boolean> {
    return this.resolve(flagKey, defaultValue);
  }

  resolveStringEvaluation(flagKey: string, defaultValue: string): ResolutionDetails<string> {
    return this.resolve(flagKey, defaultValue);
  }

  resolveNumberEvaluation(flagKey: string, defaultValue: number): ResolutionDetails<number> {
    return this.resolve(flagKey, defaultValue);
  }

  resolveObjectEvaluation<T extends JsonValue>(flagKey: string, defaultValue: T): ResolutionDetails<T> {
    return this.resolve(flagKey, defaultValue);
  }

  private async evaluate(context: EvaluationContext): Promise<void> {
    this.generation += 1;
    const generation = this.generation;
    const response = await this.fetch(this.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(this.etag ? { 'If-None-Match': this.etag } : {}),
      },
      body: JSON.stringify({ context }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (response.status === 304) return;
    if (!response.ok) throw new Error(`OFREP bulk evaluation answered ${response.status}`);
    const flags = readBulkAnswer(await response.json());
    if (!flags) throw new Error('OFREP bulk evaluation answered no flags');
    if (generation !== this.generation) return;
    this.flags = flags;
    this.etag = response.headers.get('etag') ?? undefined;
  }

  private resolve<T extends FlagValue>(flagKey: string, defaultValue: T): ResolutionDetails<T> {
    const flag = this.flags.get(flagKey);
    if (!flag) {
      return {
        value: defaultValue,
        reason: StandardResolutionReasons.ERROR,
        errorCode: ErrorCode.FLAG_NOT_FOUND,
      };
    }
    if ('errorCode' in flag) {
      return {
        value: defaultValue,
        reason: StandardResolutionReasons.ERROR,
        errorCode: ErrorCode.GENERAL,
        errorMessage: flag.errorDetails ?? flag.errorCode,
      };
    }
    if (flag.value === undefined || flag.value === null) {
      return {
        value: defaultValue,
        variant: flag.variant,
        reason: flag.reason ?? StandardResolutionReasons.DEFAULT,
      };
    }
    if (!sameType(flag.value, defaultValue)) {
      return {
        value: defaultValue,
        reason: StandardResolutionReasons.ERROR,
        errorCode: ErrorCode.TYPE_MISMATCH,
      };
    }
    return { value: flag.value, variant: flag.variant, reason: flag.reason };
  }
}
