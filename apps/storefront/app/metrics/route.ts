import { metricsRoute } from '@/features/health/metrics.route.ts';

export const dynamic = 'force-dynamic';

export function GET() {
  return metricsRoute();
}
