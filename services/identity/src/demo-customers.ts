/**
 * Demo customers the identity service seeds on start (idempotently), one per registration
 * country the store serves. The ids are fixed so that the commerce service can give each the
 * same customer id (README, Demo customers).
 */

export interface DemoCustomer {
  id: string;
  username: string;
  email: string;
  givenName: string;
  familyName: string;
  registrationCountryIso: 'US' | 'CA' | 'GB' | 'NL' | 'ES' | 'JP' | 'SG' | 'AU' | 'NZ';
}

/** The demo password of every demo customer; it satisfies the registration password policy. */
export const DEMO_PASSWORD = 'Assess2024';

/** The security question and answer of every demo customer (ForgotPassword tree). */
export const DEMO_KBA = { question: 'What was the name of your first school?', answer: 'Riverside' } as const;

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    id: '8d2f1c3e-0a4b-4c5d-9e6f-000000000001',
    username: 'demo.us',
    email: 'demo.us@example.com',
    givenName: 'Avery',
    familyName: 'Johnson',
    registrationCountryIso: 'US',
  },
  {
    id: '8d2f1c3e-0a4b-4c5d-9e6f-000000000002',
    username: 'demo.ca',
    email: 'demo.ca@example.ca',
    givenName: 'Camille',
    familyName: 'Tremblay',
    registrationCountryIso: 'CA',
  },
  {
    id: '8d2f1c3e-0a4b-4c5d-9e6f-000000000003',
    username: 'demo.gb',
    email: 'demo.gb@example.co.uk',
    givenName: 'Oliver',
    familyName: 'Hughes',
    registrationCountryIso: 'GB',
  },
  {
    id: '8d2f1c3e-0a4b-4c5d-9e6f-000000000004',
    username: 'demo.nl',
    email: 'demo.nl@example.nl',
    givenName: 'Sanne',
    familyName: 'de Vries',
    registrationCountryIso: 'NL',
  },
  {
    id: '8d2f1c3e-0a4b-4c5d-9e6f-000000000005',
    username: 'demo.es',
    email: 'demo.es@example.es',
    givenName: 'Lucía',
    familyName: 'García',
    registrationCountryIso: 'ES',
  },
  {
    id: '8d2f1c3e-0a4b-4c5d-9e6f-000000000006',
    username: 'demo.jp',
    email: 'demo.jp@example.jp',
    givenName: 'Haruto',
    familyName: 'Sato',
    registrationCountryIso: 'JP',
  },
  {
    id: '8d2f1c3e-0a4b-4c5d-9e6f-000000000007',
    username: 'demo.sg',
    email: 'demo.sg@example.sg',
    givenName: 'Wei Ling',
    familyName: 'Tan',
    registrationCountryIso: 'SG',
  },
  {
    id: '8d2f1c3e-0a4b-4c5d-9e6f-000000000008',
    username: 'demo.au',
    email: 'demo.au@example.com.au',
    givenName: 'Charlotte',
    familyName: 'Wilson',
    registrationCountryIso: 'AU',
  },
  {
    id: '8d2f1c3e-0a4b-4c5d-9e6f-000000000009',
    username: 'demo.nz',
    email: 'demo.nz@example.co.nz',
    givenName: 'Nikau',
    familyName: 'Walker',
    registrationCountryIso: 'NZ',
  },
];
