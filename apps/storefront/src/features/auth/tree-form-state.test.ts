import { describe, expect, it } from 'vitest';
import type { CallbackView, StepResult } from '../../clients/identity/tree.ts';
import type { FieldKey } from './field-keys.ts';
import { authMessages } from './messages.ts';
import {
  afterRestart,
  answersWithDefaults,
  firstErrorIndex,
  initialTreeFormState,
  leavesThePage,
  missingFieldErrors,
  policyFieldErrors,
  treeFormReducer,
  treeKey,
  type Step,
  type TreeFailure,
  type TreeFormState,
} from './tree-form-state.ts';

const messages = authMessages('en-us');

function stepOf(callbacks: CallbackView[]): Step {
  return {
    kind: 'step',
    stage: '',
    header: '',
    callbacks,
    submit: async (): Promise<StepResult> => ({ kind: 'success', successUrl: '/' }),
    redirect: () => {},
  };
}

const signIn = stepOf([
  { type: 'name', index: 0, prompt: 'User Name' },
  { type: 'password', index: 1, prompt: 'Password' },
]);

const registration = stepOf([
  {
    type: 'create-username',
    index: 0,
    prompt: 'Username',
    property: 'userName',
    requirements: [],
    failed: [],
  },
  { type: 'name', index: 1, prompt: 'First Name' },
  {
    type: 'create-password',
    index: 2,
    prompt: 'Password',
    property: 'password',
    requirements: [],
    failed: [],
  },
  { type: 'choice', index: 3, prompt: 'Country', choices: ['US', 'CA'], defaultChoice: 1 },
]);

const failureOf = (failure: Partial<TreeFailure>): TreeFailure => ({
  kind: 'failure',
  code: 401,
  message: 'Login failure',
  failedPolicies: [],
  ...failure,
});

const loaded = (step: Step): TreeFormState =>
  treeFormReducer(initialTreeFormState(messages.status.loading), { type: 'step', step, afterSubmit: false });

describe('treeFormReducer', () => {
  it('starts busy, saying it is loading, with nothing to show', () => {
    expect(initialTreeFormState(messages.status.loading)).toEqual({
      step: undefined,
      values: {},
      fieldErrors: {},
      formError: '',
      status: 'Loading…',
      busy: true,
      focusError: 0,
    });
  });

  it('shows an arriving step ready to answer, choices on their default and typed values kept', () => {
    const typed = treeFormReducer(initialTreeFormState(messages.status.loading), {
      type: 'changed',
      index: 0,
      value: 'ada',
    });
    const state = treeFormReducer(typed, { type: 'step', step: registration, afterSubmit: false });
    expect(state).toMatchObject({ step: registration, values: { 0: 'ada', 3: 1 }, busy: false, status: '' });
  });

  it('starts the step after a submitted one from its defaults only, clearing the field errors', () => {
    const before = { ...loaded(registration), values: { 0: 'ada', 3: 0 }, fieldErrors: { 0: ['Taken'] } };
    const state = treeFormReducer(before, { type: 'step', step: registration, afterSubmit: true });
    expect(state.values).toEqual({ 3: 1 });
    expect(state.fieldErrors).toEqual({});
    expect(state.focusError).toBe(before.focusError);
  });

  it('records a typed value', () => {
    const state = treeFormReducer(loaded(signIn), { type: 'changed', index: 1, value: 'secret' });
    expect(state.values).toEqual({ 1: 'secret' });
  });

  it('on submit: busy, saying so, and the previous alert gone', () => {
    const state = treeFormReducer(
      { ...loaded(signIn), formError: 'Old' },
      { type: 'submitting', status: messages.status.submitting },
    );
    expect(state).toMatchObject({ busy: true, status: 'Please wait…', formError: '' });
  });

  it('on success says so and stays busy while the session is set up', () => {
    const submitting = treeFormReducer(loaded(signIn), { type: 'submitting', status: 'Please wait…' });
    const state = treeFormReducer(submitting, { type: 'signed-in', status: messages.status.signedIn });
    expect(state).toMatchObject({ busy: true, status: messages.status.signedIn });
  });

  it('on a failure with nothing more to do: the message, not busy, focus moved once', () => {
    const submitting = treeFormReducer(loaded(signIn), { type: 'submitting', status: 'Please wait…' });
    const state = treeFormReducer(submitting, { type: 'failed', formError: messages.errors.session });
    expect(state).toMatchObject({
      busy: false,
      status: '',
      formError: messages.errors.session,
      focusError: 1,
    });
  });

  it('on a restart: the new step with its kept values and errors, focus moved once', () => {
    const restarted = stepOf(signIn.callbacks);
    const state = treeFormReducer(loaded(signIn), {
      type: 'restarted',
      step: restarted,
      values: { 0: 'ada' },
      fieldErrors: { 1: ['Wrong'] },
      formError: 'Fix it',
    });
    expect(state).toMatchObject({
      step: restarted,
      values: { 0: 'ada' },
      fieldErrors: { 1: ['Wrong'] },
      formError: 'Fix it',
      busy: false,
      status: '',
      focusError: 1,
    });
  });

  it('on missing fields: their errors and the summary, nothing sent, focus moved once', () => {
    const state = treeFormReducer(loaded(signIn), {
      type: 'invalid',
      fieldErrors: { 0: ['Enter username.'] },
      formError: messages.status.errorCount,
    });
    expect(state).toMatchObject({
      fieldErrors: { 0: ['Enter username.'] },
      formError: messages.status.errorCount,
      busy: false,
      focusError: 1,
    });
  });
});

