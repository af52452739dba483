import { reconnectDelay } from './reconnect-delay.ts';

/**
 * Listens to the flag service's server-sent events and calls onChange on each refetchEvaluation and
 * on each (re)connection.
 * Reconnects itself with requirements §9's backoff rather than relying on the browser's fixed retry.
 */
export class FlagStream {
  private source: EventSource | undefined;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private readonly url: string;
  private readonly onChange: () => void;

  constructor(url: string, onChange: () => void) {
    this.url = url;
    this.onChange = onChange;
  }

  open(): void {
    if (this.closed) return;
    const source = new EventSource(this.url);
    this.source = source;
    source.onopen = () => {
      this.attempt = 0;
      // A change made while the stream was not yet (or no longer) open sent no message: look now.
      this.onChange();
    };
    source.onmessage = (event: MessageEvent<string>) => {
      try {
        const message = JSON.parse(event.data) as { type?: unknown };
        if (message.type === 'refetchEvaluation') this.onChange();
      } catch {
        // A message we cannot read is ignored; the next change still arrives.
      }
    };
    source.onerror = () => {
      source.close();
      if (this.closed) return;
      this.timer = setTimeout(() => this.open(), reconnectDelay(this.attempt));
      this.attempt += 1;
    };
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.source?.close();
  }
}
