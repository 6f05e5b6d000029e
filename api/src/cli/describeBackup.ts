import type { BackupManifest } from '../db/backup/backupArchive.ts';
import { migrationNames } from '../db/migrate.ts';

/** Ends the command with one plain line on stderr: 1 for a refusal or a failure, 2 for a wrong command line. */
export function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

/** What an operator wants to know of a backup: when, how big, what it holds, and how it stands to this release's migrations. */
export function describeBackup(bytes: number, manifest: BackupManifest, migrations: string[], counts: string): string {
  const pending = migrationNames().filter((name) => !migrations.includes(name));
  const schema =
    pending.length === 0
      ? `migrations up to ${migrations.at(-1)}`
      : `migrations up to ${migrations.at(-1)}; this release applies ${pending.join(', ')} when it starts on it`;
  return `  taken ${manifest.createdAt}, ${(bytes / 1024 / 1024).toFixed(1)} MB, PostgreSQL ${manifest.postgresVersion} (PGlite), ${schema}\n  holds ${counts}`;
}
