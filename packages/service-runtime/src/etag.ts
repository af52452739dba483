/**
 * RFC 9110 §13.1.2 If-None-Match: `*` matches any current representation, otherwise any entity tag
 * of the comma-separated list matches by the weak comparison (W/ prefixes ignored on both sides).
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const wanted = opaqueTag(etag);
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || (tag !== '' && opaqueTag(tag) === wanted);
  });
}

function opaqueTag(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
