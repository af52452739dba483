import { customerProfileSchema, invoiceListSchema } from '@store/contracts/commerce';
import { accountSummarySchema } from '@store/contracts/commerce-account-summary';
import { describe, expect, it } from 'vitest';
import { parseAccountProfile, parseAccountSummary, parseInvoiceTotals } from './account-answers.ts';

const profile = {
  id: '8d2f1c3e-0a4b-4c5d-9e6f-000000000006',
  firstName: 'Haruto',
  lastName: 'Sato',
  email: 'demo.jp@example.jp',
  registrationCountryIso: 'JP',
};

const totals = { currency: 'USD', open: 12_500, overdue: 2_500, openCount: 3, overdueCount: 1 };

const summary = {
  openOrders: 2,
  qualification: { standing: 'approved', levels: ['B', 'C'], expiresOn: '2027-03-31', pending: 0 },
  activeOrganisation: {
    id: '3f0c2d1e-5b6a-4c7d-8e9f-0a1b2c3d4e5f',
    name: 'Northside Clinic',
    accountNumber: '100234',
  },
};

/** What the contract's schema makes of a value: the parsed object, or undefined when it refuses it. */
function byContract<T>(schema: {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false };
}) {
  return (value: unknown): T | undefined => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };
}

describe('parseAccountProfile', () => {
  it('takes a profile that keeps the commerce contract', () => {
    expect(parseAccountProfile(profile)).toEqual(profile);
  });

  it('refuses one that does not', () => {
    expect(parseAccountProfile({ ...profile, id: 'not-a-uuid' })).toBeUndefined();
    expect(parseAccountProfile({ ...profile, registrationCountryIso: 'Japan' })).toBeUndefined();
    expect(parseAccountProfile({ firstName: 'Haruto' })).toBeUndefined();
    expect(parseAccountProfile(null)).toBeUndefined();
  });

  it('agrees with the contract on each of these answers', () => {
    const contract = byContract(customerProfileSchema);
    for (const answer of [
      profile,
      { ...profile, extra: 'dropped' },
      { ...profile, id: '00000000-0000-0000-0000-000000000000' },
      { ...profile, id: '8d2f1c3e-0a4b-9c5d-9e6f-000000000006' },
      { ...profile, email: 7 },
      { ...profile, registrationCountryIso: 'jp' },
      [profile],
      'profile',
    ]) {
      expect(parseAccountProfile(answer)).toEqual(contract(answer));
    }
  });
});

describe('parseInvoiceTotals', () => {
  it('takes totals that keep the contract and refuses others, as the contract does', () => {
    const contract = byContract(invoiceListSchema.shape.totals);
    const answers = [
      totals,
      { ...totals, open: -1 },
      { ...totals, overdueCount: 1.5 },
      { ...totals, currency: undefined },
      { ...totals, openCount: '3' },
      null,
    ];
    expect(parseInvoiceTotals(totals)).toEqual(totals);
    expect(parseInvoiceTotals({ ...totals, open: -1 })).toBeUndefined();
    for (const answer of answers) expect(parseInvoiceTotals(answer)).toEqual(contract(answer));
  });
});

describe('parseAccountSummary', () => {
  it('takes a summary that keeps the contract and refuses others, as the contract does', () => {
    const contract = byContract(accountSummarySchema);
    const { activeOrganisation: _personal, ...personal } = summary;
    const { expiresOn: _none, ...withoutExpiry } = summary.qualification;
    const answers = [
      summary,
      personal,
      { ...summary, qualification: withoutExpiry },
      { ...summary, openOrders: -2 },
      { ...summary, qualification: { ...summary.qualification, standing: 'revoked' } },
      { ...summary, qualification: { ...summary.qualification, levels: ['B', 3] } },
      { ...summary, qualification: { ...summary.qualification, expiresOn: 20270331 } },
      { ...summary, activeOrganisation: { ...summary.activeOrganisation, id: 'org-1' } },
      { ...summary, activeOrganisation: null },
      { openOrders: 1 },
    ];
    expect(parseAccountSummary(summary)).toEqual(summary);
    expect(parseAccountSummary({ ...summary, openOrders: -2 })).toBeUndefined();
    for (const answer of answers) expect(parseAccountSummary(answer)).toEqual(contract(answer));
  });
});
