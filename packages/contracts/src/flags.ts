import { z } from 'zod';

/**
 * Every feature flag of SPEC 9, once, under one name, with the value that applies when the
 * flag service does not answer (`defaultValue`) and the fixed value of mock mode (`mockValue`).
 */

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

const booleanFlag = (defaultValue: boolean) => ({
  type: 'boolean' as const,
  schema: z.boolean(),
  defaultValue,
  mockValue: defaultValue,
});

export const FLAGS = {
  'line3-address-field': booleanFlag(false),
  upc: booleanFlag(false),
  'order-history': booleanFlag(false),
  'address-book': booleanFlag(false),
  vat: booleanFlag(false),
  'address-doctor': booleanFlag(false),
  ofac: booleanFlag(false),
  'bank-transfer': booleanFlag(false),
  tpp: booleanFlag(false),
  'image-capability': booleanFlag(false),
  'org-level-discount': booleanFlag(false),
  'sso-show-username-field': booleanFlag(false),
  'checkout-recaptcha': booleanFlag(false),
  'aem-editable-header-footer': booleanFlag(false),
  'po-threshold': booleanFlag(false),
  'checkout-retry': booleanFlag(false),
  'spanish-po': booleanFlag(false),
  'sso-enabled': booleanFlag(false),
  'sso-use-commerce-session': booleanFlag(false),
  'quote-pdf-download-upgrade': booleanFlag(true),
  'account-qualifications': {
    type: 'object' as const,
    schema: accountQualificationsSchema,
    defaultValue: { activeQualifications: [] as string[] },
    mockValue: {
      activeQualifications: ['degree', 'certification', 'accredited-institution', 'organisation'],
    },
  },
  'quick-order-rows': {
    type: 'object' as const,
    schema: quickOrderRowsSchema,
    defaultValue: {} as { min?: number; max?: number },
    mockValue: { min: 3, max: 25 } as { min?: number; max?: number },
  },
  'sso-session-settings': {
    type: 'object' as const,
    schema: ssoSessionSettingsSchema,
    defaultValue: { expiry_threshold: 300, inactivity_timeout: 600 },
    mockValue: { expiry_threshold: 300, inactivity_timeout: 600 },
  },
} as const;

export type FlagName = keyof typeof FLAGS;
export type FlagValue<N extends FlagName> = (typeof FLAGS)[N]['defaultValue'];
export type FlagValues = { [N in FlagName]: FlagValue<N> };

export const FLAG_NAMES = Object.keys(FLAGS) as FlagName[];

export function isFlagName(value: string): value is FlagName {
  return Object.hasOwn(FLAGS, value);
}

export function flagDefaults(): FlagValues {
  return Object.fromEntries(FLAG_NAMES.map((n) => [n, FLAGS[n].defaultValue])) as FlagValues;
}

export function flagMockValues(): FlagValues {
  return Object.fromEntries(FLAG_NAMES.map((n) => [n, FLAGS[n].mockValue])) as FlagValues;
}

/** Parses a value for a flag; a value of the wrong shape yields the flag's default. */
export function parseFlagValue<N extends FlagName>(name: N, value: unknown): FlagValue<N> {
  const parsed = FLAGS[name].schema.safeParse(value);
  return (parsed.success ? parsed.data : FLAGS[name].defaultValue) as FlagValue<N>;
}

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

/** SPEC 9: flush every 2000 ms at the least, capacity 100; stream reconnect 1000 ms backing off to 30000 ms. */
export const FLAG_EVENT_FLUSH_MS = 2000;
export const FLAG_EVENT_CAPACITY = 100;
export const FLAG_STREAM_RECONNECT_BASE_MS = 1000;
export const FLAG_STREAM_RECONNECT_MAX_MS = 30000;
