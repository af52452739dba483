import type { QualifiedUsers } from '@store/contracts/commerce-org-buying';
import { localeInfo, type Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import type { OrgBuyingMessages } from '../org-buying/messages.ts';

/**
 * Who an organisation's order may be placed for (docs/organisations.md, "Buying for an
 * organisation"), as checkout shows it: every qualified user of the organisation, those below the
 * level the cart needs shown but not choosable, each with the levels they hold and, when they cannot
 * be chosen, why. Commerce decides eligibility and checks it again when the order is placed.
 */

export interface QualifiedUserOption {
  id: string;
  name: string;
  disabled: boolean;
  /** The levels held, or why the member cannot be chosen. */
  note: string;
}

export interface QualifiedUserChoice {
  organisation: string;
  /** The help above the choices, or the reason nobody can be chosen. */
  help: string;
  options: QualifiedUserOption[];
  /** Placing waits for a choice: the cart has restricted lines. */
  required: boolean;
}

/** "B", "B and C", "A, B, and C": the levels as the locale lists them. */
function levelList(levels: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(localeInfo(locale).htmlLang, { type: 'conjunction' }).format(levels);
}

function noteOf(
  candidate: QualifiedUsers['candidates'][number],
  requiredLevel: string | undefined,
  locale: Locale,
  m: OrgBuyingMessages['qualifiedUser'],
): string {
  const held = candidate.heldLevels.length > 0;
  const levels = levelList(candidate.heldLevels, locale);
  if (candidate.eligible || requiredLevel === undefined) {
    return held ? format(m.holds, { levels }) : m.holdsNone;
  }
  return held
    ? format(m.below, { levels, level: requiredLevel })
    : format(m.belowNone, { level: requiredLevel });
}

/**
 * The choice checkout offers for a cart that buys for an organisation; undefined for a personal
 * cart, and for an unrestricted cart of an organisation without qualified users (nothing to choose).
 */
export function qualifiedUserChoice(
  answer: QualifiedUsers,
  locale: Locale,
  m: OrgBuyingMessages['qualifiedUser'],
): QualifiedUserChoice | undefined {
  if (!answer.organisation) return undefined;
  const organisation = answer.organisation.name;
  const { requiredLevel } = answer;
  const options = answer.candidates.map((candidate) => ({
    id: candidate.id,
    name: candidate.name,
    disabled: !candidate.eligible,
    note: noteOf(candidate, requiredLevel, locale, m),
  }));
  if (requiredLevel === undefined && options.length === 0) return undefined;
  const anyEligible = options.some((option) => !option.disabled);
  const help =
    requiredLevel === undefined
      ? format(m.helpAny, { organisation })
      : options.length === 0
        ? format(m.noCandidates, { organisation })
        : anyEligible
          ? format(m.help, { organisation, level: requiredLevel })
          : format(m.noneEligible, { organisation, level: requiredLevel });
  return { organisation, help, options, required: requiredLevel !== undefined };
}

/** The chosen member's name, when the choice is one of the options that may be chosen. */
export function chosenName(choice: QualifiedUserChoice, id: string | undefined): string | undefined {
  return choice.options.find((option) => option.id === id && !option.disabled)?.name;
}
