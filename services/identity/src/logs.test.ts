import * as client from 'openid-client';
import { expect, it } from 'vitest';
import { IDENTITY_SCOPES, IDENTITY_STOREFRONT_PATHS, IDENTITY_TREES } from '@store/contracts/identity';
import { DEMO_PASSWORD } from './users/demo-customers.ts';
import { answer, authenticate, PATHS, signIn, startIdentity, type AmStep } from './test-support.ts';

/** The service's logs at info never carry a password, a session id, a code or a token. */

it('keeps secrets out of the logs of a full sign-in, token, refresh and sign-out round', async () => {
  const logs: string[] = [];
  const identity = await startIdentity({}, undefined, logs);
  try {
    const registration = await authenticate(identity, { tree: IDENTITY_TREES.registration });
    await authenticate(identity, {
      body: answer(registration.json as unknown as AmStep, { 5: { '': 'Secret-Passw0rd' } }),
    });
    const { cookie, json } = await signIn(identity);
    const config = await client.discovery(
      new URL(identity.url(PATHS.oauth2)),
      'storefront-us',
      undefined,
      client.None(),
      {
        execute: [client.allowInsecureRequests],
      },
    );
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: `${identity.origin}${IDENTITY_STOREFRONT_PATHS.callback}`,
      scope: IDENTITY_SCOPES.join(' '),
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      prompt: 'none',
    });
    const location = (await fetch(url, { headers: { cookie }, redirect: 'manual' })).headers.get('location')!;
    const tokens = await client.authorizationCodeGrant(config, new URL(location), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    await fetch(`${identity.url(PATHS.endSession)}?id_token_hint=${tokens.id_token}`, {
      headers: { cookie },
    });

    const text = logs.join('\n');
    expect(text).toContain('identity service ready');
    const secrets = [
      DEMO_PASSWORD,
      'Secret-Passw0rd',
      String(json.tokenId),
      new URL(location).searchParams.get('code')!,
      tokens.access_token,
      tokens.refresh_token!,
      tokens.id_token!,
      refreshed.access_token,
      verifier,
    ];
    for (const secret of secrets) expect(text).not.toContain(secret);
  } finally {
    await identity.close();
  }
}, 60_000);
