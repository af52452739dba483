import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isWellFormedRequestId, requestId } from './request-id.ts';

function withId(value: string | undefined): IncomingMessage {
  const request = new IncomingMessage(new Socket());
  if (value !== undefined) request.headers['x-request-id'] = value;
  return request;
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('requestId', () => {
  it("keeps a caller's UUID and nginx's 32-hex-digit $request_id", () => {
    expect(requestId(withId('2f1c1d7e-9a6b-4a53-8f0e-1a2b3c4d5e6f'))).toBe(
      '2f1c1d7e-9a6b-4a53-8f0e-1a2b3c4d5e6f',
    );
    expect(requestId(withId('7c2a9e0b5d4f41e3a8b6c1d2e3f40516'))).toBe('7c2a9e0b5d4f41e3a8b6c1d2e3f40516');
  });

  it('replaces a malformed or missing id with a fresh UUID', () => {
    for (const given of [
      'hello',
      'x'.repeat(32),
      '7c2a9e0b5d4f41e3a8b6c1d2e3f40516\nlevel=fatal',
      '',
      undefined,
    ]) {
      const id = requestId(withId(given));
      expect(id).not.toBe(given);
      expect(id).toMatch(UUID);
    }
    expect(isWellFormedRequestId(['2f1c1d7e-9a6b-4a53-8f0e-1a2b3c4d5e6f'])).toBe(false);
  });
});
