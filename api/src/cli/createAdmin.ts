/**
 * Creates a super admin (or a manager) in the configured database:
 *   npm run admin:create -w @fleet/api -- --email you@example.com --name "Your Name" [--role manager]
 * The password comes from ADMIN_PASSWORD, else a strong one is generated and printed once.
 * The server must be stopped first when it runs on the embedded database (it holds the lock).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { DataDirInUseError } from '../db/dataDirLock.ts';
import { openDatabase } from '../db/openDatabase.ts';
import { ApiError } from '../http/errors/ApiError.ts';
import { loadDotEnv } from '../loadDotEnv.ts';
import { createLogger } from '../logging/createLogger.ts';
import { generatePassword } from '../server/bootstrapAdmin.ts';
import { createManagerService } from '../services/managers/createManagerService.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string', default: 'Administrator' },
    role: { type: 'string', default: 'super' },
  },
});

if (!values.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email) || (values.role !== 'super' && values.role !== 'manager')) {
  console.error('Usage: npm run admin:create -w @fleet/api -- --email you@example.com [--name "Your Name"] [--role super|manager]');
  process.exit(2);
}

// `npm run … -w @fleet/api` starts this in api/, while the person, and `npm start` serving from the repository root,
// work where npm was started: from there the tool reads the same .env and the same relative DATA_DIR as the server.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

try {
  loadDotEnv();
  const logger = await createLogger(process.env);
  const config = loadConfig();
  const db = await openDatabase(config, logger);
  try {
    const password = process.env.ADMIN_PASSWORD || generatePassword();
    await createManagerService(db, logger).create({
      email: values.email,
      name: values.name ?? 'Administrator',
      role: values.role,
      password,
      mustChangePassword: !process.env.ADMIN_PASSWORD,
    });
    console.log(`Created ${values.role} ${values.email}.`);
    if (!process.env.ADMIN_PASSWORD) console.log(`Password (shown only once): ${password}`);
  } finally {
    await db.close();
  }
} catch (error) {
  const message = error instanceof ApiError || error instanceof DataDirInUseError || error instanceof Error ? error.message : String(error);
  console.error(`Could not create the account: ${message}`);
  process.exit(1);
}
