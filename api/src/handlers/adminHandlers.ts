import type { Handlers } from '../generated/operations.ts';
import { ApiError } from '../http/ApiError.ts';
import { auditTime } from '../services/audit/auditTime.ts';
import type { AuthContext } from '../services/auth/AuthContext.ts';
import { unauthorized } from '../services/auth/createAuthService.ts';
import { daysOf } from '../services/demoUrls/createDemoUrlService.ts';
import type { Services } from '../services/Services.ts';

function requireSuper(auth: AuthContext) {
  if (auth.manager.role !== 'super') throw unauthorized();
}

type AdminOperations = 'adminQuery' | 'adminCommand' | 'generateDemoUrl' | 'revokeDemoUrl' | 'extendDemoUrl' | 'createSalesManager';

export function adminHandlers({ managers, demoUrls, audit, twoStep, contentMirror }: Services): Pick<Handlers, AdminOperations> {
  return {
    adminQuery: async ({ auth, query }) => {
      if (query.action === 'getSalesManagers') {
        requireSuper(auth);
        return { status: 200, body: { managers: await managers.list() } };
      }
      if (query.action === 'getAuditLog') {
        requireSuper(auth);
        const { actor, event, page = 1 } = query;
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
      return { status: 200, body: { demoUrls: await demoUrls.list() } };
    },

    adminCommand: async ({ auth, query, body }) => {
      requireSuper(auth);
      const wrongBody = (expected: string) => new ApiError(400, 'invalid_request', `${query.action} takes ${expected}`);
      if (query.action === 'setTwoStepRequirement') {
        if (!('required' in body)) throw wrongBody('{required}');
        await twoStep.setRequired(body.required, auth.manager);
      } else if (!('id' in body)) {
        throw wrongBody(query.action === 'updateManagerStatus' ? '{id, status}' : '{id}');
      } else if (query.action === 'updateManagerStatus') {
        if (!('status' in body)) throw new ApiError(400, 'invalid_request', 'body.status is required for updateManagerStatus', 'body.status');
        await managers.setStatus(body.id, body.status, auth.manager);
      } else {
        if ('status' in body) throw new ApiError(400, 'invalid_request', `body.status is not an allowed field for ${query.action}`, 'body.status');
        if (query.action === 'resetTwoStep') await twoStep.reset(body.id, auth.manager);
        else await managers.remove(body.id, auth.manager);
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
