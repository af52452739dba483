import { z } from 'zod';

export * from './flag-catalogue.ts';

/** The evaluation context of SPEC 3 (Feature-flag context). */
export const flagContextSchema = z.object({
  kind: z.literal('user'),
  key: z.string().min(1),
  anonymous: z.boolean().optional(),
  siteUid: z.string(),
  storeUid: z.string(),
  locale: z.string(),
  country: z.string(),
});
export type FlagContext = z.infer<typeof flagContextSchema>;

/** The flag file the flag service watches: overrides of the defaults, with optional targeting. */
export const flagRuleSchema = z.object({
  /** Conditions on context attributes; every one must match. */
  when: z.record(z.string(), z.union([z.string(), z.boolean(), z.array(z.string())])),
  value: z.unknown(),
});
export const flagFileSchema = z.object({
  flags: z
    .record(
      z.string(),
      z.object({
        value: z.unknown().optional(),
        rules: z.array(flagRuleSchema).optional(),
      }),
    )
    .default({}),
});
export type FlagFile = z.infer<typeof flagFileSchema>;

/** An evaluation event the browser batches and sends to the flag service. */
export const evaluationEventSchema = z.object({
  flagKey: z.string().min(1).max(100),
  value: z.unknown(),
  variant: z.string().max(100).optional(),
  reason: z.string().max(100).optional(),
  contextKey: z.string().max(200),
  timestamp: z.number().int().nonnegative(),
});
export const evaluationEventBatchSchema = z.object({
  events: z.array(evaluationEventSchema).min(1).max(100),
});
export type EvaluationEvent = z.infer<typeof evaluationEventSchema>;
