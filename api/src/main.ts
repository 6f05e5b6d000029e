import { loadConfig } from './config.ts';
import { DataDirInUseError } from './db/dataDirLock.ts';
import { startServer } from './server/startServer.ts';

try {
  const config = loadConfig();
  const server = await startServer(config);
  console.log(`Serving the site at ${server.url}/, the admin at ${server.url}/admin and the API at ${server.url}/functions/v1 and ${server.url}/wp-json`);
  console.log(config.databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: embedded PGlite in ${config.dataDir}`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    server.stop().then(
      () => process.exit(0),
      (error: Error) => {
        console.error(error.message);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
