import { describe, expect, it } from 'vitest';
import { sessionCheckDue, sessionCheckRecord } from './session-check.ts';

const user = '8d2f1c3e-0a4b-4c5d-9e6f-000000000003';
const now = 1_800_000_000_000;

describe('session check throttle', () => {
  it('is due with no record or an unreadable one', () => {
    expect(sessionCheckDue(null, user, now)).toBe(true);
    expect(sessionCheckDue('not json', user, now)).toBe(true);
    expect(sessionCheckDue('{"userId":"x"}', user, now)).toBe(true);
  });

  it('waits the whole throttle after a check for the same user', () => {
    const record = sessionCheckRecord(user, now);
    expect(sessionCheckDue(record, user, now + 1000)).toBe(false);
    expect(sessionCheckDue(record, user, now + 299_999)).toBe(false);
    expect(sessionCheckDue(record, user, now + 300_000)).toBe(true);
  });

  it('checks at once for another user, or a record from the future', () => {
    expect(sessionCheckDue(sessionCheckRecord('someone-else', now), user, now + 1)).toBe(true);
    expect(sessionCheckDue(sessionCheckRecord(user, now + 60_000), user, now)).toBe(true);
  });
});
