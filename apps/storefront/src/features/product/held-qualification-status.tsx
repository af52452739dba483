'use client';

import type { QualificationLevel } from '@store/contracts/commerce-constants';
import { mayBuy, requiredLevel } from '@store/contracts/qualification-schemes';
import { identityClientId, localeInfo, type Locale } from '@store/locales';
import useSWR from 'swr';
import { readStoredTokens } from '../../clients/identity/stored-tokens.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { FETCH_DEFAULTS } from '../../shell/session/fetch-config.ts';
import { fetchHeldLevels } from '../../shell/session/held-levels.ts';
import type { QualificationStatusLabels } from './qualification-status.tsx';

/**
 * Whether the signed-in customer holds the level a product needs (qualification-status.tsx), with
 * the fetch and its cache library, loaded only for a signed-in customer. Nothing is shown for a
 * product that needs no qualification.
 */
export default function HeldQualificationStatus({
  locale,
  level,
  labels,
  userId,
}: {
  locale: Locale;
  level: QualificationLevel;
  labels: QualificationStatusLabels;
  userId: string;
}) {
  const { storeId } = localeInfo(locale);
  const needed = requiredLevel(storeId, level).rank > 0;
  const { data } = useSWR(
    needed && userId ? ['held-levels', locale, userId] : null,
    ([, , id]) => {
      const tokens = readStoredTokens(identityClientId(locale));
      if (!tokens) throw new Error('no stored token to ask for the held levels with');
      return fetchHeldLevels(locale, id, tokens.accessToken);
    },
    { ...FETCH_DEFAULTS, revalidateOnFocus: false },
  );
  if (!data) return null;
  const held = mayBuy(storeId, data, level);
  return (
    <p className="product-page__qualification" data-testid="qualification-status" data-held={held}>
      {held ? (
        labels.held
      ) : (
        <>
          {labels.notHeld} <a href={storePaths(locale).qualifications}>{labels.submit}</a>
        </>
      )}
    </p>
  );
}
