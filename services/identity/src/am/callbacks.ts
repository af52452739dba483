import { z } from 'zod';
import { AmError } from './errors.ts';

/**
 * AM's callbacks as JSON ({type, output[{name,value}], input[{name,value}], _id}), built so the
 * SDK's callback classes read them, and the answers read back by position and input name.
 */

export interface NameValue {
  name: string;
  value: unknown;
}

/** A callback before numbering: its inputs are suffixes of IDToken{n} ('' for the plain one). */
export interface CallbackSpec {
  type: string;
  output: NameValue[];
  inputs: { suffix: string; value: unknown }[];
}

export interface AmCallback {
  type: string;
  output: NameValue[];
  input?: NameValue[];
  _id: number;
}

/** What a pending step remembers of its callbacks to read the answers. */
export interface ExpectedCallback {
  type: string;
  inputs: string[];
}

export function numberCallbacks(specs: CallbackSpec[]): {
  callbacks: AmCallback[];
  expected: ExpectedCallback[];
} {
  const callbacks = specs.map((spec, index) => {
    const input = spec.inputs.map(({ suffix, value }) => ({ name: `IDToken${index + 1}${suffix}`, value }));
    return { type: spec.type, output: spec.output, ...(input.length ? { input } : {}), _id: index };
  });
  const expected = callbacks.map((c) => ({ type: c.type, inputs: (c.input ?? []).map((i) => i.name) }));
  return { callbacks, expected };
}

const out = (pairs: Record<string, unknown>): NameValue[] =>
  Object.entries(pairs).map(([name, value]) => ({ name, value }));

/** `value` prefills the input, as AM does for a profile's current value. */
export const nameCallback = (prompt: string, value = ''): CallbackSpec => ({
  type: 'NameCallback',
  output: out({ prompt }),
  inputs: [{ suffix: '', value }],
});

export const passwordCallback = (prompt: string): CallbackSpec => ({
  type: 'PasswordCallback',
  output: out({ prompt }),
  inputs: [{ suffix: '', value: '' }],
});

export interface PolicySet {
  name: string;
  policies: { policyId: string; params?: Record<string, unknown>; policyRequirements: string[] }[];
}

function validated(type: string, prompt: string, policies: PolicySet, failed: string[] = []): CallbackSpec {
  return {
    type,
    output: out({
      policies,
      failedPolicies: failed,
      validateOnly: false,
      prompt,
      ...(type.includes('Password') ? { echoOn: false } : {}),
    }),
    inputs: [
      { suffix: '', value: '' },
      { suffix: 'validateOnly', value: false },
    ],
  };
}

export const validatedUsernameCallback = (prompt: string, policies: PolicySet, failed?: string[]) =>
  validated('ValidatedCreateUsernameCallback', prompt, policies, failed);

export const validatedPasswordCallback = (prompt: string, policies: PolicySet, failed?: string[]) =>
  validated('ValidatedCreatePasswordCallback', prompt, policies, failed);

export const choiceCallback = (prompt: string, choices: string[], defaultChoice = 0): CallbackSpec => ({
  type: 'ChoiceCallback',
  output: out({ prompt, choices, defaultChoice }),
  inputs: [{ suffix: '', value: defaultChoice }],
});

export const confirmationCallback = (options: string[], defaultOption = 0): CallbackSpec => ({
  type: 'ConfirmationCallback',
  output: out({ prompt: '', messageType: 0, options, optionType: -1, defaultOption }),
  inputs: [{ suffix: '', value: defaultOption }],
});

export const termsCallback = (version: string, terms: string, createDate: string): CallbackSpec => ({
  type: 'TermsAndConditionsCallback',
  output: out({ version, terms, createDate }),
  inputs: [{ suffix: '', value: false }],
});

export const kbaCreateCallback = (prompt: string, predefinedQuestions: string[]): CallbackSpec => ({
  type: 'KbaCreateCallback',
  output: out({ prompt, predefinedQuestions, allowUserDefinedQuestions: true }),
  inputs: [
    { suffix: 'question', value: '' },
    { suffix: 'answer', value: '' },
  ],
});

export const deviceProfileCallback = (message: string): CallbackSpec => ({
  type: 'DeviceProfileCallback',
  output: out({ metadata: true, location: false, message }),
  inputs: [{ suffix: '', value: '' }],
});

export const reCaptchaCallback = (recaptchaSiteKey: string): CallbackSpec => ({
  type: 'ReCaptchaCallback',
  output: out({
    recaptchaSiteKey,
    captchaApiUri: '',
    captchaDivClass: 'g-recaptcha',
    reCaptchaV3: false,
    disableSubmission: false,
  }),
  inputs: [{ suffix: '', value: '' }],
});

export const redirectCallback = (redirectUrl: string): CallbackSpec => ({
  type: 'RedirectCallback',
  output: out({ redirectUrl, redirectMethod: 'GET', trackingCookie: false }),
  inputs: [],
});

export const selectIdPCallback = (
  providers: { provider: string; uiConfig: Record<string, string> }[],
): CallbackSpec => ({
  type: 'SelectIdPCallback',
  output: out({ providers, value: '' }),
  inputs: [{ suffix: '', value: '' }],
});

export const textOutputCallback = (message: string, messageType: string): CallbackSpec => ({
  type: 'TextOutputCallback',
  output: out({ message, messageType }),
  inputs: [],
});

export const hiddenValueCallback = (id: string): CallbackSpec => ({
  type: 'HiddenValueCallback',
  output: out({ value: '', id }),
  inputs: [{ suffix: '', value: '' }],
});

const submittedSchema = z.array(
  z.looseObject({
    type: z.string(),
    input: z.array(z.looseObject({ name: z.string(), value: z.unknown() })).optional(),
  }),
);

/** The submitted answers, checked against what the step asked: same callbacks, same inputs. */
export class Answers {
  private readonly values: Map<string, unknown>[];

  constructor(expected: ExpectedCallback[], submitted: unknown) {
    const parsed = submittedSchema.safeParse(submitted);
    if (!parsed.success || parsed.data.length !== expected.length) {
      throw new AmError(400, 'The callbacks do not match the step they answer; start again.');
    }
    this.values = expected.map((want, index) => {
      const got = parsed.data[index];
      if (!got || got.type !== want.type) {
        throw new AmError(400, `Callback ${index} should be a ${want.type}.`);
      }
      const byName = new Map((got.input ?? []).map((i) => [i.name, i.value] as const));
      return new Map(want.inputs.map((name) => [name.replace(/^IDToken\d+/, ''), byName.get(name)] as const));
    });
  }

  raw(index: number, suffix = ''): unknown {
    return this.values[index]?.get(suffix);
  }

  /** A string answer, trimmed unless it is a secret; '' when absent. */
  text(index: number, suffix = '', { trim = true } = {}): string {
    const value = this.raw(index, suffix);
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new AmError(400, `Callback ${index} expects text.`);
    }
    const text = String(value);
    if (text.length > 4096) throw new AmError(400, `Callback ${index} is too long.`);
    return trim ? text.trim() : text;
  }

  number(index: number): number {
    const value = this.raw(index);
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isInteger(n))
      throw new AmError(400, `Callback ${index} expects a choice number.`);
    return n;
  }

  boolean(index: number, suffix = ''): boolean {
    const value = this.raw(index, suffix);
    return value === true || value === 'true';
  }
}
