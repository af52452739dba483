import type { EvaluationEvent } from '@store/contracts';
import { FLAG_EVENT_CAPACITY, FLAG_EVENT_FLUSH_MS } from '@store/contracts/flag-catalogue';

/**
 * Batches flag evaluation events (requirements §9): flushed every FLAG_EVENT_FLUSH_MS at the least and as soon
 * as FLAG_EVENT_CAPACITY are queued; events beyond capacity while a flush is pending start a new batch.
 */
export class EventBatcher {
  private queue: EvaluationEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly send: (events: EvaluationEvent[]) => void;
  private readonly flushMs: number;
  private readonly capacity: number;

  constructor(
    send: (events: EvaluationEvent[]) => void,
    options: { flushMs?: number; capacity?: number } = {},
  ) {
    this.send = send;
    this.flushMs = Math.max(options.flushMs ?? FLAG_EVENT_FLUSH_MS, FLAG_EVENT_FLUSH_MS);
    this.capacity = options.capacity ?? FLAG_EVENT_CAPACITY;
  }

  add(event: EvaluationEvent): void {
    this.queue.push(event);
    if (this.queue.length >= this.capacity) {
      this.flush();
      return;
    }
    this.timer ??= setTimeout(() => this.flush(), this.flushMs);
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    while (this.queue.length > 0) this.send(this.queue.splice(0, this.capacity));
  }

  get pending(): number {
    return this.queue.length;
  }
}
