import { z } from 'zod';

import { FLAGS, type FlagName, type FlagValue } from './flag-catalogue.ts';

export * from './flag-catalogue.ts';

export const accountQualificationsSchema = z.object({
  activeQualifications: z.array(z.string()),
});
export const quickOrderRowsSchema = z.union([
  z.object({}).strict(),
  z.object({ min: z.number().int().positive(), max: z.number().int().positive() }),
]);
export const ssoSessionSettingsSchema = z.object({
  expiry_threshold: z.number().int().nonnegative(),
  inactivity_timeout: z.number().int().positive(),
});

/** The shape each flag's value must have. */
export const FLAG_VALUE_SCHEMAS: { [N in FlagName]: z.ZodType } = {
  'line3-address-field': z.boolean(),
  upc: z.boolean(),
  'order-history': z.boolean(),
  'address-book': z.boolean(),
  vat: z.boolean(),
  'address-doctor': z.boolean(),
  ofac: z.boolean(),
  'bank-transfer': z.boolean(),
  tpp: z.boolean(),
  'image-capability': z.boolean(),
  'org-level-discount': z.boolean(),
  'sso-show-username-field': z.boolean(),
  'checkout-recaptcha': z.boolean(),
  'aem-editable-header-footer': z.boolean(),
  'po-threshold': z.boolean(),
  'checkout-retry': z.boolean(),
  'spanish-po': z.boolean(),
  'sso-enabled': z.boolean(),
  'sso-use-commerce-session': z.boolean(),
  'quote-pdf-download-upgrade': z.boolean(),
  'account-qualifications': accountQualificationsSchema,
  'quick-order-rows': quickOrderRowsSchema,
  'sso-session-settings': ssoSessionSettingsSchema,
};

/** Checks a value for a flag, telling why it does not fit. */
export function checkFlagValue(
  name: FlagName,
  value: unknown,
): { ok: true; value: unknown } | { ok: false; error: string } {
  const parsed = FLAG_VALUE_SCHEMAS[name].safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: parsed.error.message };
}

/** Parses a value for a flag; a value of the wrong shape yields the flag's default. */
export function parseFlagValue<N extends FlagName>(name: N, value: unknown): FlagValue<N> {
  const checked = checkFlagValue(name, value);
  return (checked.ok ? checked.value : FLAGS[name].defaultValue) as FlagValue<N>;
}

/** The evaluation context of requirements §3 (Feature-flag context). */
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
