import { resolve } from 'node:path';
import { loadConfig, parseWholeNumber } from './config.ts';
import { DataDirInUseError } from './db/dataDirLock.ts';
import { trustProxyDeprecation } from './http/address/proxyTrust.ts';
import { loadDotEnv } from './loadDotEnv.ts';
import { createLogger } from './logging/createLogger.ts';
import { PortInUseError } from './server/PortInUseError.ts';
import { startServer } from './server/startServer.ts';

/**
 * One Ctrl-C can reach the server more than once in the same moment (from the terminal, and passed on by npm and
 * `npm start`); only a signal this long after the first is a person asking again.
 */
const sameSignalMs = 1_000;

try {
  const readDotEnv = loadDotEnv();
  const logger = await createLogger(process.env);
  if (readDotEnv) logger.info(`Read the settings in ${resolve('.env')} (variables set in the environment win)`);
  const config = loadConfig();
  const drainSeconds = parseWholeNumber(process.env.SHUTDOWN_DRAIN_SECONDS, 'SHUTDOWN_DRAIN_SECONDS', 0, 300, 5);
  const timeoutSeconds = parseWholeNumber(process.env.SHUTDOWN_TIMEOUT_SECONDS, 'SHUTDOWN_TIMEOUT_SECONDS', 1, 3600, 20);
  logger.info(config.databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: embedded PGlite in ${config.dataDir}`);
  const proxyWarning = trustProxyDeprecation(process.env);
  if (proxyWarning) logger.warn(proxyWarning);
  const server = await startServer(config, logger);
  logger.info(
    { url: server.url, port: server.port },
    `Serving the site at ${server.url}/, the admin at ${server.url}/admin and the API at ${server.url}/functions/v1 and ${server.url}/wp-json`,
  );
  let firstSignalAt: number | undefined;
  const hurry = new AbortController();
  const stop = (signal: string) => {
    if (firstSignalAt !== undefined) {
      if (Date.now() - firstSignalAt < sameSignalMs || hurry.signal.aborted) return;
      logger.warn({ signal }, `${signal} again: not waiting any longer; cutting the requests under way and closing the database`);
      hurry.abort();
      return;
    }
    firstSignalAt = Date.now();
    logger.info(
      { signal, drainSeconds, timeoutSeconds },
      `${signal}: shutting down (a second ${signal === 'SIGINT' ? 'Ctrl-C' : signal} stops waiting for the drain and the requests under way)`,
    );
    server.stop({ drainMs: drainSeconds * 1000, timeoutMs: timeoutSeconds * 1000, hurry: hurry.signal }).then(
      () => {
        const durationMs = Date.now() - firstSignalAt!;
        logger.info({ durationMs }, `Stopped in ${(durationMs / 1000).toFixed(1)} s; the database is closed`);
        process.exit(0);
      },
      (error: Error) => {
        logger.error({ err: error }, `Shutting down failed: ${error.message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  // A start that fails ends with one plain line on stderr for the person or supervisor that started it, not a stack trace.
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof DataDirInUseError) {
    console.error(message);
    process.exit(2);
  }
  console.error(error instanceof PortInUseError ? message : `The server could not start: ${message}`);
  process.exit(1);
}
