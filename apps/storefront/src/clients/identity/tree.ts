import type {
  ChoiceCallback,
  ConfirmationCallback,
  DeviceProfileCallback,
  FRStep,
  KbaCreateCallback,
  NameCallback,
  PasswordCallback,
  PollingWaitCallback,
  ReCaptchaCallback,
  RedirectCallback,
  SelectIdPCallback,
  TermsAndConditionsCallback,
  TextOutputCallback,
  ValidatedCreatePasswordCallback,
  ValidatedCreateUsernameCallback,
} from '@forgerock/javascript-sdk';
import {
  CallbackType,
  FRAuth,
  FRDevice,
  FRWebAuthn,
  StepType,
  WebAuthnStepType,
  type FRCallback,
  type FRLoginFailure,
} from '@forgerock/javascript-sdk';
import type { IdentityTree } from '@store/contracts/identity';
import type { IdentitySettings } from './config.ts';
import { configureSdk } from './sdk.ts';

/**
 * Step-based authentication (requirements §3, 4): start a tree, answer its steps, end in success or failure.
 * Screens see plain descriptions of each callback and answer with plain values; the SDK's step
 * objects stay in here.
 */

export interface Requirement {
  policyRequirement: string;
  params?: Record<string, unknown>;
}

export interface FailedPolicy {
  property: string;
  requirements: Requirement[];
}

export type CallbackView =
  /** `value`: what the tree prefilled (a profile's current value), when anything. */
  | { type: 'name'; index: number; prompt: string; value?: string }
  | { type: 'password'; index: number; prompt: string }
  | {
      type: 'create-username' | 'create-password';
      index: number;
      prompt: string;
      property: string;
      requirements: Requirement[];
      failed: Requirement[];
    }
  | { type: 'choice'; index: number; prompt: string; choices: string[]; defaultChoice: number }
  | { type: 'confirmation'; index: number; options: string[]; defaultOption: number }
  | { type: 'kba'; index: number; prompt: string; questions: string[] }
  | { type: 'terms'; index: number; terms: string; version: string }
  | { type: 'recaptcha'; index: number; siteKey: string }
  | { type: 'polling-wait'; index: number; waitMs: number; message: string }
  | { type: 'select-idp'; index: number; providers: { provider: string; label: string }[] }
  | { type: 'redirect'; index: number }
  | { type: 'text'; index: number; message: string }
  | { type: 'unsupported'; index: number; name: string };

export type AnswerValue = string | number | boolean | { question: string; answer: string };
export type Answers = Record<number, AnswerValue>;

export type StepResult =
  | {
      kind: 'step';
      stage: string;
      header: string;
      callbacks: CallbackView[];
      /** Sets the answers and asks for the next step. */
      submit: (answers: Answers) => Promise<StepResult>;
      /** Follows the step's RedirectCallback, keeping the step to resume after return. */
      redirect: () => void;
    }
  | { kind: 'success'; successUrl: string }
  | {
      kind: 'failure';
      /** requirements §8 kinds: bad request, timeout, unauthorized, unknown (plus AM's own codes, such as 429). */
      code: number;
      message: string;
      failedPolicies: FailedPolicy[];
    };

function policyRequirements(policies: Record<string, unknown>): Requirement[] {
  // AM's policies output: {policies: [{policyRequirements: [..], params}], ...}.
  const list = Array.isArray(policies.policies) ? (policies.policies as unknown[]) : [];
  return list.flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const { policyRequirements: names, params } = entry as Record<string, unknown>;
    if (!Array.isArray(names)) return [];
    return names
      .filter((name): name is string => typeof name === 'string')
      .map((name) => ({
        policyRequirement: name,
        ...(params && typeof params === 'object' ? { params: params as Record<string, unknown> } : {}),
      }));
  });
}

