/** Which lead form a lead came from. */
export const leadForms = ['contact', 'demo'] as const;
export type LeadForm = (typeof leadForms)[number];

/** Who made a demo link: a manager in the admin, or the website's demo request form. */
export const demoLinkSources = ['admin', 'website'] as const;
export type DemoLinkSource = (typeof demoLinkSources)[number];

/**
 * What a visit to a demo link came to: counted and redirected; redirected but not counted (past the limits per address
 * and per link); or refused for the reason its page gives.
 */
export const demoLinkOpenResults = ['opened', 'uncounted', 'expired', 'revoked', 'unknown'] as const;
export type DemoLinkOpenResult = (typeof demoLinkOpenResults)[number];

/** The sign-in step a refusal came at: the password, or the second factor's code. */
export const signInSteps = ['password', 'code'] as const;
export type SignInStep = (typeof signInSteps)[number];

/** The throttle that held a sign-in back (signInThrottle.ts): per e-mail, per client address, per account's codes. */
export const signInLimits = ['email', 'address', 'code'] as const;
export type SignInLimit = (typeof signInLimits)[number];

/**
 * Why a page view was not counted although it was answered 204 (or 429): sent from a page that is not this site's own
 * (another site's image or beacon), past its address's limit a minute (429), more than the writer can hold while the
 * database is slow or away (the backlog's bound), or lost with a batch the database refused.
 */
export const pageViewDropReasons = ['other_site', 'rate_limited', 'backlog', 'write_failed'] as const;
export type PageViewDropReason = (typeof pageViewDropReasons)[number];

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
  /** `count` page views not counted, for `reason`. */
  pageViewsDropped(reason: PageViewDropReason, count?: number): void;
  /** A page view counted under its address's one overflow visitor: the address had made its day's share of visitors. */
  pageViewPooled(): void;
}
