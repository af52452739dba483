import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_TREES } from '@store/contracts/identity';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../users/demo-customers.ts';
import {
  answer,
  authenticate,
  DEVICE_PROFILE,
  signIn,
  startIdentity,
  type AmStep,
  type TestIdentity,
} from '../test-support.ts';

/**
 * WebAuthn through AM's callbacks, answered the way the SDK's FRWebAuthn answers them, by a
 * software authenticator (P-256, "none" attestation).
 */

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startIdentity();
}, 60_000);
afterAll(() => identity.close());

const customer = DEMO_CUSTOMERS[6]!;

// The few CBOR items an attestation object needs.
function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
}
type Cbor = number | string | Buffer | Map<Cbor, Cbor>;
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const int8 = (bytes: Buffer) => Array.from(bytes, (b) => (b > 127 ? b - 256 : b)).join(',');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

function scriptContext(step: AmStep): Record<string, unknown> {
  const text = step.callbacks.find((c) => c.type === 'TextOutputCallback')!;
  const message = String(text.output.find((o) => o.name === 'message')!.value);
  expect(message).toContain('webAuthnOutcome');
  return JSON.parse(/^var scriptContext = (.*);$/m.exec(message)![1]!) as Record<string, unknown>;
}

class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;
  private readonly origin: string;

  constructor(origin: string) {
    this.origin = origin;
  }

  private rpIdHash() {
    return sha256(new URL(this.origin).hostname);
  }

  private clientData(type: string, challenge: unknown) {
    const bytes = Buffer.from(String(challenge), 'base64');
    return JSON.stringify({
      type,
      challenge: bytes.toString('base64url'),
      origin: this.origin,
      crossOrigin: false,
    });
  }

  register(context: Record<string, unknown>): string {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cose = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLength = Buffer.from([this.credentialId.length >> 8, this.credentialId.length & 0xff]);
    const authData = Buffer.concat([
      this.rpIdHash(),
      Buffer.from([0x41]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      cose,
    ]);
    const attestation = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return `${this.clientData('webauthn.create', context.challenge)}::${int8(attestation)}::${this.credentialId.toString('base64url')}`;
  }

  authenticate(context: Record<string, unknown>, key: KeyObject = this.keys.privateKey): string {
    this.counter += 1;
    const clientData = this.clientData('webauthn.get', context.challenge);
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const authData = Buffer.concat([this.rpIdHash(), Buffer.from([0x01]), counter]);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), key);
    return `${clientData}::${int8(authData)}::${int8(signature)}::${this.credentialId.toString('base64url')}`;
  }
}

async function passwordStep(): Promise<AmStep> {
  const first = await authenticate(identity, { tree: IDENTITY_TREES.login });
  const second = await authenticate(identity, {
    body: answer(first.json as unknown as AmStep, { 0: customer.username, 1: DEMO_PASSWORD }),
  });
  const third = await authenticate(identity, {
    body: answer(second.json as unknown as AmStep, { 0: DEVICE_PROFILE }),
  });
  expect(third.json).toMatchObject({ stage: 'WebAuthn' });
  return third.json as unknown as AmStep;
}

describe('WebAuthn', () => {
  let authenticator: SoftAuthenticator;

  it('registers a key for a signed-in customer with AM registration callbacks', async () => {
    authenticator = new SoftAuthenticator(identity.origin);
    expect((await authenticate(identity, { tree: IDENTITY_TREES.registerSecurityKey })).status).toBe(401);
    const { cookie } = await signIn(identity, customer.username);
    const first = await authenticate(identity, { tree: IDENTITY_TREES.registerSecurityKey, cookie });
    const step = first.json as unknown as AmStep;
    expect(step.callbacks.map((c) => c.type)).toEqual(['TextOutputCallback', 'HiddenValueCallback']);
    expect(step.callbacks[1]!.output).toEqual([
      { name: 'value', value: '' },
      { name: 'id', value: 'webAuthnOutcome' },
    ]);
    const context = scriptContext(step);
    expect(context.pubKeyCredParams).toEqual([
      { type: 'public-key', alg: -7 },
      { type: 'public-key', alg: -257 },
    ]);
    const done = await authenticate(identity, {
      cookie,
      body: answer(step, { 1: authenticator.register(context) }),
    });
    expect(done.status).toBe(200);
  });

  it('asks a customer with a key for it after the password, and accepts its signature', async () => {
    const step = await passwordStep();
    const context = scriptContext(step);
    expect(context._allowCredentials).toEqual([
      { type: 'public-key', id: Array.from(authenticator.credentialId, (b) => (b > 127 ? b - 256 : b)) },
    ]);
    const done = await authenticate(identity, {
      body: answer(step, { 1: authenticator.authenticate(context) }),
    });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ tokenId: expect.any(String) });
  });

  it('fails readably on unsupported, on a browser error, on a wrong signature and on garbage', async () => {
    const unsupported = await authenticate(identity, {
      body: answer(await passwordStep(), { 1: 'unsupported' }),
    });
    expect(unsupported.status).toBe(401);
    expect(unsupported.json.message).toMatch(/cannot use security keys/);

    const error = await authenticate(identity, {
      body: answer(await passwordStep(), {
        1: 'ERROR::NotAllowedError:The operation either timed out or was not allowed.',
      }),
    });
    expect(error.status).toBe(401);
    expect(error.json.message).toContain('NotAllowedError');

    const step = await passwordStep();
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const forged = await authenticate(identity, {
      body: answer(step, { 1: authenticator.authenticate(scriptContext(step), stranger) }),
    });
    expect(forged.status).toBe(401);

    const garbage = await authenticate(identity, { body: answer(await passwordStep(), { 1: 'a::b::c::d' }) });
    expect(garbage.status).toBe(400);
  });
});
