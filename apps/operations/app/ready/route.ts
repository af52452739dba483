import { readyResponse } from '../../src/server/health.ts';
import { serverEnv } from '../../src/server/server-env.ts';

export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return readyResponse(serverEnv());
}
