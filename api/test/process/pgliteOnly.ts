import { testBackend } from '../harness/testDatabase.ts';
import { report } from './report.ts';

/** These suites start real servers on the embedded database folder, which PostgreSQL runs do not use. */
export const pgliteOnly = testBackend() === 'pglite';

if (!pgliteOnly) report('[process tests] skipped: TEST_DB=postgres, and these tests are about the embedded PGlite folder (DATA_DIR).');
