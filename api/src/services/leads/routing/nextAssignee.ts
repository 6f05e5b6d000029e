import type { LeadSettings } from '@fleet/api-client';
import type { Queryable } from '../../../db/Database.ts';

export interface Assignee {
  id: string;
  name: string;
  email: string;
}

/**
 * With round robin, the manager a new lead goes to: the next active manager who takes new leads after the one who
 * had the last (in the order they joined), from the first again after the last. The settings row is locked until the
 * caller's transaction ends, so two leads arriving at once, on two instances too, go to two people in turn.
 * Undefined with manual assignment (as the caller read the settings; the locked row is read again), or when nobody
 * takes new leads.
 */
export async function nextAssignee(tx: Queryable, assignment: LeadSettings['assignment']): Promise<Assignee | undefined> {
  if (assignment !== 'round_robin') return undefined;
  const [locked] = await tx.query<{ assignment: string; last_assignee_id: string | null }>(
    'select assignment, last_assignee_id from lead_settings where id = 1 for update',
  );
  if (locked?.assignment !== 'round_robin') return undefined;
  const takers = `select id, name, email from managers m where m.status = 'active' and m.takes_leads`;
  const [after] = await tx.query<Assignee>(
    `${takers} and (m.created_at, m.id) > (select created_at, id from managers where id = $1) order by m.created_at, m.id limit 1`,
    [locked.last_assignee_id],
  );
  const assignee = after ?? (await tx.query<Assignee>(`${takers} order by m.created_at, m.id limit 1`))[0];
  if (assignee) await tx.query('update lead_settings set last_assignee_id = $1 where id = 1', [assignee.id]);
  return assignee;
}
