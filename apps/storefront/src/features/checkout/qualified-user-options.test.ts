import type { QualifiedUsers } from '@store/contracts/commerce-org-buying';
import { describe, expect, it } from 'vitest';
import { orgBuyingMessages } from '../org-buying/messages.ts';
import { chosenName, qualifiedUserChoice } from './qualified-user-options.ts';

const m = orgBuyingMessages('en-us').qualifiedUser;
const organisation = { id: '5b0c3f52-9d51-4a4b-9a55-2c5c1f0a8d11', name: 'Maplewood' };
const top = {
  id: '0d7e35d4-6a43-4c2e-8c4e-b8a0f7c1e001',
  name: 'Dana Reyes',
  heldLevels: ['B', 'C'],
  eligible: true,
};
const lower = {
  id: '0d7e35d4-6a43-4c2e-8c4e-b8a0f7c1e002',
  name: 'Sam Ortiz',
  heldLevels: ['B'],
  eligible: false,
};
const none = {
  id: '0d7e35d4-6a43-4c2e-8c4e-b8a0f7c1e003',
  name: 'Lee Park',
  heldLevels: [],
  eligible: false,
};

const answer = (over: Partial<QualifiedUsers>): QualifiedUsers => ({
  organisation,
  requiredLevel: 'C',
  candidates: [top, lower, none],
  ...over,
});

describe('whom an organisation’s order may be for', () => {
  it('offers nothing for a personal cart', () => {
    expect(qualifiedUserChoice({ candidates: [] }, 'en-us', m)).toBeUndefined();
  });

  it('lists members below the needed level disabled, saying what they hold and what the order needs', () => {
    const choice = qualifiedUserChoice(answer({}), 'en-us', m);
    expect(choice?.required).toBe(true);
    expect(choice?.help).toBe(
      'This order needs qualification level C. Choose the qualified user of Maplewood it is placed under.',
    );
    expect(choice?.options).toEqual([
      { id: top.id, name: 'Dana Reyes', disabled: false, note: 'Holds level B and C' },
      { id: lower.id, name: 'Sam Ortiz', disabled: true, note: 'Holds level B; this order needs C' },
      {
        id: none.id,
        name: 'Lee Park',
        disabled: true,
        note: 'Holds no qualification level yet; this order needs C',
      },
    ]);
  });

  it('lists the held levels in the locale’s words', () => {
    const choice = qualifiedUserChoice(answer({}), 'fr-ca', orgBuyingMessages('fr-ca').qualifiedUser);
    expect(choice?.options[0]?.note).toBe('Détient le niveau B et C');
    expect(choice?.options[1]?.note).toBe('Détient le niveau B; cette commande exige C');
  });

  it('says so when nobody holds the level, and when the organisation has no qualified user', () => {
    expect(qualifiedUserChoice(answer({ candidates: [lower] }), 'en-us', m)?.help).toContain(
      'No qualified user of Maplewood holds level C',
    );
    expect(qualifiedUserChoice(answer({ candidates: [] }), 'en-us', m)?.help).toContain(
      'Maplewood has no qualified users yet',
    );
  });

  it('makes the choice optional when nothing in the cart is restricted, and offers none without candidates', () => {
    const everyone = [top, lower, none].map((candidate) => ({ ...candidate, eligible: true }));
    const choice = qualifiedUserChoice({ organisation, candidates: everyone }, 'en-us', m);
    expect(choice?.required).toBe(false);
    expect(choice?.options.every((option) => !option.disabled && option.note.startsWith('Holds'))).toBe(true);
    expect(qualifiedUserChoice({ organisation, candidates: [] }, 'en-us', m)).toBeUndefined();
  });

  it('names only a choice that may be chosen', () => {
    const choice = qualifiedUserChoice(answer({}), 'en-us', m);
    if (!choice) throw new Error('expected a choice');
    expect(chosenName(choice, top.id)).toBe('Dana Reyes');
    expect(chosenName(choice, lower.id)).toBeUndefined();
    expect(chosenName(choice, undefined)).toBeUndefined();
  });
});
