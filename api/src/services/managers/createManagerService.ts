import type { Manager } from '@fleet/api-client';
import type { Database, Transaction } from '../../db/Database.ts';
import type { Logger } from '../../logging/createLogger.ts';
import { hashPassword } from '../auth/passwordHash.ts';
import { passwordProblem } from '../auth/passwordRules.ts';
import { ServiceError } from '../ServiceError.ts';
import { type ManagerRow, managerColumns, toManager } from './managerRow.ts';

export interface NewManager {
  email: string;
  name: string;
  role: Manager['role'];
  password: string;
  /** Someone else chose the password (an invitation, a generated one): its owner must replace it first. */
  mustChangePassword: boolean;
}

const notFound = () => new ServiceError('not_found', 'Sales manager not found');

/** Serialises changes to the team so two requests cannot both remove "the other" super admin. */
async function lockTeam(tx: Transaction) {
  await tx.query('select pg_advisory_xact_lock(7402)');
}

async function isLastActiveSuper(tx: Transaction, target: ManagerRow): Promise<boolean> {
  if (target.role !== 'super' || target.status !== 'active') return false;
  const [row] = await tx.query<{ n: number }>(`select count(*)::int as n from managers where role = 'super' and status = 'active'`);
  return (row?.n ?? 0) <= 1;
}

async function loadForChange(tx: Transaction, id: string): Promise<ManagerRow> {
  await lockTeam(tx);
  const [target] = await tx.query<ManagerRow>(`select ${managerColumns} from managers m where m.id = $1`, [id]);
  if (!target) throw notFound();
  return target;
}

export function createManagerService(db: Database, logger: Logger) {
  return {
    async list(): Promise<Manager[]> {
      const rows = await db.query<ManagerRow>(`select ${managerColumns} from managers m order by m.created_at, m.email`);
      return rows.map(toManager);
    },

    async create(input: NewManager, actor?: Manager): Promise<Manager> {
      const problem = passwordProblem(input.password);
      if (problem) throw new ServiceError('invalid', problem, { field: 'body.password' });
      const email = input.email.trim();
      const hash = await hashPassword(input.password);
      const row = await db.transaction(async (tx) => {
        await lockTeam(tx);
        const existing = await tx.query('select 1 from managers where lower(email) = lower($1)', [email]);
        if (existing.length > 0) throw new ServiceError('conflict', 'Email already exists', { field: 'body.email' });
        const [created] = await tx.query<ManagerRow>(
          `insert into managers as m (name, email, role, password_hash, must_change_password) values ($1, $2, $3, $4, $5) returning ${managerColumns}`,
          [input.name.trim(), email, input.role, hash, input.mustChangePassword],
        );
        return created!;
      });
      const by = actor?.email ?? 'operator';
      logger.info({ event: 'manager_added', actor: by, email: row.email, role: row.role }, `[team] ${by} added ${row.email} as ${row.role}`);
      return toManager(row);
    },

    /** Whether round robin gives the manager new leads. */
    async setTakesLeads(id: string, takesLeads: boolean, actor: Manager): Promise<void> {
      const [target] = await db.query<{ email: string }>('update managers set takes_leads = $2, updated_at = now() where id = $1 returning email', [
        id,
        takesLeads,
      ]);
      if (!target) throw notFound();
      logger.info(
        { event: 'manager_takes_leads', actor: actor.email, email: target.email, takesLeads },
        `[team] ${actor.email} set ${target.email} to ${takesLeads ? 'take' : 'not take'} new leads`,
      );
    },

    /** Deactivating ends all of the manager's sessions; the last active super admin stays active. */
    async setStatus(id: string, status: Manager['status'], actor: Manager): Promise<void> {
      await db.transaction(async (tx) => {
        const target = await loadForChange(tx, id);
        if (status === 'inactive' && (await isLastActiveSuper(tx, target))) {
          throw new ServiceError('conflict', 'The last active super admin cannot be deactivated');
        }
        await tx.query('update managers set status = $2, updated_at = now() where id = $1', [id, status]);
        if (status === 'inactive') await tx.query('delete from sessions where manager_id = $1', [id]);
        logger.info({ event: 'manager_status', actor: actor.email, email: target.email, status }, `[team] ${actor.email} set ${target.email} ${status}`);
      });
    },

    async remove(id: string, actor: Manager): Promise<void> {
      await db.transaction(async (tx) => {
        const target = await loadForChange(tx, id);
        if (await isLastActiveSuper(tx, target)) throw new ServiceError('conflict', 'The last active super admin cannot be deleted');
        await tx.query('delete from managers where id = $1', [id]);
        logger.info({ event: 'manager_deleted', actor: actor.email, email: target.email }, `[team] ${actor.email} deleted ${target.email}`);
      });
    },

    async hasSuperAdmin(): Promise<boolean> {
      const rows = await db.query(`select 1 from managers where role = 'super' and status = 'active' limit 1`);
      return rows.length > 0;
    },
  };
}

export type ManagerService = ReturnType<typeof createManagerService>;
