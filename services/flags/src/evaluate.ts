import {
  checkFlagValue,
  FLAGS,
  FLAG_NAMES,
  isFlagName,
  type FlagFile,
  type FlagName,
} from '@store/contracts';

/**
 * Turns a parsed flag file into what evaluation needs, and evaluates one flag for a context.
 * Validation happens here, once per load, so a bad value is reported once and never reaches a client.
 */

export type Condition = string | boolean | string[];

export interface CompiledRule {
  /** 1-based position in the file, so the variant names the rule an operator wrote. */
  position: number;
  when: Record<string, Condition>;
  value: unknown;
}

export interface CompiledFlag {
  /** Absent when the file gives no valid value: the contract default then applies. */
  value?: unknown;
  rules: CompiledRule[];
}

export type CompiledFlags = Partial<Record<FlagName, CompiledFlag>>;

export type EvaluationReason = 'TARGETING_MATCH' | 'STATIC' | 'DEFAULT';

export interface Evaluation {
  key: FlagName;
  value: unknown;
  reason: EvaluationReason;
  variant: string;
  metadata: Record<string, string | number | boolean>;
}

/** Flat attributes as OpenFeature sends them: targetingKey plus requirements §3's kind, key, anonymous, siteUid, … */
export type EvaluationContext = Record<string, unknown>;

export type Warn = (details: Record<string, unknown>, message: string) => void;

export function compileFlagFile(file: FlagFile, warn: Warn): CompiledFlags {
  for (const key of Object.keys(file.flags)) {
    if (!isFlagName(key)) warn({ flag: key }, 'flag file names an unknown flag; ignored');
  }
  const compiled: CompiledFlags = {};
  // Iterating the contract's order keeps the compiled form (and the etag derived from it) independent of file order.
  for (const name of FLAG_NAMES) {
    if (!Object.hasOwn(file.flags, name)) continue;
    const entry = file.flags[name];
    if (!entry) continue;
    const flag: CompiledFlag = { rules: [] };
    if (entry.value !== undefined) {
      const checked = checkFlagValue(name, entry.value);
      if (checked.ok) flag.value = checked.value;
      else warn({ flag: name, error: checked.error }, 'flag file value is invalid; the default applies');
    }
    (entry.rules ?? []).forEach((rule, index) => {
      const checked = checkFlagValue(name, rule.value);
      if (checked.ok) flag.rules.push({ position: index + 1, when: rule.when, value: checked.value });
      else
        warn(
          { flag: name, rule: index + 1, error: checked.error },
          'flag file rule value is invalid; rule ignored',
        );
    });
    compiled[name] = flag;
  }
  return compiled;
}

function conditionHolds(condition: Condition, actual: unknown): boolean {
  if (Array.isArray(condition)) return typeof actual === 'string' && condition.includes(actual);
  return actual === condition;
}

export function ruleMatches(when: Record<string, Condition>, context: EvaluationContext): boolean {
  return Object.entries(when).every(
    ([attribute, condition]) =>
      Object.hasOwn(context, attribute) && conditionHolds(condition, context[attribute]),
  );
}

export function evaluateFlag(flags: CompiledFlags, name: FlagName, context: EvaluationContext): Evaluation {
  const flag = flags[name];
  if (flag) {
    const rule = flag.rules.find((r) => ruleMatches(r.when, context));
    if (rule) {
      return {
        key: name,
        value: rule.value,
        reason: 'TARGETING_MATCH',
        variant: `rule-${rule.position}`,
        metadata: {},
      };
    }
    if (Object.hasOwn(flag, 'value')) {
      return { key: name, value: flag.value, reason: 'STATIC', variant: 'static', metadata: {} };
    }
  }
  return { key: name, value: FLAGS[name].defaultValue, reason: 'DEFAULT', variant: 'default', metadata: {} };
}

export function evaluateAll(flags: CompiledFlags, context: EvaluationContext): Evaluation[] {
  return FLAG_NAMES.map((name) => evaluateFlag(flags, name, context));
}
