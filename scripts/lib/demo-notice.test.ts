import { describe, expect, it } from 'vitest';
import { loadEnv } from '@store/config';
import { demoNotice } from './demo-notice.ts';

describe('the demo notice of npm start', () => {
  it('says demo accounts are present in the embedded demo and with DEMO_DATA=1', () => {
    expect(demoNotice(loadEnv({}))).toMatch(/Demo accounts are present: 9 demo customers.*\n.*embedded demo/);
    expect(demoNotice(loadEnv({ DATABASE_URL: 'postgres://db/store', DEMO_DATA: '1' }))).toMatch(
      /DEMO_DATA=1 is set/,
    );
  });

  it('says nothing on PostgreSQL, or when the identity server is an external one', () => {
    expect(demoNotice(loadEnv({ DATABASE_URL: 'postgres://db/store' }))).toBeUndefined();
    expect(demoNotice(loadEnv({ IDENTITY_BASE_URL: 'https://am.example.com' }))).toBeUndefined();
  });
});
