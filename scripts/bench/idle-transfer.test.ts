import { describe, expect, it } from 'vitest';
import { resourceKind } from './idle-transfer.ts';

describe('resourceKind', () => {
  it('tells a React Server Components payload by its RSC header, whatever Chromium calls it', () => {
    expect(resourceKind('Fetch', 'http://x/en-us/cart', { RSC: '1', 'Next-Router-Prefetch': '1' })).toBe(
      'rsc',
    );
    expect(resourceKind('Other', 'http://x/en-us/cart', { rsc: '1' })).toBe('rsc');
    expect(resourceKind('Fetch', 'http://x/en-us/cart?_rsc=1x2y3', {})).toBe('rsc');
  });

  it('sorts the rest by Chromium’s resource type', () => {
    expect(resourceKind('Script', 'http://x/a.js', {})).toBe('script');
    expect(resourceKind('Document', 'http://x/a.js', {})).toBe('document');
    expect(resourceKind('XHR', 'http://x/a.js', {})).toBe('fetch');
    expect(resourceKind('Fetch', 'http://x/a.js', {})).toBe('fetch');
    expect(resourceKind('Image', 'http://x/a.js', {})).toBe('image');
    expect(resourceKind('Font', 'http://x/a.js', {})).toBe('font');
    expect(resourceKind('Stylesheet', 'http://x/a.js', {})).toBe('stylesheet');
    expect(resourceKind('Ping', 'http://x/a.js', {})).toBe('other');
    expect(resourceKind(undefined, 'http://x/a.js', {})).toBe('other');
  });
});
