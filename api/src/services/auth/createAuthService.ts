import type { components } from '@fleet/api-client';
import type { Database } from '../../db/Database.ts';
import type { Logger } from '../../logging/createLogger.ts';
import { type ManagerRow, managerColumns, toManager } from '../managers/managerRow.ts';
import type { ProductMetrics, SignInStep } from '../metrics/ProductMetrics.ts';
import { ServiceError } from '../ServiceError.ts';
import type { AuthContext } from './AuthContext.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwordHash.ts';
import { passwordProblem } from './passwordRules.ts';
import { sessionPolicy } from './sessionPolicy.ts';
import { hashSessionToken, newSessionToken } from './sessionToken.ts';
import { addressKey, claimAttempt, codeKey, codeSucceeded, limitOfKey, SignInThrottled, signInSucceeded, throttleKeys } from './signInThrottle.ts';
import type { TwoStepService } from './twoStep/createTwoStepService.ts';

type SignInResponse = components['schemas']['SignInResponse'];
type SignInChallenge = components['schemas']['SignInChallenge'];
type SignInResult = SignInResponse | SignInChallenge;
type ManagerSession = components['schemas']['ManagerSession'];

/** Enough to recognise a browser; a longer header is cut, not refused. */
const userAgentLength = 300;
/** Time to open the app and type the code. */
const challengeSeconds = 5 * 60;

const authenticationRequired = () => new ServiceError('unauthenticated', 'Authentication required');
/** Marks whom a refusal at the code step concerns, for the audit trail. */
function concerning(error: unknown, row: ManagerRow): unknown {
  if (error instanceof ServiceError) error.subject = { id: row.id, email: row.email };
  return error;
}

export const signInExpired = () => new ServiceError('invalid_credentials', 'Your sign-in has expired. Please sign in again.');
export const unauthorized = () => new ServiceError('forbidden', 'Unauthorized');

