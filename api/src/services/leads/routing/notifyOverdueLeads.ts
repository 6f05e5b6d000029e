import type { Database } from '../../../db/Database.ts';
import { overdueLeadEmail } from '../../mail/composeLeadHandlingEmails.ts';
import { enqueueEmail } from '../../mail/enqueueEmail.ts';
import { overdueLead } from '../leadRow.ts';

interface DueRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  owner_email: string | null;
}

/**
 * Tells whoever should know, once, about each lead that went past its response target unworked: its owner, or every
 * active super admin while nobody has it (or its owner is inactive). The lead is marked in the same transaction as
 * the e-mails are queued, and claimed with SKIP LOCKED, so two instances looking at once send one e-mail, never two.
 * Answers how many leads were told about.
 */
export async function notifyOverdueLeads(db: Database, publicUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.query<DueRow>(
      `with due as (
         select l.id from leads l where ${overdueLead} and l.overdue_notified_at is null
         order by l.respond_by limit 100 for update of l skip locked)
       update leads l set overdue_notified_at = now() from due where l.id = due.id
       returning l.id, l.email, l.payload ->> 'firstName' as first_name, l.payload ->> 'lastName' as last_name,
         nullif(l.payload ->> 'company', '') as company,
         (select m.email from managers m where m.id = l.owner_id and m.status = 'active') as owner_email`,
    );
    if (due.length === 0) return 0;
    const supers = await tx.query<{ email: string }>(`select email from managers where role = 'super' and status = 'active' order by created_at`);
    for (const lead of due) {
      const mention = { id: lead.id, name: `${lead.first_name ?? ''} ${lead.last_name ?? ''}`.trim(), company: lead.company, email: lead.email };
      const recipients = lead.owner_email ? [lead.owner_email] : supers.map((admin) => admin.email);
      for (const to of recipients) await enqueueEmail(tx, overdueLeadEmail(mention, to, Boolean(lead.owner_email), publicUrl), lead.id);
    }
    return due.length;
  });
}
