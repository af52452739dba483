import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Db } from '@store/database';
import { AmError } from '../am/errors.ts';
import { hiddenValueCallback, textOutputCallback, type Answers, type CallbackSpec } from '../am/callbacks.ts';
import type { TreeState } from '../am/pending-steps.ts';
import { webauthnCredentials } from '../schema.ts';

/**
 * WebAuthn as the Login tree's second factor, in AM's callback shape as the SDK's FRWebAuthn
 * reads it: a TextOutputCallback whose script carries `var scriptContext = {…}` and a
 * HiddenValueCallback `webAuthnOutcome` for the answer (requirements §8: `ERROR::{name}:{message}` or
 * `unsupported` when the browser could not produce a credential).
 */

export const OUTCOME_ID = 'webAuthnOutcome';

const int8 = (bytes: Uint8Array) => Array.from(bytes, (b) => (b > 127 ? b - 256 : b));

export interface WebAuthnService {
  /** The WebAuthn step for a user with a registered key, or undefined when they have none. */
  authenticationStep(userId: string): Promise<{ callbacks: CallbackSpec[]; state: TreeState } | undefined>;
  verifyAuthentication(userId: string, state: TreeState, answers: Answers): Promise<void>;
  registrationStep(user: {
    id: string;
    username: string;
    displayName: string;
  }): Promise<{ callbacks: CallbackSpec[]; state: TreeState }>;
  verifyRegistration(userId: string, state: TreeState, answers: Answers): Promise<void>;
}

/** The outcome the browser reported, or a readable 401 for `unsupported` and `ERROR::{name}:{message}`. */
function outcomeOf(answers: Answers): string {
  const outcome = answers.text(1, '', { trim: false });
  if (outcome === 'unsupported') {
    throw new AmError(401, 'This browser cannot use security keys; sign in from one that can.');
  }
  const error = /^ERROR::([A-Za-z]+):(.*)$/s.exec(outcome);
  if (error) {
    throw new AmError(
      401,
      `The security key check did not complete (${error[1]}): ${error[2]?.slice(0, 200)}`,
    );
  }
  return outcome;
}

function script(scriptContext: Record<string, unknown>): string {
  return [
    `var scriptContext = ${JSON.stringify(scriptContext)};`,
    `// Answered by the SDK's FRWebAuthn into the hidden ${OUTCOME_ID} field.`,
    `document.getElementById('${OUTCOME_ID}');`,
  ].join('\n');
}

