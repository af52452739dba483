import { expect } from 'vitest';

/** A problem+json answer in the shared shape (RFC 9457, with the instance and request id). */
export function expectProblem(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  status: number,
) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/problem\+json/);
  expect(res.json()).toEqual({
    type: expect.any(String),
    title: expect.any(String),
    status,
    detail: expect.any(String),
    instance: expect.any(String),
    requestId: expect.any(String),
  });
}
