/** Values the e2e server is started with; tests read them from here rather than repeating them. */
// E2E_PORT lets two runs share a machine.
export const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://127.0.0.1:${port}`;
export const anonKey = 'public-anon-key';
export const adminCredentials = {
  email: 'admin@example.com',
  password: 'Correct-Horse-42!',
} as const;

/** The SMTP server the run starts (utils/mailCatcherSetup.ts); the app server delivers its mail to it. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1000);
/** The sales team's inbox (SALES_EMAIL): contact messages and demo request notices go there. */
export const salesInbox = 'sales-team@example.com';
/** Lead forms allow a few sends per client address; every test shares one address, so the run raises the limit. */
export const formRateLimit = '1000/600,10000/86400';
/**
 * The outbox gives a refused e-mail up after this many attempts, the first retry 2 s after the first try
 * (OUTBOX_MAX_ATTEMPTS, OUTBOX_RETRY_SECONDS): seconds instead of the hours the defaults take, so a journey can
 * watch an e-mail fail and be sent again.
 */
export const outboxMaxAttempts = 3;
export const outboxRetrySeconds = 2;

/** The two widths every page is checked at. */
export const viewports = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 375, height: 812 },
} as const;

export type Width = keyof typeof viewports;

/** Each width with its viewport, for one describe block per width. */
export const widths = Object.entries(viewports) as [Width, (typeof viewports)[Width]][];
