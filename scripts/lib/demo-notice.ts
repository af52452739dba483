import { embeddedServices, isDemo, type Env } from '@store/config';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';

/**
 * What `npm start` says when the store holds the demo customers, whose password the README
 * publishes: nobody should take such a store for a production one.
 */
export function demoNotice(env: Env): string | undefined {
  if (!embeddedServices(env).identity || !isDemo(env)) return undefined;
  const why = env.DATABASE_URL ? 'DEMO_DATA=1 is set' : 'this is the embedded demo (no DATABASE_URL)';
  return [
    `Demo accounts are present: ${DEMO_CUSTOMERS.length} demo customers (demo.us …) whose password is in the README,`,
    `and the published reCAPTCHA pass works, because ${why}. Never serve real customers this way.`,
  ].join('\n');
}
