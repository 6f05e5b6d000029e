import type { Handlers } from '../generated/operations.ts';
import type { Services } from '../services/Services.ts';

type SettingsOperations = 'getLeadSettings' | 'updateLeadSettings' | 'getSecuritySettings' | 'setTwoStepRequirement';

/** The team's settings: how leads are handled, and whether two-step verification is required. */
export function settingsHandlers({ leadSettings, twoStep }: Services): Pick<Handlers, SettingsOperations> {
  return {
    getLeadSettings: async () => ({ status: 200, body: await leadSettings.get() }),

    updateLeadSettings: async ({ body }) => {
      await leadSettings.update(body);
      return { status: 200, body: { success: true } };
    },

    getSecuritySettings: async () => ({ status: 200, body: { two_step_required: await twoStep.required() } }),

    setTwoStepRequirement: async ({ auth, body }) => {
      await twoStep.setRequired(body.required, auth.manager);
      return { status: 200, body: { success: true } };
    },
  };
}
