import type { Handlers } from '../generated/operations.ts';
import type { Services } from '../services/Services.ts';

type ManagerOperations = 'listManagers' | 'createSalesManager' | 'setManagerStatus' | 'deleteManager' | 'resetTwoStep' | 'setTakesLeads';

/** The sales team; every one of these is the super admins' (`x-role: super`, checked before a handler runs). */
export function managerHandlers({ managers, twoStep }: Services): Pick<Handlers, ManagerOperations> {
  return {
    listManagers: async () => ({ status: 200, body: { managers: await managers.list() } }),

    createSalesManager: async ({ auth, body }) => ({
      status: 200,
      body: { success: true, manager: await managers.create({ ...body, mustChangePassword: true }, auth.manager) },
    }),

    setManagerStatus: async ({ auth, path, body }) => {
      await managers.setStatus(path.id, body.status, auth.manager);
      return { status: 200, body: { success: true } };
    },

    deleteManager: async ({ auth, path }) => {
      await managers.remove(path.id, auth.manager);
      return { status: 200, body: { success: true } };
    },

    resetTwoStep: async ({ auth, path }) => {
      await twoStep.reset(path.id, auth.manager);
      return { status: 200, body: { success: true } };
    },

    setTakesLeads: async ({ auth, path, body }) => {
      await managers.setTakesLeads(path.id, body.takes_leads, auth.manager);
      return { status: 200, body: { success: true } };
    },
  };
}
