import type { Manager } from '@fleet/api-client';

export interface ManagerRow {
  id: string;
  name: string;
  email: string;
  role: Manager['role'];
  status: Manager['status'];
  password_hash: string;
  must_change_password: boolean;
  mfa_enabled: boolean;
  two_step_required: boolean;
  takes_leads: boolean;
  created_at: Date;
}

/** Selects a manager as `m`, with whether they have a second factor and whether the team requires one. */
export const managerColumns = `m.id, m.name, m.email, m.role, m.status, m.password_hash, m.must_change_password, m.takes_leads, m.created_at,
  exists(select 1 from manager_totp t where t.manager_id = m.id and t.enabled_at is not null) as mfa_enabled,
  (select s.two_step_required from security_settings s) as two_step_required`;

export function toManager(row: ManagerRow): Manager {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    must_change_password: row.must_change_password,
    mfa_enabled: row.mfa_enabled,
    mfa_setup_required: row.two_step_required && !row.mfa_enabled,
    takes_leads: row.takes_leads,
    created_at: row.created_at.toISOString(),
  };
}