function describe(callback: FRCallback, index: number): CallbackView {
  switch (callback.getType()) {
    case CallbackType.NameCallback: {
      const value = callback.getInputValue();
      return {
        type: 'name',
        index,
        prompt: (callback as NameCallback).getPrompt(),
        ...(typeof value === 'string' && value !== '' ? { value } : {}),
      };
    }
    case CallbackType.PasswordCallback:
      return { type: 'password', index, prompt: (callback as PasswordCallback).getPrompt() };
    case CallbackType.ValidatedCreateUsernameCallback:
    case CallbackType.ValidatedCreatePasswordCallback: {
      const validated = callback as ValidatedCreateUsernameCallback | ValidatedCreatePasswordCallback;
      const policies = validated.getPolicies() as Record<string, unknown>;
      const isPassword = callback.getType() === CallbackType.ValidatedCreatePasswordCallback;
      return {
        type: isPassword ? 'create-password' : 'create-username',
        index,
        prompt: validated.getPrompt(),
        property: typeof policies.name === 'string' ? policies.name : isPassword ? 'password' : 'userName',
        requirements: policyRequirements(policies),
        failed: validated.getFailedPolicies().map((p) => ({
          policyRequirement: p.policyRequirement,
          ...(p.params ? { params: p.params } : {}),
        })),
      };
    }
    case CallbackType.ChoiceCallback: {
      const choice = callback as ChoiceCallback;
      return {
        type: 'choice',
        index,
        prompt: choice.getPrompt(),
        choices: choice.getChoices(),
        defaultChoice: choice.getDefaultChoice(),
      };
    }
    case CallbackType.ConfirmationCallback: {
      const confirmation = callback as ConfirmationCallback;
      return {
        type: 'confirmation',
        index,
        options: confirmation.getOptions(),
        defaultOption: confirmation.getDefaultOption(),
      };
    }
    case CallbackType.KbaCreateCallback: {
      const kba = callback as KbaCreateCallback;
      return { type: 'kba', index, prompt: kba.getPrompt(), questions: kba.getPredefinedQuestions() };
    }
    case CallbackType.TermsAndConditionsCallback: {
      const terms = callback as TermsAndConditionsCallback;
      return { type: 'terms', index, terms: terms.getTerms(), version: terms.getVersion() };
    }
    case CallbackType.ReCaptchaCallback:
      return { type: 'recaptcha', index, siteKey: (callback as ReCaptchaCallback).getSiteKey() };
    case CallbackType.PollingWaitCallback: {
      const wait = callback as PollingWaitCallback;
      return { type: 'polling-wait', index, waitMs: wait.getWaitTime(), message: wait.getMessage() };
    }
    case CallbackType.SelectIdPCallback:
      return {
        type: 'select-idp',
        index,
        providers: (callback as SelectIdPCallback).getProviders().map((p) => ({
          provider: p.provider,
          label: p.uiConfig.buttonDisplayName ?? p.provider,
        })),
      };
    case CallbackType.RedirectCallback:
      return { type: 'redirect', index };
    case CallbackType.TextOutputCallback:
      return { type: 'text', index, message: (callback as TextOutputCallback).getMessage() };
    default:
      return { type: 'unsupported', index, name: callback.getType() };
  }
}

function answer(callback: FRCallback, value: AnswerValue | undefined): void {
  switch (callback.getType()) {
    case CallbackType.NameCallback:
      (callback as NameCallback).setName(String(value ?? ''));
      break;
    case CallbackType.PasswordCallback:
      (callback as PasswordCallback).setPassword(String(value ?? ''));
      break;
    case CallbackType.ValidatedCreateUsernameCallback:
      (callback as ValidatedCreateUsernameCallback).setName(String(value ?? ''));
      (callback as ValidatedCreateUsernameCallback).setValidateOnly(false);
      break;
    case CallbackType.ValidatedCreatePasswordCallback:
      (callback as ValidatedCreatePasswordCallback).setPassword(String(value ?? ''));
      (callback as ValidatedCreatePasswordCallback).setValidateOnly(false);
      break;
    case CallbackType.ChoiceCallback:
      (callback as ChoiceCallback).setChoiceIndex(Number(value ?? 0));
      break;
    case CallbackType.ConfirmationCallback:
      (callback as ConfirmationCallback).setOptionIndex(Number(value ?? 0));
      break;
    case CallbackType.KbaCreateCallback: {
      const kba = typeof value === 'object' ? value : { question: '', answer: '' };
      (callback as KbaCreateCallback).setQuestion(kba.question);
      (callback as KbaCreateCallback).setAnswer(kba.answer);
      break;
    }
    case CallbackType.TermsAndConditionsCallback:
      (callback as TermsAndConditionsCallback).setAccepted(value === true);
      break;
    case CallbackType.ReCaptchaCallback:
      (callback as ReCaptchaCallback).setResult(String(value ?? ''));
      break;
    case CallbackType.SelectIdPCallback:
      (callback as SelectIdPCallback).setProvider(String(value ?? ''));
      break;
    default:
      break;
  }
}

/** requirements §8: the words of a failed tree the identity provider gave none for. */
export const LOGIN_FAILED = 'Login failed';

