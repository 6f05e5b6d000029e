import type { Handlers } from '../generated/operations.ts';
import type { Services } from '../services/Services.ts';

type AuthOperations =
  | 'signIn'
  | 'signInWithCode'
  | 'signOut'
  | 'changePassword'
  | 'listSessions'
  | 'endSession'
  | 'endOtherSessions'
  | 'getTwoStep'
  | 'startTwoStep'
  | 'confirmTwoStep';

export function authHandlers({ auth, twoStep }: Services): Pick<Handlers, AuthOperations> {
  return {
    signIn: async ({ body, clientIp, context }) => ({
      status: 200,
      body: await auth.signIn(body.email, body.password, clientIp, context.req.header('user-agent') ?? ''),
    }),
    signInWithCode: async ({ body, clientIp, context }) => ({
      status: 200,
      body: await auth.signInWithCode(body.mfa_token, body.code, body.password, clientIp, context.req.header('user-agent') ?? ''),
    }),
    getTwoStep: async ({ auth: session }) => ({ status: 200, body: await twoStep.status(session) }),
    startTwoStep: async ({ auth: session }) => ({ status: 200, body: await twoStep.startEnrolment(session) }),
    confirmTwoStep: async ({ auth: session, body }) => ({
      status: 200,
      body: { success: true, recovery_codes: await twoStep.confirmEnrolment(session, body.code) },
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
