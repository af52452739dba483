import { describe, expect, it } from 'vitest';
import { revocationEvents, type TokensRevoked } from './revocation-events.ts';

describe('revocation events in one process', () => {
  it('reach every listener until it stops listening', async () => {
    const events = revocationEvents(undefined);
    const heard: TokensRevoked[] = [];
    const other: TokensRevoked[] = [];
    const stop = events.subscribe((event) => heard.push(event));
    events.subscribe((event) => other.push(event));

    await events.publish({ userId: 'a' });
    stop();
    await events.publish({ userId: 'b' });

    expect(heard).toEqual([{ userId: 'a' }]);
    expect(other).toEqual([{ userId: 'a' }, { userId: 'b' }]);
    await events.close();
  });
});
