import type { components } from '@fleet/api-client';
import type { Database } from '../../db/Database.ts';
import { ApiError } from '../../http/ApiError.ts';
import { bearerToken } from '../../http/bearerToken.ts';
import type { Logger } from '../../logging/createLogger.ts';
import { type ManagerRow, managerColumns, toManager } from '../managers/managerRow.ts';
import type { AuthContext } from './AuthContext.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwordHash.ts';
import { passwordProblem } from './passwordRules.ts';
import { sessionPolicy } from './sessionPolicy.ts';
import { hashSessionToken, newSessionToken } from './sessionToken.ts';
import { claimAttempt, signInSucceeded, throttleKeys } from './signInThrottle.ts';

type SignInResponse = components['schemas']['SignInResponse'];

const authenticationRequired = () => new ApiError(401, 'authentication_required', 'Authentication required');
export const unauthorized = () => new ApiError(403, 'unauthorized', 'Unauthorized');

export function createAuthService(db: Database, logger: Logger) {
  return {
    async signIn(email: string, password: string, ip: string): Promise<SignInResponse> {
      const keys = throttleKeys(email, ip);
      // Counted before the password is checked: a burst of guesses cannot all be checked before any is counted.
      await claimAttempt(db, keys);
      const [row] = await db.query<ManagerRow>(`select ${managerColumns} from managers m where lower(m.email) = lower($1)`, [email.trim()]);
      // An unknown e-mail costs a hash too, so the answer's timing does not tell which e-mails exist.
      const valid = row ? await verifyPassword(row.password_hash, password) : await verifyAgainstDummy(password).then(() => false);
      if (!row || !valid || row.status !== 'active') {
        const attempted = email.slice(0, 254);
        const inactive = Boolean(row && valid);
        logger.warn(
          { event: 'signin_failed', email: attempted, ip, inactive },
          `[auth] sign-in failed for ${JSON.stringify(attempted)} from ${ip}${inactive ? ' (inactive account)' : ''}`,
        );
        throw new ApiError(401, 'invalid_credentials', 'Invalid login credentials');
      }
      await signInSucceeded(db, keys);
      const token = newSessionToken();
      const [session] = await db.query<{ expires_at: Date }>(
        `insert into sessions (token_hash, manager_id, expires_at)
         values ($1, $2, now() + make_interval(secs => $3)) returning expires_at`,
        [hashSessionToken(token), row.id, sessionPolicy.absoluteSeconds],
      );
      logger.info({ event: 'signin', email: row.email, ip }, `[auth] sign-in succeeded for ${row.email} from ${ip}`);
      return {
        session: {
          access_token: token,
          token_type: 'bearer',
          expires_in: sessionPolicy.absoluteSeconds,
          expires_at: Math.floor(session!.expires_at.getTime() / 1000),
        },
        manager: toManager(row),
      };
    },

    /** The manager behind a session token, as they are now; 401 for no, unknown, expired or ended sessions. */
    async authenticate(authorization: string | undefined): Promise<AuthContext> {
      const token = bearerToken(authorization);
      if (!token) throw authenticationRequired();
      const [row] = await db.query<ManagerRow & { session_id: string; idle: number }>(
        `select s.id as session_id, extract(epoch from now() - s.last_seen_at)::float8 as idle, ${managerColumns}
         from sessions s join managers m on m.id = s.manager_id
         where s.token_hash = $1 and s.expires_at > now() and s.last_seen_at > now() - make_interval(secs => $2)`,
        [hashSessionToken(token), sessionPolicy.idleSeconds],
      );
      if (!row) throw authenticationRequired();
      if (row.status !== 'active') {
        await db.query('delete from sessions where manager_id = $1', [row.id]);
        throw unauthorized();
      }
      if (row.idle > sessionPolicy.touchEverySeconds) {
        await db.query('update sessions set last_seen_at = now() where id = $1', [row.session_id]);
      }
      return { sessionId: row.session_id, manager: toManager(row) };
    },

    async signOut(auth: AuthContext): Promise<void> {
      await db.query('delete from sessions where id = $1', [auth.sessionId]);
      logger.info({ event: 'signout', email: auth.manager.email }, `[auth] signed out ${auth.manager.email}`);
    },

    /** Changes the password and ends every session of the account. */
    async changePassword(auth: AuthContext, currentPassword: string, newPassword: string): Promise<void> {
      const [row] = await db.query<{ password_hash: string }>('select password_hash from managers where id = $1', [auth.manager.id]);
      if (!row || !(await verifyPassword(row.password_hash, currentPassword))) {
        throw new ApiError(400, 'invalid_request', 'Current password is incorrect', 'body.currentPassword');
      }
      const problem = passwordProblem(newPassword);
      if (problem) throw new ApiError(400, 'invalid_request', problem, 'body.newPassword');
      const hash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx.query('update managers set password_hash = $2, must_change_password = false, updated_at = now() where id = $1', [auth.manager.id, hash]);
        await tx.query('delete from sessions where manager_id = $1', [auth.manager.id]);
      });
      logger.info({ event: 'password_changed', email: auth.manager.email }, `[auth] password changed for ${auth.manager.email}; all sessions ended`);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
