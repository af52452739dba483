import type { OrganisationOverview } from '@store/contracts/commerce-organisations';
import { describe, expect, it } from 'vitest';
import { organisationsMessages } from './messages.ts';
import {
  joinConflictWords,
  joinInput,
  mergeNoticeWords,
  rolesFromForm,
  rolesText,
} from './organisation-words.ts';

const en = organisationsMessages('en-us');

describe('rolesText', () => {
  it('lists the roles in the contract’s order, in the locale', () => {
    expect(rolesText('en-us', ['administrator', 'purchaser'], en.roles)).toBe('Purchaser and Administrator');
    expect(rolesText('fr-ca', ['finance'], organisationsMessages('fr-ca').roles)).toBe('Finances');
  });
});

describe('rolesFromForm', () => {
  const form = (...roles: string[]) => {
    const data = new FormData();
    for (const role of roles) data.append('roles', role);
    return data;
  };

  it('keeps the known roles ticked, each once, in the contract’s order', () => {
    expect(rolesFromForm(form('finance', 'purchaser', 'finance', 'owner'))).toEqual(['purchaser', 'finance']);
  });

  it('answers undefined when no role is ticked', () => {
    expect(rolesFromForm(form())).toBeUndefined();
    expect(rolesFromForm(form('owner'))).toBeUndefined();
  });
});

describe('joinInput', () => {
  it('takes the account number as typed, in any case and with spaces, and leaves an empty message out', () => {
    expect(joinInput(' org-us 104215 ', '  ', en.join)).toEqual({
      ok: true,
      request: { accountNumber: 'ORG-US104215' },
    });
    expect(joinInput('ORG-US104215', ' Please add me. ', en.join)).toEqual({
      ok: true,
      request: { accountNumber: 'ORG-US104215', message: 'Please add me.' },
    });
  });

  it('says what to fix in the customer’s words', () => {
    expect(joinInput('', '', en.join)).toEqual({ ok: false, message: en.join.numberNeeded });
    expect(joinInput('12345', '', en.join)).toEqual({ ok: false, message: en.join.numberNeeded });
    expect(joinInput('ORG-US104215', 'x'.repeat(501), en.join)).toEqual({
      ok: false,
      message: 'Keep the message to 500 characters or fewer.',
    });
  });
});

describe('joinConflictWords', () => {
  const overview: OrganisationOverview = {
    memberships: [
      {
        id: '00000000-0000-4000-8000-000000000001',
        accountNumber: 'ORG-US104215',
        name: 'Maplewood Unified School District',
        roles: ['purchaser'],
        joinedAt: '2026-01-01T00:00:00Z',
        active: false,
      },
    ],
    joinRequests: [],
    invitations: [],
  };

  it('tells a member from someone who has asked already', () => {
    expect(joinConflictWords('ORG-US104215', overview, en.join)).toBe(en.join.alreadyMember);
    expect(joinConflictWords('ORG-US999999', overview, en.join)).toBe(en.join.alreadyRequested);
    expect(joinConflictWords('ORG-US104215', undefined, en.join)).toBe(en.join.alreadyRequested);
  });
});

describe('mergeNoticeWords', () => {
  const notice = {
    from: 'Ada Lovelace',
    to: 'Maplewood Unified School District',
    lines: 2,
    items: 3,
    adjustments: [],
  };

  it('says what moved where, counted in the locale', () => {
    expect(mergeNoticeWords('en-us', { ...notice, kind: 'ORGANIZATION' }, en.mergeNotice).sentence).toBe(
      'The 3 items of your personal cart moved to the cart of Maplewood Unified School District.',
    );
    expect(
      mergeNoticeWords(
        'en-us',
        {
          ...notice,
          kind: 'PERSONAL',
          from: 'Maplewood Unified School District',
          to: 'Ada Lovelace',
          items: 1,
        },
        en.mergeNotice,
      ).sentence,
    ).toBe('The 1 item of the cart of Maplewood Unified School District moved to your personal cart.');
  });

  it('lists each adjustment with its reason', () => {
    const words = mergeNoticeWords(
      'en-us',
      {
        ...notice,
        kind: 'ORGANIZATION',
        adjustments: [
          { itemCode: 'A100123', requested: 120, kept: 99, reason: 'above-maximum' },
          { itemCode: 'B200', requested: 1, kept: 0, reason: 'not-sold-here' },
        ],
      },
      en.mergeNotice,
    );
    expect(words.adjustments).toEqual([
      'A100123: 99 of the 120 moved (cut to the maximum quantity).',
      'B200 was left out (not sold in this store).',
    ]);
  });
});
