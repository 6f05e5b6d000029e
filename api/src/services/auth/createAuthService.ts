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
type ManagerSession = components['schemas']['ManagerSession'];

/** Enough to recognise a browser; a longer header is cut, not refused. */
const userAgentLength = 300;

const authenticationRequired = () => new ApiError(401, 'authentication_required', 'Authentication required');
export const unauthorized = () => new ApiError(403, 'unauthorized', 'Unauthorized');

export function createAuthService(db: Database, logger: Logger) {
  return {
    async signIn(email: string, password: string, ip: string, userAgent = ''): Promise<SignInResponse> {
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
        `insert into sessions (token_hash, manager_id, expires_at, user_agent, client_ip)
         values ($1, $2, now() + make_interval(secs => $3), $4, $5) returning expires_at`,
        [hashSessionToken(token), row.id, sessionPolicy.absoluteSeconds, userAgent.slice(0, userAgentLength), ip],
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

    /** The manager's sessions that are still valid, newest first; `current` is the one asking. */
    async listSessions(auth: AuthContext): Promise<ManagerSession[]> {
      const rows = await db.query<{ id: string; user_agent: string; client_ip: string; created_at: Date; last_seen_at: Date }>(
        `select id, user_agent, client_ip, created_at, last_seen_at from sessions
         where manager_id = $1 and expires_at > now() and last_seen_at > now() - make_interval(secs => $2)
         order by created_at desc, id`,
        [auth.manager.id, sessionPolicy.idleSeconds],
      );
      return rows.map((row) => ({
        id: row.id,
        user_agent: row.user_agent,
        client_ip: row.client_ip,
        created_at: row.created_at.toISOString(),
        last_seen_at: row.last_seen_at.toISOString(),
        current: row.id === auth.sessionId,
      }));
    },

    /** Ends one of the manager's own sessions; another manager's, or none, is 404 alike. */
    async endSession(auth: AuthContext, id: string): Promise<void> {
      const ended = await db.query('delete from sessions where id = $1 and manager_id = $2 returning id', [id, auth.manager.id]);
      if (ended.length === 0) throw new ApiError(404, 'not_found', 'Session not found');
      logger.info({ event: 'session_ended', email: auth.manager.email, session: id }, `[auth] ${auth.manager.email} ended one of their sessions`);
    },

    /** Ends every session of the manager but the one asking. */
    async endOtherSessions(auth: AuthContext): Promise<void> {
      const ended = await db.query('delete from sessions where manager_id = $1 and id <> $2 returning id', [auth.manager.id, auth.sessionId]);
      logger.info(
        { event: 'other_sessions_ended', email: auth.manager.email, count: ended.length },
        `[auth] ${auth.manager.email} ended ${ended.length} other session(s)`,
      );
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
