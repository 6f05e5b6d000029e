import type { Manager } from '@fleet/api-client';

/** Who is calling an admin operation: the session's manager, as it is in the database now. */
export interface AuthContext {
  sessionId: string;
  manager: Manager;
}
