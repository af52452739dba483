import { suggestSuggestions } from '../../../src/features/search/suggest.ts';

/** Auto-suggest for the header's search box; the browser never calls commerce itself (it holds the key). */
export async function GET(request: Request) {
  return suggestSuggestions(new URL(request.url).searchParams);
}