function failure(result: FRLoginFailure): StepResult {
  const detail = result.payload.detail as { failedPolicyRequirements?: unknown } | undefined;
  const failed = Array.isArray(detail?.failedPolicyRequirements) ? detail.failedPolicyRequirements : [];
  return {
    kind: 'failure',
    code: result.getCode(),
    message: result.getMessage() || LOGIN_FAILED,
    failedPolicies: failed.flatMap((entry: unknown) => {
      if (!entry || typeof entry !== 'object') return [];
      const { property, policyRequirements } = entry as Record<string, unknown>;
      if (typeof property !== 'string' || !Array.isArray(policyRequirements)) return [];
      return [{ property, requirements: policyRequirements as Requirement[] }];
    }),
  };
}

/** Steps the customer has nothing to do in are answered here: the device profile and WebAuthn. */
async function answerAutomatically(step: FRStep): Promise<FRStep | undefined> {
  const device = step.getCallbacksOfType<DeviceProfileCallback>(CallbackType.DeviceProfileCallback)[0];
  if (device) {
    const profile = await new FRDevice().getProfile({
      location: device.isLocationRequired(),
      metadata: device.isMetadataRequired(),
    });
    device.setProfile(profile);
    return step;
  }
  if (FRWebAuthn.getWebAuthnStepType(step) === WebAuthnStepType.Authentication) {
    // A refused or unsupported key is reported to the server (ERROR:: …), which fails the step.
    return FRWebAuthn.authenticate(step);
  }
  return undefined;
}

interface TreeRun {
  settings: IdentitySettings;
  tree: IdentityTree;
  /** Sent with every call: the success URL of the last one comes from its goto. */
  query?: Record<string, string>;
}

type SdkResult = Awaited<ReturnType<typeof FRAuth.next>>;

async function settle(run: TreeRun, first: SdkResult): Promise<StepResult> {
  let result = first;
  for (;;) {
    if (result.type === StepType.LoginSuccess) {
      return { kind: 'success', successUrl: result.getSuccessUrl() ?? '/' };
    }
    if (result.type === StepType.LoginFailure) return failure(result);
    const automatic = await answerAutomatically(result);
    if (!automatic) return view(run, result);
    result = await FRAuth.next(automatic, { tree: run.tree, query: run.query });
  }
}

async function advance(run: TreeRun, previous: FRStep | undefined): Promise<StepResult> {
  configureSdk(run.settings);
  try {
    return await settle(run, await FRAuth.next(previous, { tree: run.tree, query: run.query }));
  } catch (error) {
    return unreachable(error);
  }
}

/** A call that did not reach an answer (timeout, network): requirements §8's timeout or unknown kinds. */
function unreachable(error: unknown): StepResult {
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'failure', code: 0, message, failedPolicies: [] };
}

function view(run: TreeRun, step: FRStep): StepResult {
  return {
    kind: 'step',
    stage: step.getStage() ?? '',
    header: step.getHeader() ?? '',
    callbacks: step.callbacks.map(describe),
    submit: (answers) => {
      step.callbacks.forEach((callback, index) => answer(callback, answers[index]));
      return advance(run, step);
    },
    redirect: () => {
      if (step.getCallbacksOfType<RedirectCallback>(CallbackType.RedirectCallback).length) {
        FRAuth.redirect(step);
      }
    },
  };
}

/**
 * Starts a tree; `goto` goes with every call so that the success URL comes back to it, and so does
 * `query` (a password-reset link's token, which the ForgotPassword tree reads).
 */
export function startTree(
  settings: IdentitySettings,
  tree: IdentityTree,
  goto?: string,
  query: Record<string, string> = {},
): Promise<StepResult> {
  const sent = { ...query, ...(goto ? { goto } : {}) };
  return advance({ settings, tree, ...(Object.keys(sent).length ? { query: sent } : {}) }, undefined);
}

/** Whether this return address resumes a tree that left through a RedirectCallback. */
export function hasPendingRedirectStep(settings: IdentitySettings): boolean {
  configureSdk(settings);
  try {
    return localStorage.getItem(FRAuth.previousStepKey) !== null;
  } catch {
    return false;
  }
}

/** Resumes the tree after a RedirectCallback (requirements §4: code, state, error or similar in the address). */
export async function resumeTree(
  settings: IdentitySettings,
  tree: IdentityTree,
  url: string,
): Promise<StepResult> {
  configureSdk(settings);
  try {
    return await settle({ settings, tree }, await FRAuth.resume(url, { tree }));
  } catch (error) {
    return unreachable(error);
  }
}

/** The callbacks of a step the SDK's HttpClient hands over during step-up (requirements §4), as screens see them. */
export function stepCallbacks(step: FRStep): CallbackView[] {
  return step.callbacks.map(describe);
}

/** Sets a step's answers, as submit does, for a step the SDK's HttpClient sends on itself. */
export function answerStep(step: FRStep, answers: Answers): FRStep {
  step.callbacks.forEach((callback, index) => answer(callback, answers[index]));
  return step;
}
