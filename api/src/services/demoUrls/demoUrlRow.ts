import type { DemoUrl } from '@fleet/api-client';

export interface DemoUrlRow {
  id: string;
  token: string;
  client_email: string;
  creator_name: string | null;
  creator_email: string | null;
  state: DemoUrl['status'];
  expires_at: Date;
  created_at: Date;
  revoked_at: Date | null;
  open_count: number;
  first_opened_at: Date | null;
  last_opened_at: Date | null;
  lead_id: string | null;
}

/** The newest demo request that has the link `d` (leads_demo_url_idx). */
export const leadOfLink = `(select l.id from leads l where l.demo_url_id = d.id order by l.created_at desc limit 1)`;

/** Columns of demo_urls with the status as a person sees it (revoked, expired or active), and its lead. */
export const demoUrlColumns = `d.id, d.token, d.client_email, d.creator_name, d.creator_email, d.expires_at, d.created_at,
  d.revoked_at, d.open_count, d.first_opened_at, d.last_opened_at,
  case when d.status = 'revoked' then 'revoked' when d.expires_at <= now() then 'expired' else 'active' end as state,
  ${leadOfLink} as lead_id`;

export function demoLink(publicUrl: string, token: string): string {
  return `${publicUrl}/demo-access/${token}`;
}

export function toDemoUrl(row: DemoUrlRow, publicUrl: string): DemoUrl {
  return {
    id: row.id,
    url: demoLink(publicUrl, row.token),
    status: row.state,
    client_email: row.client_email,
    expires_at: row.expires_at.toISOString(),
    created_at: row.created_at.toISOString(),
    sales_managers: row.creator_email ? { name: row.creator_name ?? '', email: row.creator_email } : null,
    open_count: row.open_count,
    first_opened_at: row.first_opened_at?.toISOString() ?? null,
    last_opened_at: row.last_opened_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
    lead_id: row.lead_id,
  };
}
