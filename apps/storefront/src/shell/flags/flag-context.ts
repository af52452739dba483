import type { FlagContext } from '@store/contracts';
import { localeInfo, type Locale } from '@store/locales';

/** requirements §3 Feature-flag context: the user id as key, or anonymous for visitors. */
export function buildFlagContext(locale: Locale, userId: string | undefined, country: string): FlagContext {
  const { storeId } = localeInfo(locale);
  return {
    kind: 'user',
    key: userId ?? 'anonymous',
    ...(userId ? {} : { anonymous: true }),
    siteUid: storeId,
    storeUid: storeId,
    locale,
    country,
  };
}
