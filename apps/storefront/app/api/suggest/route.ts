import { suggestRoute } from '@/features/search/suggest.route.ts';

/** Auto-suggest for the header's search box; the browser never calls commerce itself (it holds the key). */
export function GET(request: Request) {
  return suggestRoute(request);
}