describe('afterRestart (a failure ends the tree, which starts again)', () => {
  const keepAllButPassword = (key: FieldKey) => key !== 'password';

  it('keeps what was typed where it helps and places the policy failures beside their fields', () => {
    const failure = failureOf({
      code: 400,
      message: 'Policy validation failed',
      failedPolicies: [
        { property: 'userName', requirements: [{ policyRequirement: 'UNIQUE' }] },
        {
          property: 'password',
          requirements: [{ policyRequirement: 'MIN_LENGTH', params: { minLength: 8 } }],
        },
      ],
    });
    const action = afterRestart(
      failure,
      registration,
      {
        keys: ['userName', 'givenName', 'password', 'country'],
        values: { 0: 'ada', 1: 'Ada', 2: 'short', 3: 0 },
      },
      { tree: 'Registration', messages, keepOnFailure: keepAllButPassword },
    );
    expect(action).toEqual({
      type: 'restarted',
      step: registration,
      values: { 0: 'ada', 1: 'Ada', 3: 0 },
      fieldErrors: {
        0: ['This username is not available. Please choose another username.'],
        2: ['Password must be at least 8 characters.'],
      },
      formError: messages.status.errorCount,
    });
  });

  it('says the failure in words when a policy failure has no field on the new step', () => {
    const failure = failureOf({
      code: 400,
      message: 'Policy validation failed',
      failedPolicies: [
        { property: 'userName', requirements: [{ policyRequirement: 'UNIQUE' }] },
        { property: 'mail', requirements: [{ policyRequirement: 'REQUIRED' }] },
      ],
    });
    const action = afterRestart(failure, registration, undefined, {
      tree: 'Registration',
      messages,
      keepOnFailure: () => true,
    });
    expect(action).toMatchObject({
      type: 'restarted',
      values: {},
      fieldErrors: { 0: ['This username is not available. Please choose another username.'] },
      formError: messages.errors.badRequest,
    });
  });

  it('says a wrong password in words on the restarted sign-in, keeping only the kept fields', () => {
    const action = afterRestart(
      failureOf({}),
      signIn,
      { keys: ['login', 'password'], values: { 0: 'ada', 1: 'wrong' } },
      { tree: 'Login', messages, keepOnFailure: keepAllButPassword },
    );
    expect(action).toEqual({
      type: 'restarted',
      step: signIn,
      values: { 0: 'ada' },
      fieldErrors: {},
      formError: messages.errors.wrongPassword,
    });
  });

  it('ends in the failure’s message when the tree cannot start again', () => {
    const action = afterRestart(
      failureOf({ code: 429, message: 'Try again in 5 minutes' }),
      failureOf({ code: 0, message: 'timeout' }),
      undefined,
      { tree: 'Login', messages, keepOnFailure: () => true },
    );
    expect(action).toEqual({
      type: 'failed',
      formError: 'Too many failed sign-in attempts. Try again in 5 minutes.',
    });
  });
});

describe('the form’s other decisions', () => {
  it('maps policy failures to the fields of their property (a new password is the password)', () => {
    expect(
      policyFieldErrors(
        ['login', 'newPassword'],
        [
          {
            property: 'password',
            requirements: [
              { policyRequirement: 'REQUIRED' },
              { policyRequirement: 'MIN_LENGTH', params: { minLength: 8 } },
            ],
          },
        ],
        messages,
      ),
    ).toEqual({ 1: ['Password is required.', 'Password must be at least 8 characters.'] });
  });

  it('asks for the empty text fields by their label, and for nothing once they are filled', () => {
    const label = (key: FieldKey) => (key === 'login' ? 'Username' : 'Password');
    expect(missingFieldErrors(signIn, { 0: '  ' }, ['login', 'password'], label, messages)).toEqual({
      0: ['Enter username.'],
      1: ['Enter password.'],
    });
    expect(missingFieldErrors(signIn, { 0: 'ada', 1: 'x' }, ['login', 'password'], label, messages)).toEqual(
      {},
    );
  });

  it('answers an unpicked provider with the local sign-in, the extra answers over the typed ones', () => {
    const step = stepOf([
      { type: 'name', index: 0, prompt: 'User Name' },
      { type: 'select-idp', index: 1, providers: [{ provider: 'localAuthentication', label: 'Local' }] },
      { type: 'confirmation', index: 2, options: ['Yes', 'No'], defaultOption: 0 },
    ]);
    expect(answersWithDefaults(step, { 0: 'ada', 2: 1 }, { 2: 0 })).toEqual({
      0: 'ada',
      1: 'localAuthentication',
      2: 0,
    });
    expect(answersWithDefaults(step, { 1: 'google' })).toEqual({ 1: 'google' });
    expect(answersWithDefaults(undefined, { 0: 'ada' })).toEqual({ 0: 'ada' });
  });

  it('focuses the first field with an error, or the alert when no field has one', () => {
    expect(firstErrorIndex({ 10: ['b'], 2: ['a'] })).toBe(2);
    expect(firstErrorIndex({})).toBeUndefined();
  });

  it('leaves the page only for a step that redirects', () => {
    expect(leavesThePage(stepOf([{ type: 'redirect', index: 0 }]))).toBe(true);
    expect(leavesThePage(signIn)).toBe(false);
  });

  it('names the identity tree of each form', () => {
    expect([treeKey('Login'), treeKey('Registration'), treeKey('ForgotPassword')]).toEqual([
      'login',
      'registration',
      'forgotPassword',
    ]);
  });
});
