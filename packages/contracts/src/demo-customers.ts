/**
 * The demo customers of the embedded store, one per registration country it serves. The identity
 * service seeds their accounts and the commerce service their customer records under the same
 * ids, so a demo sign-in finds its profile in both. Plain data, no zod: the storefront may import it.
 */

export interface DemoCustomer {
  id: string;
  username: string;
  email: string;
  givenName: string;
  familyName: string;
  registrationCountryIso: 'US' | 'CA' | 'GB' | 'NL' | 'ES' | 'JP' | 'SG' | 'AU' | 'NZ';
}

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
