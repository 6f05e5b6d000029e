import type { ManagerStatus, UpdateLeadRequest } from '@fleet/api-client';
import type { Handlers } from '../generated/operations.ts';
import { ApiError } from '../http/ApiError.ts';
import { insightsRange } from '../services/analytics/insightsRange.ts';
import { auditTime } from '../services/audit/auditTime.ts';
import type { AuthContext } from '../services/auth/AuthContext.ts';
import { unauthorized } from '../services/auth/createAuthService.ts';
import { daysOf } from '../services/demoUrls/createDemoUrlService.ts';
import type { LeadFilter } from '../services/leads/leadFilter.ts';
import { leadsCsvFileName } from '../services/leads/leadsCsv.ts';
import type { Services } from '../services/Services.ts';

function requireSuper(auth: AuthContext) {
  if (auth.manager.role !== 'super') throw unauthorized();
}

type AdminOperations = 'adminQuery' | 'adminCommand' | 'generateDemoUrl' | 'revokeDemoUrl' | 'extendDemoUrl' | 'createSalesManager';
type CommandAction = Parameters<Handlers['adminCommand']>[0]['query']['action'];

const superOnlyCommands: ReadonlySet<CommandAction> = new Set([
  'updateManagerStatus',
  'deleteSalesManager',
  'resetTwoStep',
  'setTwoStepRequirement',
  'resendEmail',
]);

export function adminHandlers({ managers, demoUrls, audit, twoStep, contentMirror, leadInbox, outbox, insights }: Services): Pick<Handlers, AdminOperations> {
  return {
    adminQuery: async ({ auth, query }) => {
      const { kind, status, owner, search, source, campaign } = query;
      const leadFilter: LeadFilter = { kind, status, owner, search, source, campaign };
      if (query.action === 'getLeads') return { status: 200, body: await leadInbox.page(leadFilter, query.page) };
      if (query.action === 'getLead') {
        if (query.id === undefined) throw new ApiError(400, 'invalid_request', 'getLead takes an id', 'query.id');
        return { status: 200, body: await leadInbox.detail(query.id) };
      }
      if (query.action === 'exportLeads') {
        return {
          status: 200,
          body: await leadInbox.exportCsv(leadFilter),
          headers: { 'Content-Disposition': `attachment; filename="${leadsCsvFileName(new Date())}"` },
        };
      }
      if (query.action === 'getEngagement') return { status: 200, body: await demoUrls.engagement() };
      if (query.action === 'getLeadOwners') return { status: 200, body: { owners: await leadInbox.owners() } };
      if (query.action === 'getLeadOrigins') return { status: 200, body: await leadInbox.origins() };
      if (query.action === 'getInsights') return { status: 200, body: await insights.report(insightsRange(query.from, query.to, new Date())) };
      if (query.action === 'getSalesManagers') {
        requireSuper(auth);
        return { status: 200, body: { managers: await managers.list() } };
      }
      if (query.action === 'getAuditLog') {
        requireSuper(auth);
        const { actor, event, page } = query;
        const time = (name: 'from' | 'to') => {
          const text = query[name];
          if (text === undefined) return undefined;
          const moment = auditTime(text);
          if (moment === undefined) throw new ApiError(400, 'invalid_request', `${name} is not a real date`, `query.${name}`);
          return moment;
        };
        return { status: 200, body: await audit.page({ actor, event, from: time('from'), to: time('to'), page }) };
      }
      if (query.action === 'getSecuritySettings') {
        requireSuper(auth);
        return { status: 200, body: { two_step_required: await twoStep.required() } };
      }
      if (query.action === 'getContentSync') {
        requireSuper(auth);
        return { status: 200, body: await contentMirror.status() };
      }
      return { status: 200, body: { demoUrls: await demoUrls.list(query.sort) } };
    },

    // The body has been checked against the one its action takes (`x-body-by-query` in openapi.yaml).
    adminCommand: async ({ auth, query, body }) => {
      const { action } = query;
      if (superOnlyCommands.has(action)) requireSuper(auth);
      if ('required' in body) {
        await twoStep.setRequired(body.required, auth.manager);
      } else if (action === 'updateLead') {
        const { id, status, ownerId, note } = body as UpdateLeadRequest;
        return { status: 200, body: { success: true, ...(await leadInbox.update(id, { status, ownerId, note }, auth.manager)) } };
      } else if (action === 'updateManagerStatus' && 'status' in body) {
        await managers.setStatus(body.id, body.status as ManagerStatus, auth.manager);
      } else if (action === 'resetTwoStep') {
        await twoStep.reset(body.id, auth.manager);
      } else if (action === 'deleteSalesManager') {
        await managers.remove(body.id, auth.manager);
      } else {
        await outbox.resend(body.id);
      }
      return { status: 200, body: { success: true } };
    },

    generateDemoUrl: async ({ auth, body }) => {
      const demoUrl = await demoUrls.generate(body.clientEmail, daysOf(body.expiresIn), auth.manager);
      return { status: 200, body: { success: true, url: demoUrl.url, demoUrl } };
    },

    revokeDemoUrl: async ({ auth, body }) => ({ status: 200, body: { success: true, demoUrl: await demoUrls.revoke(body.id, auth.manager) } }),

    extendDemoUrl: async ({ auth, body }) => ({
      status: 200,
      body: { success: true, demoUrl: await demoUrls.extend(body.id, daysOf(body.expiresIn), auth.manager) },
    }),

    createSalesManager: async ({ auth, body }) => {
      requireSuper(auth);
      return { status: 200, body: { success: true, manager: await managers.create({ ...body, mustChangePassword: true }, auth.manager) } };
    },
  };
}
