import type { Handlers } from '../generated/operations.ts';
import type { Services } from '../services/Services.ts';

export function authHandlers({ auth }: Services): Pick<Handlers, 'signIn' | 'signOut' | 'changePassword'> {
  return {
    signIn: async ({ body, clientIp }) => ({ status: 200, body: await auth.signIn(body.email, body.password, clientIp) }),
    signOut: async ({ auth: session }) => {
      await auth.signOut(session);
      return { status: 200, body: { success: true } };
    },
    changePassword: async ({ auth: session, body }) => {
      await auth.changePassword(session, body.currentPassword, body.newPassword);
      return { status: 200, body: { success: true } };
    },
  };
}
