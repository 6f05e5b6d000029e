/**
 * Reads `.env` from the working folder into process.env, when there is one. Variables already set in
 * the environment win, so a deployment can override the file without editing it.
 */
export function loadDotEnv(file = '.env'): boolean {
  try {
    process.loadEnvFile(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw new Error(`${file} could not be read: ${(error as Error).message}`);
  }
}
