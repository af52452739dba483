import { FLAG_NAMES, flagMockValues, type FlagValues } from '@store/contracts/flag-catalogue';

/** In-memory flag configuration for FLAGS_MOCK=1: every flag fixed to its mock value (requirements §9). */
export function mockFlagConfiguration() {
  const values: FlagValues = flagMockValues();
  return Object.fromEntries(
    FLAG_NAMES.map((name) => [
      name,
      { variants: { mock: values[name] }, defaultVariant: 'mock', disabled: false },
    ]),
  );
}