export function webAuthnService(db: Db, origin: string): WebAuthnService {
  const rpId = new URL(origin).hostname;
  return {
    async authenticationStep(userId) {
      const credentials = await db
        .select()
        .from(webauthnCredentials)
        .where(eq(webauthnCredentials.userId, userId));
      if (credentials.length === 0) return undefined;
      const challenge = randomBytes(32);
      const scriptContext = {
        _action: 'webauthn_authentication',
        challenge: challenge.toString('base64'),
        _allowCredentials: credentials.map((c) => ({
          type: 'public-key',
          id: int8(Buffer.from(c.id, 'base64url')),
        })),
        _relyingPartyId: rpId,
        timeout: 60000,
        userVerification: 'preferred',
      };
      return {
        callbacks: [textOutputCallback(script(scriptContext), '4'), hiddenValueCallback(OUTCOME_ID)],
        state: { userId, challenge: challenge.toString('base64url') },
      };
    },

    async verifyAuthentication(userId, state, answers) {
      const response = parseOutcome(outcomeOf(answers));
      const [credential] = await db
        .select()
        .from(webauthnCredentials)
        .where(eq(webauthnCredentials.id, response.id))
        .limit(1);
      if (!credential || credential.userId !== userId)
        throw new AmError(401, 'This security key is not registered to your account.');
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: String(state.challenge ?? ''),
        expectedOrigin: origin,
        expectedRPID: rpId,
        requireUserVerification: false,
        credential: {
          id: credential.id,
          publicKey: new Uint8Array(Buffer.from(credential.publicKey, 'base64url')),
          counter: credential.counter,
        },
      }).catch((cause: unknown) => {
        throw new AmError(401, `The security key answer was not accepted: ${(cause as Error).message}`);
      });
      const { verified, authenticationInfo } = result;
      const newCounter = authenticationInfo.newCounter;
      if (!verified) throw new AmError(401, 'The security key answer was not accepted.');
      await db
        .update(webauthnCredentials)
        .set({ counter: newCounter })
        .where(eq(webauthnCredentials.id, credential.id));
    },

    async registrationStep(user) {
      const existing = await db
        .select()
        .from(webauthnCredentials)
        .where(eq(webauthnCredentials.userId, user.id));
      const challenge = randomBytes(32);
      const scriptContext = {
        _action: 'webauthn_registration',
        challenge: challenge.toString('base64'),
        attestationPreference: 'none',
        userName: user.username,
        userId: Buffer.from(user.id).toString('base64'),
        displayName: user.displayName,
        relyingPartyName: 'Assessment store',
        relyingPartyId: rpId,
        authenticatorSelection: JSON.stringify({ userVerification: 'preferred', residentKey: 'discouraged' }),
        pubKeyCredParams: [
          { type: 'public-key', alg: -7 },
          { type: 'public-key', alg: -257 },
        ],
        excludeCredentials: existing
          .map(
            (c) =>
              `{ "type": "public-key", "id": new Int8Array(${JSON.stringify(int8(Buffer.from(c.id, 'base64url')))}).buffer }`,
          )
          .join(','),
        timeout: 60000,
      };
      return {
        callbacks: [textOutputCallback(script(scriptContext), '4'), hiddenValueCallback(OUTCOME_ID)],
        state: { userId: user.id, challenge: challenge.toString('base64url') },
      };
    },

    async verifyRegistration(userId, state, answers) {
      const response = parseRegistrationOutcome(outcomeOf(answers));
      let info;
      try {
        const result = await verifyRegistrationResponse({
          response,
          expectedChallenge: String(state.challenge ?? ''),
          expectedOrigin: origin,
          expectedRPID: rpId,
          requireUserVerification: false,
        });
        info = result.verified ? result.registrationInfo : undefined;
      } catch (cause) {
        throw new AmError(401, `The security key was not registered: ${(cause as Error).message}`);
      }
      if (!info) throw new AmError(401, 'The security key was not registered.');
      const inserted = await db
        .insert(webauthnCredentials)
        .values({
          id: info.credential.id,
          userId,
          publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
          counter: info.credential.counter,
          transports: info.credential.transports ?? [],
        })
        .onConflictDoNothing()
        .returning({ id: webauthnCredentials.id });
      if (inserted.length === 0) throw new AmError(400, 'This security key is already registered.');
    },
  };
}

const int8Bytes = (csv: string) => {
  const values = csv.split(',').map(Number);
  if (values.some((v) => !Number.isInteger(v) || v < -128 || v > 255)) {
    throw new AmError(400, 'The security key answer is not in the expected form.');
  }
  return Buffer.from(values.map((v) => v & 0xff)).toString('base64url');
};

/** FRWebAuthn's legacy registration outcome: clientDataJSON::attestationObject(int8)::credentialId[::deviceName]. */
function parseRegistrationOutcome(outcome: string): RegistrationResponseJSON {
  const [clientData, attestation, id] = outcome.split('::');
  if (!clientData || !attestation || !id || !/^[A-Za-z0-9_-]+$/.test(id)) {
    throw new AmError(400, 'The security key answer is not in the expected form.');
  }
  return {
    id,
    rawId: id,
    type: 'public-key',
    clientExtensionResults: {},
    response: {
      clientDataJSON: Buffer.from(clientData, 'utf8').toString('base64url'),
      attestationObject: int8Bytes(attestation),
    },
  };
}

/** FRWebAuthn's legacy outcome: clientDataJSON::authenticatorData(int8)::signature(int8)::credentialId[::userHandle]. */
function parseOutcome(outcome: string): AuthenticationResponseJSON {
  const parts = outcome.split('::');
  const [clientData, authenticatorData, signature, id, userHandle] = parts;
  if (
    parts.length < 4 ||
    !clientData ||
    !authenticatorData ||
    !signature ||
    !id ||
    !/^[A-Za-z0-9_-]+$/.test(id)
  ) {
    throw new AmError(400, 'The security key answer is not in the expected form.');
  }
  return {
    id,
    rawId: id,
    type: 'public-key',
    clientExtensionResults: {},
    response: {
      clientDataJSON: Buffer.from(clientData, 'utf8').toString('base64url'),
      authenticatorData: int8Bytes(authenticatorData),
      signature: int8Bytes(signature),
      ...(userHandle ? { userHandle: Buffer.from(userHandle, 'utf8').toString('base64url') } : {}),
    },
  };
}
