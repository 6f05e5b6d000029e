import type { Handlers } from '../generated/operations.ts';
import type { Services } from '../services/Services.ts';

export function authHandlers({ auth }: Services): Pick<Handlers, 'signIn' | 'signOut' | 'changePassword' | 'listSessions' | 'endSession' | 'endOtherSessions'> {
  return {
    signIn: async ({ body, clientIp, context }) => ({
      status: 200,
      body: await auth.signIn(body.email, body.password, clientIp, context.req.header('user-agent') ?? ''),
    }),
    listSessions: async ({ auth: session }) => ({ status: 200, body: { sessions: await auth.listSessions(session) } }),
    endSession: async ({ auth: session, body }) => {
      await auth.endSession(session, body.id);
      return { status: 200, body: { success: true } };
    },
    endOtherSessions: async ({ auth: session }) => {
      await auth.endOtherSessions(session);
      return { status: 200, body: { success: true } };
    },
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
