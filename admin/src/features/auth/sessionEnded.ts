/** What the login page is told when the app sent the person back to it. */
export interface LoginLocationState {
  /** Why they must sign in (again), shown above the form. */
  notice?: string;
}

const sessionEndedMessage = 'Your session has ended. Please sign in again.';

export const signInAgainState = (notice: string = sessionEndedMessage): LoginLocationState => ({ notice });
