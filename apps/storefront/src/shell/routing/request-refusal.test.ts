import { describe, expect, it } from 'vitest';
import { FORWARDED_BODY_LIMIT, requestRefusal } from './request-refusal.ts';

const page = { kind: 'page' } as const;
const forward = { kind: 'forward' } as const;

const request = (method: string, headers: Record<string, string> = {}) => ({
  method,
  headers: new Headers({ host: 'shop.example.com', ...headers }),
});

describe('requests the store refuses before any page or system sees them', () => {
  it('refuses a body larger than any system accepts with 413, on forwarded paths', () => {
    const big = request('POST', { 'content-length': String(FORWARDED_BODY_LIMIT + 1) });
    expect(requestRefusal(big, forward)).toMatchObject({ status: 413 });
    expect(requestRefusal(request('POST', { 'content-length': '52428800' }), forward)).toMatchObject({
      status: 413,
    });
    expect(
      requestRefusal(request('POST', { 'content-length': String(FORWARDED_BODY_LIMIT) }), forward),
    ).toBeUndefined();
  });

  it('refuses methods a page does not answer with 405 and the allowed ones', () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect(requestRefusal(request(method), page)).toMatchObject({
        status: 405,
        headers: { Allow: 'GET, HEAD, POST, OPTIONS' },
      });
    }
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'POST'])
      expect(requestRefusal(request(method), page)).toBeUndefined();
    expect(requestRefusal(request('DELETE'), forward)).toBeUndefined();
  });

  it('refuses a server action from another origin or from Origin null with 403', () => {
    const action = (origin: string, headers: Record<string, string> = {}) =>
      request('POST', { 'next-action': 'abc', origin, ...headers });
    expect(requestRefusal(action('null'), page)).toMatchObject({ status: 403 });
    expect(requestRefusal(action('https://evil.example'), page)).toMatchObject({ status: 403 });
    expect(requestRefusal(action('https://shop.example.com'), page)).toBeUndefined();
    expect(
      requestRefusal(action('https://shop.example.ca', { 'x-forwarded-host': 'shop.example.ca' }), page),
    ).toBeUndefined();
    // A plain POST, and an action without Origin (not a browser's), are Next's to judge.
    expect(requestRefusal(request('POST', { origin: 'null' }), page)).toBeUndefined();
    expect(requestRefusal(request('POST', { 'next-action': 'abc' }), page)).toBeUndefined();
  });
});
