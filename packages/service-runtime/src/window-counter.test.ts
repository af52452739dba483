import { describe, expect, it } from 'vitest';
import { WindowCounter } from './window-counter.ts';

describe('WindowCounter', () => {
  it('lets a key count up to the limit in the window, then says how long to wait', () => {
    let now = 1_000_000;
    const counter = new WindowCounter({ limit: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i += 1) {
      expect(counter.waitSeconds('a')).toBe(0);
      counter.count('a');
      now += 10_000;
    }
    expect(counter.waitSeconds('a')).toBe(30);
    expect(counter.waitSeconds('b')).toBe(0);
    now += 30_000;
    expect(counter.waitSeconds('a')).toBe(0);
  });

  it('takes back an event that turned out not to count', () => {
    const counter = new WindowCounter({ limit: 1, windowMs: 60_000 });
    const undo = counter.count('a');
    expect(counter.waitSeconds('a')).toBeGreaterThan(0);
    undo();
    expect(counter.waitSeconds('a')).toBe(0);
  });
});