export function createAuthService(db: Database, logger: Logger, twoStep: TwoStepService, metrics: Pick<ProductMetrics, 'signInFailed' | 'signInThrottled'>) {
  const findByEmail = async (email: string) =>
    (await db.query<ManagerRow>(`select ${managerColumns} from managers m where lower(m.email) = lower($1)`, [email.trim()]))[0];

  const refuse = (step: SignInStep, email: string, ip: string, inactive: boolean, message = 'Invalid login credentials') => {
    const attempted = email.slice(0, 254);
    metrics.signInFailed(step);
    logger.warn(
      { event: 'signin_failed', email: attempted, ip, inactive },
      `[auth] sign-in failed for ${JSON.stringify(attempted)} from ${ip}${inactive ? ' (inactive account)' : ''}`,
    );
    return new ServiceError('invalid_credentials', message);
  };

  const openSession = async (row: ManagerRow, ip: string, userAgent: string): Promise<SignInResponse> => {
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
  };

  /** The step between the password and the code: a token that opens nothing but `signInWithCode`. */
  const askForCode = async (row: ManagerRow, passwordChecked: boolean, ip: string, userAgent: string): Promise<SignInChallenge> => {
    const token = newSessionToken();
    await db.query(
      `insert into signin_challenges (token_hash, manager_id, password_checked, expires_at, user_agent, client_ip)
       values ($1, $2, $3, now() + make_interval(secs => $4), $5, $6)`,
      [hashSessionToken(token), row.id, passwordChecked, challengeSeconds, userAgent.slice(0, userAgentLength), ip],
    );
    return { mfa_required: true, mfa_token: token, expires_in: challengeSeconds };
  };

  const service = {
    async signIn(email: string, password: string, ip: string, userAgent = ''): Promise<SignInResult> {
      const keys = throttleKeys(email, ip);
      try {
        // Counted before the password is checked: a burst of guesses cannot all be checked before any is counted.
        await claimAttempt(db, keys);
      } catch (error) {
        // Guesses at an e-mail must not lock its owner out: with a second factor they may still go on, and
        // the password is checked together with the code (this address's count still applies).
        if (!(error instanceof SignInThrottled) || error.key !== keys[0]) throw error;
        const row = await findByEmail(email);
        if (row?.status !== 'active' || !row.mfa_enabled) throw error;
        await claimAttempt(db, keys.slice(1));
        return askForCode(row, false, ip, userAgent);
      }
      const row = await findByEmail(email);
      // An unknown e-mail costs a hash too, so the answer's timing does not tell which e-mails exist.
      const valid = row ? await verifyPassword(row.password_hash, password) : await verifyAgainstDummy(password).then(() => false);
      if (!row || !valid || row.status !== 'active') throw refuse('password', email, ip, Boolean(row && valid));
      // The e-mail's count is kept until the code is right as well.
      if (row.mfa_enabled) return askForCode(row, true, ip, userAgent);
      await signInSucceeded(db, keys);
      return openSession(row, ip, userAgent);
    },

    /**
     * The second step: the token from `signIn` and a code from the app or a recovery code (and the password,
     * when the first step was held back and did not check it). Wrong codes count per account, whatever the
     * address; the token is used up by the sign-in it ends in.
     */
    async signInWithCode(token: string, code: string, password: string | undefined, ip: string, userAgent = ''): Promise<SignInResponse> {
      await claimAttempt(db, [addressKey(ip)]);
      const [row] = await db.query<ManagerRow & { password_checked: boolean }>(
        `select c.password_checked, ${managerColumns} from signin_challenges c join managers m on m.id = c.manager_id
         where c.token_hash = $1 and c.expires_at > now()`,
        [hashSessionToken(token)],
      );
      if (row?.status !== 'active') throw signInExpired();
      // Held back at the password step: one answer for a wrong password and a wrong code, so the code
      // step tells nothing about the password; and wrong codes only count once the password is right.
      if (!row.password_checked && !(password !== undefined && (await verifyPassword(row.password_hash, password)))) {
        throw concerning(refuse('code', row.email, ip, false, 'Invalid code or password'), row);
      }
      await claimAttempt(db, [codeKey(row.id)]).catch((error: unknown) => {
        throw concerning(error, row);
      });
      const factor = await twoStep.spendCode(row.id, code);
      if (!factor) throw concerning(refuse('code', row.email, ip, false, row.password_checked ? 'Invalid code' : 'Invalid code or password'), row);
      const taken = await db.query('delete from signin_challenges where token_hash = $1 returning manager_id', [hashSessionToken(token)]);
      if (taken.length === 0) throw signInExpired();
      await codeSucceeded(db, row.id);
      await signInSucceeded(db, throttleKeys(row.email, ip), 2);
      if (factor === 'recovery_code') {
        logger.warn({ event: 'recovery_code_used', email: row.email, ip }, `[auth] ${row.email} signed in with a recovery code`);
      }
      return openSession(row, ip, userAgent);
    },

    /** The manager behind a session token, as they are now; 401 for no, unknown, expired or ended sessions. */
    async authenticate(token: string | null | undefined): Promise<AuthContext> {
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
      if (ended.length === 0) throw new ServiceError('not_found', 'Session not found');
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
        throw new ServiceError('invalid', 'Current password is incorrect', { field: 'body.currentPassword' });
      }
      const problem = passwordProblem(newPassword);
      if (problem) throw new ServiceError('invalid', problem, { field: 'body.newPassword' });
      const hash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx.query('update managers set password_hash = $2, must_change_password = false, updated_at = now() where id = $1', [auth.manager.id, hash]);
        await tx.query('delete from sessions where manager_id = $1', [auth.manager.id]);
      });
      logger.info({ event: 'password_changed', email: auth.manager.email }, `[auth] password changed for ${auth.manager.email}; all sessions ended`);
    },
  };

  /** Counts the attempts a throttle held back (answered 429), at whichever step and key. */
  const countingThrottled = async <T>(attempt: Promise<T>): Promise<T> => {
    try {
      return await attempt;
    } catch (error) {
      if (error instanceof SignInThrottled) metrics.signInThrottled(limitOfKey(error.key));
      throw error;
    }
  };
  return {
    ...service,
    signIn: (...args: Parameters<typeof service.signIn>) => countingThrottled(service.signIn(...args)),
    signInWithCode: (...args: Parameters<typeof service.signInWithCode>) => countingThrottled(service.signInWithCode(...args)),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
