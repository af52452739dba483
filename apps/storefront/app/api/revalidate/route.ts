import { revalidateRoute } from '@/features/catalog/revalidate.route.ts';

/** Commerce asks for the pages of a changed product to be rendered again; the platform key only. */
export function POST(request: Request) {
  return revalidateRoute(request);
}
