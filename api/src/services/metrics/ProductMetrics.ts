/** Which lead form a lead came from. */
export const leadForms = ['contact', 'demo'] as const;
export type LeadForm = (typeof leadForms)[number];

/** Who made a demo link: a manager in the admin, or the website's demo request form. */
export const demoLinkSources = ['admin', 'website'] as const;
export type DemoLinkSource = (typeof demoLinkSources)[number];

/** What a visit to a demo link came to: counted and redirected, or refused for the reason its page gives. */
export const demoLinkOpenResults = ['opened', 'expired', 'revoked', 'unknown'] as const;
export type DemoLinkOpenResult = (typeof demoLinkOpenResults)[number];

/** The sign-in step a refusal came at: the password, or the second factor's code. */
export const signInSteps = ['password', 'code'] as const;
export type SignInStep = (typeof signInSteps)[number];

/** The throttle that held a sign-in back (signInThrottle.ts): per e-mail, per client address, per account's codes. */
export const signInLimits = ['email', 'address', 'code'] as const;
export type SignInLimit = (typeof signInLimits)[number];

/**
 * What the services tell the metrics as it happens, once it is settled (a lead after its commit). The services
 * speak the product's words; createProductCounters turns them into counters.
 */
export interface ProductMetrics {
  leadReceived(form: LeadForm): void;
  demoLinkGenerated(source: DemoLinkSource): void;
  demoLinkOpened(result: DemoLinkOpenResult): void;
  signInFailed(step: SignInStep): void;
  signInThrottled(limit: SignInLimit): void;
}
