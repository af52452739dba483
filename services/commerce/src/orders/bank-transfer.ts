import type { BankTransfer } from '@store/contracts/commerce';
import type { StoreId } from '@store/locales';

/**
 * The account each store's bank transfers go to (docs/checkout.md). Every number is fictitious and
 * plainly a demo ("DEMO" banks, 0123456789-style accounts), but has the region's shape, and the
 * IBANs carry valid check digits, so a form that checks them takes them. A deployment replaces this
 * table with its own accounts.
 */
export const BANK_ACCOUNTS: Readonly<Record<StoreId, Omit<BankTransfer, 'reference'>>> = {
  usassessments: {
    accountName: 'Assessments Demo Inc.',
    bankName: 'Demo Bank, N.A.',
    account: [
      { field: 'routingNumber', value: '123456780' },
      { field: 'accountNumber', value: '000123456789' },
    ],
  },
  caassessments: {
    accountName: 'Assessments Demo Canada Ltd.',
    bankName: 'Demo Bank of Canada',
    account: [
      { field: 'transitNumber', value: '01234' },
      { field: 'institutionNumber', value: '999' },
      { field: 'accountNumber', value: '0123456' },
    ],
  },
  ukassessments: {
    accountName: 'Assessments Demo Ltd',
    bankName: 'Demo Bank plc',
    account: [
      { field: 'sortCode', value: '00-12-34' },
      { field: 'accountNumber', value: '01234567' },
    ],
  },
  nlassessments: {
    accountName: 'Assessments Demo B.V.',
    bankName: 'Demo Bank N.V.',
    account: [
      { field: 'iban', value: 'NL93 DEMO 0123 4567 89' },
      { field: 'bic', value: 'DEMONL2A' },
    ],
  },
  esassessments: {
    accountName: 'Assessments Demo S.L.',
    bankName: 'Banco Demo, S.A.',
    account: [
      { field: 'iban', value: 'ES78 9999 0001 4101 2345 6789' },
      { field: 'bic', value: 'DEMOESMM' },
    ],
  },
  auassessments: {
    accountName: 'Assessments Demo Pty Ltd',
    bankName: 'Demo Bank Australia',
    account: [
      { field: 'bsb', value: '012-345' },
      { field: 'accountNumber', value: '123456789' },
    ],
  },
  nzassessments: {
    accountName: 'Assessments Demo NZ Limited',
    bankName: 'Demo Bank New Zealand',
    account: [
      { field: 'bankNumber', value: '99' },
      { field: 'branchNumber', value: '0001' },
      { field: 'accountNumber', value: '0123456' },
      { field: 'suffix', value: '00' },
    ],
  },
  sgassessments: {
    accountName: 'Assessments Demo Pte. Ltd.',
    bankName: 'Demo Bank Singapore',
    account: [
      { field: 'bankCode', value: '9999' },
      { field: 'branchCode', value: '001' },
      { field: 'accountNumber', value: '0123456789' },
    ],
  },
  asiaassessments: {
    accountName: 'アセスメンツ・デモ株式会社',
    bankName: 'デモ銀行',
    account: [
      { field: 'branchName', value: '本店営業部 (001)' },
      { field: 'accountType', value: '普通' },
      { field: 'accountNumber', value: '0123456' },
    ],
  },
};

/**
 * The reference a transfer quotes is the order's number: it is unique, the customer already has it on
 * the confirmation page and email, it fits every region's reference field (at most 18 characters of
 * letters, digits and hyphens), and matching a remittance to its order is then a lookup.
 */
export function bankTransferOf(siteId: string, reference: string): BankTransfer {
  const account = Object.entries(BANK_ACCOUNTS).find(([store]) => store === siteId)?.[1];
  if (!account) throw new RangeError(`Store ${siteId} has no bank account for transfers.`);
  return { reference, ...account };
}
