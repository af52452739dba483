/**
 * Every feature flag of requirements §9, once, under one name, with the value that applies when the
 * flag service does not answer (`defaultValue`) and the fixed value of mock mode (`mockValue`).
 * Browser code reads this module, so it carries no schema library; the value schemas are in flags.ts.
 */

const booleanFlag = (defaultValue: boolean) => ({
  type: 'boolean' as const,
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
    defaultValue: { activeQualifications: [] as string[] },
    mockValue: {
      activeQualifications: ['degree', 'certification', 'accredited-institution', 'organisation'],
    },
  },
  'quick-order-rows': {
    type: 'object' as const,
    defaultValue: {} as { min?: number; max?: number },
    mockValue: { min: 3, max: 25 } as { min?: number; max?: number },
  },
  'sso-session-settings': {
    type: 'object' as const,
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

/** requirements §9: flush every 2000 ms at the least, capacity 100; stream reconnect 1000 ms backing off to 30000 ms. */
export const FLAG_EVENT_FLUSH_MS = 2000;
export const FLAG_EVENT_CAPACITY = 100;
export const FLAG_STREAM_RECONNECT_BASE_MS = 1000;
export const FLAG_STREAM_RECONNECT_MAX_MS = 30000;
