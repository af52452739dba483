import { headers } from 'next/headers';
import { EmotionCacheProvider } from '../../src/admin/emotion-cache-provider.tsx';
import { acceptedLanguages, preferredLanguage } from '../../src/i18n/languages.ts';
import { LoginForm } from '../../src/login/login-form.tsx';
import { NONCE_HEADER } from '../../src/security/content-security-policy.ts';

export default async function LoginPage() {
  const requestHeaders = await headers();
  const nonce = requestHeaders.get(NONCE_HEADER) ?? '';
  const language = preferredLanguage(acceptedLanguages(requestHeaders.get('accept-language')));
  return (
    <EmotionCacheProvider nonce={nonce}>
      <LoginForm serverLanguage={language} />
    </EmotionCacheProvider>
  );
}
