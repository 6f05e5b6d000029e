import type { components, Manager } from '@fleet/api-client';
import type { Database } from '../../../db/Database.ts';
import type { Logger } from '../../../logging/createLogger.ts';
import { secretBox } from '../../crypto/secretBox.ts';
import { ServiceError } from '../../ServiceError.ts';
import type { AuthContext } from '../AuthContext.ts';
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recoveryCodes.ts';
import { newTotpSecret, totpStep, totpUri } from './totp.ts';

type TwoStepStatus = components['schemas']['TwoStepStatus'];
type TwoStepEnrolment = components['schemas']['TwoStepEnrolment'];

/** How a second factor was shown: a code from the app, or one of the recovery codes. */
export type SecondFactor = 'totp' | 'recovery_code';

export const invalidCode = () => new ServiceError('invalid', 'Invalid code', { field: 'body.code' });

/** Enrolment, checking codes, and the team's requirement; secrets are sealed with `key` and never leave unsealed but once, at enrolment. */
export function createTwoStepService(db: Database, key: Buffer, logger: Logger) {
  const box = secretBox(key, 'two-step');
  const secretOf = async (managerId: string, enabled: boolean): Promise<string | undefined> => {
    const [row] = await db.query<{ secret_ciphertext: string }>(
      `select secret_ciphertext from manager_totp where manager_id = $1 and (enabled_at is not null) = $2`,
      [managerId, enabled],
    );
    return row ? box.open(managerId, row.secret_ciphertext) : undefined;
  };

  return {
    /** The session's manager already says whether it is on (re-read at every request); the rest is counted here. */
    async status(auth: AuthContext): Promise<TwoStepStatus> {
      const enabled = auth.manager.mfa_enabled;
      const [row] = await db.query<{ left: number; required: boolean }>(
        `select (select count(*)::int from recovery_codes where manager_id = $1 and used_at is null) as left,
                (select two_step_required from security_settings) as required`,
        [auth.manager.id],
      );
      return { enabled, recovery_codes_left: enabled ? row!.left : 0, required: row!.required };
    },

    /** A new secret waiting for its first code; starting again replaces one that was never confirmed. */
    async startEnrolment(auth: AuthContext): Promise<TwoStepEnrolment> {
      const secret = newTotpSecret();
      const started = await db.query(
        `insert into manager_totp (manager_id, secret_ciphertext) values ($1, $2)
         on conflict (manager_id) do update set secret_ciphertext = excluded.secret_ciphertext, created_at = now()
         where manager_totp.enabled_at is null
         returning manager_id`,
        [auth.manager.id, box.seal(auth.manager.id, secret)],
      );
      if (started.length === 0) throw new ServiceError('conflict', 'Two-step verification is already on');
      return { secret, otpauth_uri: totpUri(secret, auth.manager.email) };
    },

    /** The first code turns it on; the ten recovery codes are answered this once and kept only as hashes. */
    async confirmEnrolment(auth: AuthContext, code: string): Promise<string[]> {
      const secret = await secretOf(auth.manager.id, false);
      if (!secret) throw new ServiceError('conflict', 'Start setting up two-step verification first');
      const step = totpStep(secret, code);
      if (step === undefined) throw invalidCode();
      const codes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        const enabled = await tx.query(
          'update manager_totp set enabled_at = now(), last_used_step = $2 where manager_id = $1 and enabled_at is null returning manager_id',
          [auth.manager.id, step],
        );
        if (enabled.length === 0) throw new ServiceError('conflict', 'Two-step verification is already on');
        await tx.query('delete from recovery_codes where manager_id = $1', [auth.manager.id]);
        for (const one of codes) {
          await tx.query('insert into recovery_codes (manager_id, code_hash) values ($1, $2)', [auth.manager.id, hashRecoveryCode(auth.manager.id, one)]);
        }
      });
      logger.info({ event: 'two_step_enrolled', email: auth.manager.email }, `[auth] two-step verification turned on for ${auth.manager.email}`);
      return codes;
    },

    /**
     * Uses up a code: an app's code is good for its own time step only, and never after a later one was
     * used; a recovery code once. Each check-and-use is one statement, so two requests cannot share a code.
     */
    async spendCode(managerId: string, code: string): Promise<SecondFactor | undefined> {
      const recovery = normaliseRecoveryCode(code);
      if (recovery) {
        const used = await db.query('update recovery_codes set used_at = now() where manager_id = $1 and code_hash = $2 and used_at is null returning id', [
          managerId,
          hashRecoveryCode(managerId, recovery),
        ]);
        return used.length > 0 ? 'recovery_code' : undefined;
      }
      const secret = await secretOf(managerId, true);
      const step = secret === undefined ? undefined : totpStep(secret, code);
      if (step === undefined) return undefined;
      const used = await db.query(
        'update manager_totp set last_used_step = $2 where manager_id = $1 and enabled_at is not null and last_used_step < $2 returning manager_id',
        [managerId, step],
      );
      return used.length > 0 ? 'totp' : undefined;
    },

    /** A super admin's reset: the manager signs in with the password alone, or sets it up again when the team requires it. */
    async reset(id: string, actor: Manager): Promise<void> {
      const [target] = await db.query<{ email: string }>('select email from managers where id = $1', [id]);
      if (!target) throw new ServiceError('not_found', 'Sales manager not found');
      await db.transaction(async (tx) => {
        await tx.query('delete from manager_totp where manager_id = $1', [id]);
        await tx.query('delete from recovery_codes where manager_id = $1', [id]);
      });
      logger.info({ event: 'two_step_reset', email: target.email, by: actor.email }, `[auth] two-step verification of ${target.email} reset by ${actor.email}`);
    },

    async required(): Promise<boolean> {
      const [row] = await db.query<{ two_step_required: boolean }>('select two_step_required from security_settings');
      return row?.two_step_required ?? false;
    },

    /** Whoever requires it of everyone has it already, so the switch cannot shut its own user out. */
    async setRequired(required: boolean, actor: Manager): Promise<void> {
      if (required && !actor.mfa_enabled) throw new ServiceError('conflict', 'Set up two-step verification for yourself first');
      await db.query('update security_settings set two_step_required = $1', [required]);
      logger.info(
        { event: 'two_step_requirement', required, by: actor.email },
        `[auth] two-step verification ${required ? 'required' : 'no longer required'} for everyone, by ${actor.email}`,
      );
    },
  };
}

export type TwoStepService = ReturnType<typeof createTwoStepService>;
