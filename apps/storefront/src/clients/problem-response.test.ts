import { describe, expect, it } from 'vitest';
import { problemResponse } from './problem-response.ts';

describe('problemResponse', () => {
  it('answers an uncached problem+json with the status and detail', async () => {
    const response = problemResponse(400, 'expects locale');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ title: 'Refused', status: 400, detail: 'expects locale' });
  });

  it('calls a 503 unavailable, and takes a title of its own', async () => {
    expect((await problemResponse(503, 'down').json()).title).toBe('Unavailable');
    expect((await problemResponse(400, 'q', { title: 'Bad suggestion request' }).json()).title).toBe(
      'Bad suggestion request',
    );
  });

  it("lists the errors and adds the caller's headers", async () => {
    const response = problemResponse(401, 'step-up', {
      errors: [{ path: 'body.email', message: 'Invalid email' }],
      headers: { 'WWW-Authenticate': 'Bearer error="insufficient_scope"' },
    });
    expect(response.headers.get('www-authenticate')).toBe('Bearer error="insufficient_scope"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.json()).errors).toEqual([{ path: 'body.email', message: 'Invalid email' }]);
  });
});
