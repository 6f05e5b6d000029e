import type { Manager } from '@fleet/api-client';

export interface ManagerRow {
  id: string;
  name: string;
  email: string;
  role: Manager['role'];
  status: Manager['status'];
  password_hash: string;
  must_change_password: boolean;
  created_at: Date;
}

export const managerColumns = 'm.id, m.name, m.email, m.role, m.status, m.password_hash, m.must_change_password, m.created_at';

export function toManager(row: ManagerRow): Manager {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    must_change_password: row.must_change_password,
    created_at: row.created_at.toISOString(),
  };
}
