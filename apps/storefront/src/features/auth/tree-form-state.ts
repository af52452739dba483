import type { IDENTITY_TREES } from '@store/contracts/identity';
import type { Answers, CallbackView, FailedPolicy, StepResult } from '../../clients/identity/tree.ts';
import { format } from '../../i18n/format.ts';
import { isTextField, LOCAL_IDP } from './callback-field.tsx';
import { failureMessage, type FailureContext } from './failure-message.ts';
import { fieldKeys, propertyOf, type FieldKey } from './field-keys.ts';
import type { AuthMessages } from './messages.ts';
import { policyMessage } from './policy-messages.ts';

/**
 * What the tree form shows and decides, without React: the step, the answers, the errors and the
 * status line, changed only by the actions below. TreeForm keeps the rendering and the effects
 * (starting the tree, submitting, redirecting, focusing).
 */

export type TreeName = (typeof IDENTITY_TREES)['login' | 'registration' | 'forgotPassword'];
export type Step = Extract<StepResult, { kind: 'step' }>;
export type TreeFailure = Extract<StepResult, { kind: 'failure' }>;
/** Error texts by callback index. */
export type FieldErrors = Record<number, string[]>;

const CONTEXT: Record<TreeName, FailureContext> = {
  Login: 'sign-in',
  Registration: 'registration',
  ForgotPassword: 'forgot-password',
};

export function treeKey(tree: TreeName): keyof typeof IDENTITY_TREES {
  return tree === 'Login' ? 'login' : tree === 'Registration' ? 'registration' : 'forgotPassword';
}

export interface TreeFormState {
  step: Step | undefined;
  values: Answers;
  fieldErrors: FieldErrors;
  formError: string;
  status: string;
  busy: boolean;
  /** Counts the times focus must move to the first error (or the alert); each change moves it once. */
  focusError: number;
}

export type TreeFormAction =
  /** A step to answer; `afterSubmit` drops what was typed for the step before. */
  | { type: 'step'; step: Step; afterSubmit: boolean }
  | { type: 'changed'; index: number; value: Answers[number] }
  | { type: 'submitting'; status: string }
  | { type: 'signed-in'; status: string }
  /** The tree started again after a failure, with the answers kept and the errors placed. */
  | { type: 'restarted'; step: Step; values: Answers; fieldErrors: FieldErrors; formError: string }
  /** Nothing more can be done on this step: only the message is left. */
  | { type: 'failed'; formError: string }
  /** Required fields left empty: the answers are not sent. */
  | { type: 'invalid'; fieldErrors: FieldErrors; formError: string };

export function initialTreeFormState(loadingStatus: string): TreeFormState {
  return {
    step: undefined,
    values: {},
    fieldErrors: {},
    formError: '',
    status: loadingStatus,
    busy: true,
    focusError: 0,
  };
}

export function treeFormReducer(state: TreeFormState, action: TreeFormAction): TreeFormState {
  switch (action.type) {
    case 'step': {
      const defaults = choiceDefaults(action.step.callbacks);
      return {
        ...state,
        step: action.step,
        values: action.afterSubmit ? defaults : { ...defaults, ...state.values },
        fieldErrors: {},
        busy: false,
        status: '',
      };
    }
    case 'changed':
      return { ...state, values: { ...state.values, [action.index]: action.value } };
    case 'submitting':
      return { ...state, busy: true, status: action.status, formError: '' };
    case 'signed-in':
      return { ...state, status: action.status };
    case 'restarted':
      return {
        ...state,
        step: action.step,
        values: action.values,
        fieldErrors: action.fieldErrors,
        formError: action.formError,
        busy: false,
        status: '',
        focusError: state.focusError + 1,
      };
    case 'failed':
      return {
        ...state,
        busy: false,
        status: '',
        formError: action.formError,
        focusError: state.focusError + 1,
      };
    case 'invalid':
      return {
        ...state,
        fieldErrors: action.fieldErrors,
        formError: action.formError,
        focusError: state.focusError + 1,
      };
  }
}

/** Choices start on the tree's default. */
function choiceDefaults(callbacks: CallbackView[]): Answers {
  const defaults: Answers = {};
  for (const callback of callbacks) {
    if (callback.type === 'choice') defaults[callback.index] = callback.defaultChoice;
  }
  return defaults;
}

