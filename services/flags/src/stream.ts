import type { ServerResponse } from 'node:http';

/**
 * The open server-sent-event connections of GET /stream. OFREP clients hold one each and refetch
 * their flags when told to; the hub only has to reach all of them and forget the ones that left.
 */

/** Proxies and load balancers drop connections that stay silent; 25 s stays under the common 30 s idle limits. */
export const HEARTBEAT_MS = 25_000;
/** Tells EventSource how soon to reconnect (requirements §9: stream reconnect base 1000 ms). */
export const RETRY_MS = 1000;
/** A client that stops reading gets disconnected rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 64 * 1024;

export interface RefetchEvent {
  type: 'refetchEvaluation';
  etag: string;
  lastModified: number;
}

export interface StreamHub {
  open(response: ServerResponse, headers: Record<string, string | number | string[]>): void;
  broadcast(event: RefetchEvent): void;
  closeAll(): void;
  readonly size: number;
}

export function createStreamHub(heartbeatMs: number = HEARTBEAT_MS): StreamHub {
  const connections = new Set<ServerResponse>();
  let heartbeat: NodeJS.Timeout | undefined;

  function drop(response: ServerResponse): void {
    connections.delete(response);
    if (connections.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  function send(response: ServerResponse, chunk: string): void {
    if (response.writableEnded || response.destroyed) {
      drop(response);
      return;
    }
    response.write(chunk);
    if (response.writableLength > MAX_BUFFERED_BYTES) {
      drop(response);
      response.destroy();
    }
  }

  return {
    open(response, headers) {
      response.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        // no-transform keeps compressing proxies (Next's among them) from buffering the stream.
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies buffer responses unless told not to, which would hold events back.
        'x-accel-buffering': 'no',
      });
      response.write(`retry: ${RETRY_MS}\n\n`);
      connections.add(response);
      response.on('close', () => drop(response));
      if (!heartbeat) {
        heartbeat = setInterval(() => {
          for (const connection of connections) send(connection, ': heartbeat\n\n');
        }, heartbeatMs);
        heartbeat.unref();
      }
    },
    broadcast(event) {
      const chunk = `data: ${JSON.stringify(event)}\n\n`;
      for (const connection of connections) send(connection, chunk);
    },
    closeAll() {
      for (const connection of connections) {
        drop(connection);
        connection.end();
      }
    },
    get size() {
      return connections.size;
    },
  };
}
