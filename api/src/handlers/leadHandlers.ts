import type { Handlers } from '../generated/operations.ts';
import type { LeadFilter } from '../services/leads/leadFilter.ts';
import { leadsCsvFileName } from '../services/leads/leadsCsv.ts';
import type { Services } from '../services/Services.ts';

type LeadOperations = 'listLeads' | 'exportLeads' | 'getLead' | 'updateLead' | 'listLeadOwners' | 'listLeadOrigins' | 'getResponseTimes' | 'resendEmail';

const filterOf = ({ kind, status, owner, search, source, campaign, response }: LeadFilter): LeadFilter => ({
  kind,
  status,
  owner,
  search,
  source,
  campaign,
  response,
});

export function leadHandlers({ leadInbox, outbox }: Services): Pick<Handlers, LeadOperations> {
  return {
    listLeads: async ({ query }) => ({ status: 200, body: await leadInbox.page(filterOf(query), query.page) }),

    exportLeads: async ({ query }) => ({
      status: 200,
      body: await leadInbox.exportCsv(filterOf(query)),
      headers: { 'Content-Disposition': `attachment; filename="${leadsCsvFileName(new Date())}"` },
    }),

    getLead: async ({ path }) => ({ status: 200, body: await leadInbox.detail(path.id) }),

    updateLead: async ({ auth, path, body }) => {
      const { status, ownerId, note } = body;
      return { status: 200, body: { success: true, ...(await leadInbox.update(path.id, { status, ownerId, note }, auth.manager)) } };
    },

    listLeadOwners: async () => ({ status: 200, body: { owners: await leadInbox.owners() } }),

    listLeadOrigins: async () => ({ status: 200, body: await leadInbox.origins() }),

    getResponseTimes: async () => ({ status: 200, body: await leadInbox.responseTimes() }),

    resendEmail: async ({ path }) => {
      await outbox.resend(path.id);
      return { status: 200, body: { success: true } };
    },
  };
}
