import { readyRoute } from '@/features/health/health.route.ts';

export const dynamic = 'force-dynamic';

export function GET() {
  return readyRoute();
}
