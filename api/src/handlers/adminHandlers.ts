import type { components, LeadSettings, ManagerStatus, UpdateLeadRequest } from '@fleet/api-client';
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

type SetTakesLeadsRequest = components['schemas']['SetTakesLeadsRequest'];
type CreateWebhookRequest = components['schemas']['CreateWebhookRequest'];
type UpdateWebhookRequest = components['schemas']['UpdateWebhookRequest'];

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
  'updateLeadSettings',
  'setTakesLeads',
  'createWebhook',
  'updateWebhook',
  'deleteWebhook',
  'rotateWebhookSecret',
  'resendWebhookDelivery',
]);

export function adminHandlers({
  managers,
  demoUrls,
  audit,
  twoStep,
  contentMirror,
  leadInbox,
  outbox,
  insights,
  leadSettings,
  webhooks,
}: Services): Pick<Handlers, AdminOperations> {
  return {
    adminQuery: async ({ auth, query }) => {
      const { kind, status, owner, search, source, campaign, response } = query;
      const leadFilter: LeadFilter = { kind, status, owner, search, source, campaign, response };
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
      if (query.action === 'getLeadSettings') return { status: 200, body: await leadSettings.get() };
      if (query.action === 'getResponseTimes') return { status: 200, body: await leadInbox.responseTimes() };
      if (query.action === 'getWebhooks') {
        requireSuper(auth);
        return { status: 200, body: { webhooks: await webhooks.list() } };
      }
      if (query.action === 'getWebhookDeliveries') {
        requireSuper(auth);
        if (query.webhookId === undefined) throw new ApiError(400, 'invalid_request', 'getWebhookDeliveries takes a webhookId', 'query.webhookId');
        return { status: 200, body: { deliveries: await webhooks.deliveries(query.webhookId) } };
      }
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
      // Every body but the two settings ones names what it acts on by `id`.
      const { id } = body as { id: string };
      if ('required' in body) {
        await twoStep.setRequired(body.required, auth.manager);
      } else if (action === 'updateLead') {
        const { status, ownerId, note } = body as UpdateLeadRequest;
        return { status: 200, body: { success: true, ...(await leadInbox.update(id, { status, ownerId, note }, auth.manager)) } };
      } else if (action === 'updateLeadSettings') {
        await leadSettings.update(body as LeadSettings);
      } else if (action === 'setTakesLeads') {
        await managers.setTakesLeads(id, (body as SetTakesLeadsRequest).takes_leads, auth.manager);
      } else if (action === 'createWebhook') {
        const { url, events } = body as CreateWebhookRequest;
        return { status: 200, body: { success: true, ...(await webhooks.create(url, events, auth.manager)) } };
      } else if (action === 'updateWebhook') {
        const { id: _id, ...change } = body as UpdateWebhookRequest;
        return { status: 200, body: { success: true, ...(await webhooks.update(id, change)) } };
      } else if (action === 'deleteWebhook') {
        await webhooks.remove(id);
      } else if (action === 'rotateWebhookSecret') {
        return { status: 200, body: { success: true, ...(await webhooks.rotateSecret(id)) } };
      } else if (action === 'resendWebhookDelivery') {
        await webhooks.resend(id);
      } else if (action === 'updateManagerStatus' && 'status' in body) {
        await managers.setStatus(id, body.status as ManagerStatus, auth.manager);
      } else if (action === 'resetTwoStep') {
        await twoStep.reset(id, auth.manager);
      } else if (action === 'deleteSalesManager') {
        await managers.remove(id, auth.manager);
      } else if (action === 'resendEmail') {
        await outbox.resend(id);
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
