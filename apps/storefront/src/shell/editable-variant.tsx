'use client';

import type { ReactNode } from 'react';
import { useFlag } from './flags/flags-provider.tsx';

/**
 * Header and footer come as JSON-driven components or, when the editable header/footer template
 * flag is on, as content fragments (SPEC 7). Both are rendered on the server; the flag picks one, so a
 * change in the flag service shows without a reload.
 */
export function EditableVariant({ fragment, standard }: { fragment: ReactNode; standard: ReactNode }) {
  const editable = useFlag('aem-editable-header-footer');
  return <>{editable && fragment ? fragment : standard}</>;
}
