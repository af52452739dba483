import { describe, expect, it } from 'vitest';
import { etagMatches } from './etag.ts';

describe('etagMatches (If-None-Match)', () => {
  const etag = '"abc123"';

  it('matches the exact tag', () => {
    expect(etagMatches('"abc123"', etag)).toBe(true);
    expect(etagMatches('"abc124"', etag)).toBe(false);
  });

  it('compares weakly: a W/ prefix on either side is ignored', () => {
    expect(etagMatches('W/"abc123"', etag)).toBe(true);
    expect(etagMatches('"abc123"', 'W/"abc123"')).toBe(true);
    expect(etagMatches('W/"abc123"', 'W/"abc123"')).toBe(true);
  });

  it('matches any tag of a list, with or without spaces', () => {
    expect(etagMatches('"x", W/"abc123" ,"y"', etag)).toBe(true);
    expect(etagMatches('"x","abc123"', etag)).toBe(true);
    expect(etagMatches('"x", "y"', etag)).toBe(false);
  });

  it('matches * against any current representation', () => {
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches(' * ', etag)).toBe(true);
  });

  it('does not match without a header', () => {
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('', etag)).toBe(false);
  });

  it('does not match a malformed header', () => {
    expect(etagMatches('abc123', etag)).toBe(false);
    expect(etagMatches('"abc123', etag)).toBe(false);
    expect(etagMatches(',,', etag)).toBe(false);
    expect(etagMatches('w/"abc123"', etag)).toBe(false);
  });
});
