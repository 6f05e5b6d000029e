import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger } from 'pino';

/** The variables that shape the logs; read from the environment like the rest of the configuration. */
export interface LogSettings {
  LOG_LEVEL?: string | undefined;
  LOG_FORMAT?: string | undefined;
}

const levels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/** An access line carries fields only (http/middleware/accessLog.ts); a person at a terminal reads them as a sentence. */
export function prettyMessage(log: Record<string, unknown>, messageKey: string): string {
  const { method, path, status, durationMs } = log;
  if (log[messageKey] === undefined && typeof method === 'string' && typeof path === 'string') {
    return `${method} ${path} ${status} ${durationMs} ms`;
  }
  return String(log[messageKey] ?? '');
}

/**
 * The server's one logger: a JSON line per event on stdout (level by name, ISO time), or with
 * LOG_FORMAT=pretty coloured lines for a person at a terminal. `destination` takes the lines instead
 * of stdout (tests read them).
 */
export async function createLogger(settings: LogSettings, destination?: DestinationStream): Promise<Logger> {
  const level = settings.LOG_LEVEL || 'info';
  if (!levels.includes(level)) throw new Error(`LOG_LEVEL must be one of ${levels.join(', ')}, got "${level}"`);
  const format = settings.LOG_FORMAT || 'json';
  if (format !== 'json' && format !== 'pretty') throw new Error(`LOG_FORMAT must be json or pretty, got "${format}"`);

  const options: LoggerOptions = {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    // Names rather than pino's numbers: log search tools and people read "warn" without a table.
    formatters: { level: (label) => ({ level: label }) },
  };
  if (format === 'pretty') {
    // Loaded only when asked for: production writes JSON and never pays for the formatter.
    const { default: pretty } = await import('pino-pretty');
    return pino(
      options,
      pretty({
        destination: destination ?? 1,
        // The access line's message already says these; the request id stays, to find the line again.
        ignore: 'pid,hostname,method,path,status,durationMs',
        translateTime: 'SYS:HH:MM:ss.l',
        messageFormat: prettyMessage,
      }),
    );
  }
  // Written without blocking the request that logged: lines queued while a write is under way go out
  // together with the next one. pino flushes the queue when the process exits; only a kill -9 can lose it.
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
