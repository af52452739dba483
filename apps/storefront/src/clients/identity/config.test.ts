import { describe, expect, it } from 'vitest';
import { sdkOptions, TOKEN_THRESHOLD_MS } from './config.ts';

describe('the SDK options', () => {
  const origin = 'https://assessments.example.co.uk';

  it('renew a token within the default threshold of 30 000 ms (requirements §9)', () => {
    expect(sdkOptions({ clientId: 'storefront-uk', origin }).oauthThreshold).toBe(TOKEN_THRESHOLD_MS);
    expect(TOKEN_THRESHOLD_MS).toBe(30_000);
  });

  it("renew within the session's own threshold when one is given (the SSO session settings)", () => {
    expect(sdkOptions({ clientId: 'storefront-uk', origin, tokenThresholdMs: 300_000 }).oauthThreshold).toBe(
      300_000,
    );
  });
});
