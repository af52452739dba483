import { headers } from 'next/headers';
import { ConsoleEntry } from '../src/admin/console-entry.tsx';
import { NONCE_HEADER } from '../src/security/content-security-policy.ts';

export default async function ConsolePage() {
  const nonce = (await headers()).get(NONCE_HEADER) ?? '';
  return <ConsoleEntry nonce={nonce} />;
}
