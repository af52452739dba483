import {
  getQualificationsRoute,
  postQualificationRoute,
} from '@/features/qualifications/qualifications.route.ts';

/** The signed-in customer's qualification records, and a new submission with its document. */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return getQualificationsRoute(request);
}

export function POST(request: Request) {
  return postQualificationRoute(request);
}
