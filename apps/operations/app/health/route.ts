import { healthResponse } from '../../src/server/health.ts';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  return healthResponse();
}
