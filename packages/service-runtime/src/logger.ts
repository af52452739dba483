import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { prettyFactory } from 'pino-pretty';
import type { Env } from '@store/config';

/**
 * Every process's log: readable single lines in a terminal (time, level, service name, message,
 * request id), JSON lines for machines when stdout is not a terminal or LOG_FORMAT=json.
 */

export type LogSettings = Pick<Env, 'LOG_LEVEL' | 'LOG_FORMAT'>;

export function logFormat(settings: LogSettings): 'pretty' | 'json' {
  return settings.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json');
}

/**
 * Each line is prettified where it is logged and written straight to stdout (synchronous for a
 * terminal), rather than through pino-pretty's stream pipeline, so the lines written just before
 * process.exit (a failed start, a stop) still appear.
 */
function prettyStdout(): DestinationStream {
  const prettify = prettyFactory({
    translateTime: 'SYS:HH:MM:ss.l',
    // pid and host say nothing in a terminal; the request id and the request line are in the message.
    ignore: 'pid,hostname,reqId,http',
    messageFormat: '{msg}{if reqId} [{reqId}]{end}',
    singleLine: true,
  });
  return { write: (line: string) => void process.stdout.write(prettify(line)) };
}

/** pino's options and destination for a named process, also usable as Fastify's `logger` option. */
export function loggerOptions(
  name: string,
  settings: LogSettings,
): LoggerOptions & { stream?: DestinationStream } {
  const options = { name, level: settings.LOG_LEVEL };
  return logFormat(settings) === 'pretty' ? { ...options, stream: prettyStdout() } : options;
}

export function createLogger(name: string, settings: LogSettings): Logger {
  const { stream, ...options } = loggerOptions(name, settings);
  return stream ? pino(options, stream) : pino(options);
}
