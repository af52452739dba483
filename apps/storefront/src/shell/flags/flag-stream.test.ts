import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlagStream } from './flag-stream.ts';

/** The browser's EventSource, reduced to what the flag stream uses; each test drives it by hand. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
}

const latest = () => FakeEventSource.opened.at(-1)!;

/** Fails the current connection and returns how long the stream waited before opening the next one. */
function failAndMeasureRetry(): number {
  const before = FakeEventSource.opened.length;
  latest().onerror?.();
  let waited = 0;
  while (FakeEventSource.opened.length === before) {
    vi.advanceTimersByTime(100);
    waited += 100;
  }
  return waited;
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the flag event stream while the flag service is down', () => {
  it('retries from 1000 ms doubling to at most 30000 ms (requirements §9), without a console error', () => {
    const error = vi.spyOn(console, 'error');
    const stream = new FlagStream('/flags/stream', () => undefined);
    stream.open();
    const delays = Array.from({ length: 8 }, failAndMeasureRetry);
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(FakeEventSource.opened.every((source) => source.url === '/flags/stream')).toBe(true);
    expect(error).not.toHaveBeenCalled();
    stream.close();
  });

  it('starts the schedule again once a connection opens, and looks for changes missed meanwhile', () => {
    const onChange = vi.fn();
    const stream = new FlagStream('/flags/stream', onChange);
    stream.open();
    failAndMeasureRetry();
    failAndMeasureRetry();
    latest().onopen?.();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(failAndMeasureRetry()).toBe(1000);
    stream.close();
  });

  it('stops retrying once closed', () => {
    const stream = new FlagStream('/flags/stream', () => undefined);
    stream.open();
    latest().onerror?.();
    stream.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
