import { describe, expect, it, vi } from 'vitest';
import { startLazily } from './start-lazily.ts';

describe('startLazily', () => {
  it('starts once the code has loaded, and stops what it started', async () => {
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const cleanup = startLazily(() => Promise.resolve('module'), start);
    await Promise.resolve();
    await Promise.resolve();
    expect(start).toHaveBeenCalledWith('module');
    cleanup();
    expect(stop).toHaveBeenCalledOnce();
  });

  it('never starts when stopped before the code arrives', async () => {
    const start = vi.fn(() => () => {});
    const cleanup = startLazily(() => Promise.resolve('module'), start);
    cleanup();
    await Promise.resolve();
    await Promise.resolve();
    expect(start).not.toHaveBeenCalled();
  });
});
