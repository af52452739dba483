import { stripVTControlCharacters } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, logFormat, loggerOptions } from './logger.ts';

const wasTty = process.stdout.isTTY;
afterEach(() => {
  process.stdout.isTTY = wasTty;
  vi.restoreAllMocks();
});

describe('logFormat', () => {
  it('follows LOG_FORMAT when it is set', () => {
    process.stdout.isTTY = true;
    expect(logFormat({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' })).toBe('json');
    process.stdout.isTTY = false;
    expect(logFormat({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' })).toBe('pretty');
  });

  it('is pretty in a terminal and JSON otherwise when LOG_FORMAT is unset', () => {
    process.stdout.isTTY = true;
    expect(logFormat({ LOG_LEVEL: 'info' })).toBe('pretty');
    process.stdout.isTTY = false;
    expect(logFormat({ LOG_LEVEL: 'info' })).toBe('json');
  });
});

describe('createLogger', () => {
  it('prints one readable line with time, level, service, message and request id', () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const logger = createLogger('content', { LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' });
    logger
      .child({ reqId: '2f1c1d7e-9a6b-4a53-8f0e-1a2b3c4d5e6f' })
      .info({ file: 'nav.json' }, 'file reloaded');
    logger.debug('below the level');

    expect(written).toHaveLength(1);
    const line = stripVTControlCharacters(written[0] ?? '');
    expect(line).toMatch(
      /^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO \(content\): file reloaded \[2f1c1d7e-9a6b-4a53-8f0e-1a2b3c4d5e6f\] {"file":"nav.json"}\n$/,
    );
    expect(line).not.toMatch(/pid|hostname/);
  });

  it('leaves pino writing JSON lines, named for the service, when the format is json', () => {
    expect(loggerOptions('flags', { LOG_LEVEL: 'debug', LOG_FORMAT: 'json' })).toEqual({
      name: 'flags',
      level: 'debug',
    });
  });
});
