/**
 * The demo customers' sign-in secrets, which only the identity service knows; the customers
 * themselves (ids, names, countries) are shared with the commerce service through the contracts.
 */

export { DEMO_CUSTOMERS, type DemoCustomer } from '@store/contracts/demo-customers';

/** The demo password of every demo customer; it satisfies the registration password policy. */
export const DEMO_PASSWORD = 'Assess2024';

/** The security question and answer of every demo customer (ForgotPassword tree). */
export const DEMO_KBA = { question: 'What was the name of your first school?', answer: 'Riverside' } as const;
