import { resolve } from 'node:path';
import { loadConfig } from './config.ts';
import { DataDirInUseError } from './db/dataDirLock.ts';
import { loadDotEnv } from './loadDotEnv.ts';
import { createLogger } from './logging/createLogger.ts';
import { PortInUseError } from './server/PortInUseError.ts';
import { startServer } from './server/startServer.ts';

try {
  const readDotEnv = loadDotEnv();
  const logger = await createLogger(process.env);
  if (readDotEnv) logger.info(`Read the settings in ${resolve('.env')} (variables set in the environment win)`);
  const config = loadConfig();
  logger.info(config.databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: embedded PGlite in ${config.dataDir}`);
  const server = await startServer(config, logger);
  logger.info(
    { url: server.url, port: server.port },
    `Serving the site at ${server.url}/, the admin at ${server.url}/admin and the API at ${server.url}/functions/v1 and ${server.url}/wp-json`,
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `${signal}: shutting down`);
    server.stop().then(
      () => process.exit(0),
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