/** The tree resumes on the callback page after an external step, which then needs the way back. */
export function leavesThePage(step: Step): boolean {
  return step.callbacks.some((callback) => callback.type === 'redirect');
}

/** The fields of a submitted step and what was typed in them, to carry over a restart. */
export interface Submitted {
  keys: FieldKey[];
  values: Answers;
}

export interface RestartContext {
  tree: TreeName;
  messages: AuthMessages;
  /** Fields whose typed value is kept when the tree starts again. */
  keepOnFailure: (key: FieldKey) => boolean;
}

/**
 * A failure ends the tree, which the form starts again. Once the new first step (or not) is back:
 * the same fields keep what was typed where that helps, the policy failures go beside their fields,
 * and the summary counts the errors, unless a failure has no field to go to or the tree could not
 * start again, when the failure is said in words.
 */
export function afterRestart(
  failure: TreeFailure,
  restarted: StepResult,
  submitted: Submitted | undefined,
  { tree, messages, keepOnFailure }: RestartContext,
): Extract<TreeFormAction, { type: 'restarted' | 'failed' }> {
  const inWords = failureMessage(messages.errors, failure, CONTEXT[tree]);
  if (restarted.kind !== 'step') return { type: 'failed', formError: inWords };
  const keys = fieldKeys(tree, restarted.callbacks);
  const fieldErrors = policyFieldErrors(keys, failure.failedPolicies, messages);
  const unplaced = failure.failedPolicies.some((f) => !keys.some((key) => propertyOf(key) === f.property));
  return {
    type: 'restarted',
    step: restarted,
    values: keptValues(keys, submitted, keepOnFailure),
    fieldErrors,
    formError: Object.keys(fieldErrors).length && !unplaced ? messages.status.errorCount : inWords,
  };
}

function keptValues(
  keys: FieldKey[],
  submitted: Submitted | undefined,
  keep: (key: FieldKey) => boolean,
): Answers {
  const kept: Answers = {};
  keys.forEach((key, index) => {
    const before = submitted?.keys.indexOf(key) ?? -1;
    const value = before >= 0 ? submitted?.values[before] : undefined;
    if (value !== undefined && keep(key)) kept[index] = value;
  });
  return kept;
}

/** The account service's policy failures as texts beside the fields whose property failed. */
export function policyFieldErrors(
  keys: FieldKey[],
  failedPolicies: FailedPolicy[],
  messages: AuthMessages,
): FieldErrors {
  const errors: FieldErrors = {};
  keys.forEach((key, index) => {
    const property = propertyOf(key);
    const texts = failedPolicies
      .filter((f) => f.property === property)
      .flatMap((f) => f.requirements.map((r) => policyMessage(messages, property, r)));
    if (texts.length) errors[index] = texts;
  });
  return errors;
}

/** The answers to send: what was typed, plus `extra`, with the local sign-in where no provider was picked. */
export function answersWithDefaults(step: Step | undefined, values: Answers, extra: Answers = {}): Answers {
  const answers: Answers = { ...values, ...extra };
  for (const callback of step?.callbacks ?? []) {
    if (callback.type === 'select-idp' && answers[callback.index] === undefined)
      answers[callback.index] = LOCAL_IDP;
  }
  return answers;
}

/** Text fields left empty, each with its "required" text; none when the answers can be sent. */
export function missingFieldErrors(
  step: Step,
  answers: Answers,
  keys: FieldKey[],
  label: (key: FieldKey, callback: CallbackView) => string,
  messages: AuthMessages,
): FieldErrors {
  const missing: FieldErrors = {};
  step.callbacks.forEach((callback, index) => {
    if (isTextField(callback) && !String(answers[index] ?? '').trim()) {
      const key = keys[index] ?? 'other';
      missing[index] = [
        format(messages.errors.required, { field: label(key, callback).toLocaleLowerCase() }),
      ];
    }
  });
  return missing;
}

/** The field focus moves to: the first one with an error; undefined sends it to the alert. */
export function firstErrorIndex(fieldErrors: FieldErrors): number | undefined {
  return Object.keys(fieldErrors)
    .map(Number)
    .sort((a, b) => a - b)[0];
}
