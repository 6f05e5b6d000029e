import { defineConfig } from 'vitest/config';
import { postgresSuite } from './test/postgresSuite.ts';
import base from './vitest.config.ts';

// The API's tests on PostgreSQL (TEST_DB=postgres with TEST_DATABASE_URL): the files of test/postgresSuite.ts, whose
// subjects the server engine could answer differently from the embedded one. The PGlite run has every file.
export default defineConfig({ ...base, test: { ...base.test, include: [...postgresSuite.on] } });
