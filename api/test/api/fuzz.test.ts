import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type OperationId, operationTable } from '../../src/generated/operations.ts';
import type { OperationMeta } from '../../src/http/operations/operationMeta.ts';
import { createLogger } from '../../src/logging/createLogger.ts';
import { insightsRange } from '../../src/services/analytics/insightsRange.ts';
import { auditTime } from '../../src/services/audit/auditTime.ts';
import { passwordProblem } from '../../src/services/auth/passwordRules.ts';
import { hashRecoveryCode, newRecoveryCodes } from '../../src/services/auth/twoStep/recoveryCodes.ts';
import { totpCode } from '../../src/services/auth/twoStep/totp.ts';
import { secretBox } from '../../src/services/crypto/secretBox.ts';
import { isTimeZone } from '../../src/services/leads/routing/businessHours.ts';
import { checkWebhookUrl } from '../../src/services/webhooks/webhookAddress.ts';
import { encodeFuzzRequest, faultStatus } from '../harness/encodeFuzzRequest.ts';
import { type FakeWordPress, startFakeWordPress } from '../harness/fakeWordPress.ts';
import { type FuzzRequest, fuzzRequest } from '../harness/fuzzRequest.ts';
import { type ReceivedResponse, responseValidator } from '../harness/responseValidator.ts';
import { anonKey, startTestServer, superAdmin, type TestServer } from '../harness/startTestServer.ts';

/**
 * Every operation of openapi.yaml, fed requests built from the document itself (valid ones from
 * its schemas, invalid ones by breaking one thing) over real HTTP. Whatever arrives, the server
 * must never answer 5xx, must answer a status the document lists for the operation, with a body
 * that matches the document's schema for that status; and where the outcome follows from the
 * request and what the run has done so far, it must be that outcome.
 *
 * signOut and changePassword get a fresh session for every run, so the super admin's token that
 * the other operations use survives; changePassword acts on an account of its own, and so do the
 * second-factor operations (one account setting it up, one signing in with it).
 *
 * Reproduce a failure with FUZZ_SEED=<seed> (printed with it); FUZZ_RUNS sets the runs per operation.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_240_611);
const numRuns = Number(process.env.FUZZ_RUNS ?? 40);

const functionsCodes: Record<number, string> = {
  400: 'invalid_request',
  403: 'unauthorized',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

interface Link {
  id: string;
  token: string;
  email: string;
  revoked: boolean;
}

/** What the run has done to the server so far, so that outcomes can be predicted. */
const known = {
  superToken: '',
  superId: '',
  changer: { id: '', email: 'fuzz-changer@example.com', password: 'Changer-Pass-42!' },
  /** Managers that the manager operations (and adminCommand) may change or delete; true once deleted. */
  victims: new Map<string, boolean>(),
  links: [] as Link[],
  /** A live link kept out of `links`, so revokeDemoUrl never takes it and openDemoLink can always succeed. */
  openable: undefined as Link | undefined,
  /** Leads made for the run (a contact message and a demo request): getLead and updateLead find them. */
  leads: [] as string[],
  /** E-mails whose delivery failed, for resendEmail; true once sent again. */
  failedMails: new Map<string, boolean>(),
  /** Managers the other manager operations change but never delete, so that each reaches its success path. */
  team: [] as string[],
  /** Webhook endpoints deleteWebhook may delete; true once deleted. */
  webhooks: new Map<string, boolean>(),
  /** Endpoints the other webhook operations act on, never deleted. */
  keptWebhooks: [] as string[],
  /** A failed delivery to each kept endpoint: what resendWebhookDelivery takes. */
  deliveries: [] as string[],
  /** Lower-cased e-mails that have, or may have, an active demo link. */
  linkEmails: new Set<string>(),
  managerEmails: new Set<string>(),
  /** Other sessions of the super admin that endSession may end; true once ended. */
  endable: new Map<string, boolean>(),
  /** An account that sets up two-step verification with a key the run knows. */
  enroller: { id: '', email: 'fuzz-enroller@example.com', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
  /** Sign-ins of an account with two-step verification waiting for their code: each token with a recovery code; true once used. */
  codeSteps: new Map<string, { code: string; used: boolean }>(),
  /** The content's ids, by what a visitor may see of them (read once: the content reads change nothing). */
  content: {
    publishedPosts: [] as number[],
    draftPosts: [] as number[],
    media: [] as number[],
    privateMedia: [] as number[],
    categories: [] as number[],
    tags: [] as number[],
    /** Authors of a published post. */
    authors: [] as number[],
    /** Authors without one (a row made for the run). */
    hiddenAuthors: [] as number[],
    postTypes: ['post', 'attachment'],
  },
};

/** The WordPress codes each content operation refuses with, by status, for a request the document accepts. */
const wpRefusals: Partial<Record<OperationId, Record<number, string[]>>> = {
  listPosts: { 400: ['rest_post_invalid_page_number', 'rest_no_search_term_defined'] },
  getPost: { 401: ['rest_forbidden'], 404: ['rest_post_invalid_id'] },
  getMedia: { 401: ['rest_forbidden'], 404: ['rest_post_invalid_id'] },
  listCategories: { 400: ['rest_post_invalid_id'], 401: ['rest_forbidden_context'] },
  listTags: { 400: ['rest_post_invalid_id'], 401: ['rest_forbidden_context'] },
  getCategory: { 404: ['rest_term_invalid'] },
  getTag: { 404: ['rest_term_invalid'] },
  getUser: { 401: ['rest_user_cannot_view'], 404: ['rest_user_invalid_id'] },
  getPostType: { 404: ['rest_type_invalid'] },
};

let server: TestServer;
/** syncContent's own server: it mirrors a stand-in WordPress, so a push has something to sync. */
let mirrorServer: TestServer;
let wordpress: FakeWordPress;
const syncSecret = 'fuzz-sync-secret-0123456789';
const validateResponse = responseValidator();
/** What the server logs as a failure, shown with the exchange that caused it. */
const serverErrors: string[] = [];

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const errorLines = {
    write(line: string) {
      const { msg, err } = JSON.parse(line) as { msg: string; err?: { message: string } };
      serverErrors.push(err ? `${msg}: ${err.message}` : msg);
    },
  };
  server = await startTestServer({ FORM_RATE_LIMIT: '100000/600' }, await createLogger({ LOG_LEVEL: 'error' }, errorLines));
  wordpress = await startFakeWordPress();
  wordpress.save({ title: 'Fuzzed and mirrored' });
  mirrorServer = await startTestServer(
    { CONTENT_SOURCE_URL: wordpress.url, CONTENT_SYNC_SECRET: syncSecret, CONTENT_SYNC_INTERVAL: '1h' },
    await createLogger({ LOG_LEVEL: 'error' }, errorLines),
  );
  known.superToken = await server.signIn(superAdmin.email, superAdmin.password);
  const admin = server.as(known.superToken);
  const invite = async (email: string, password: string) => {
    const { data } = await admin.POST('/functions/v1/create-sales-manager', { body: { email, name: 'Fuzz Target', role: 'manager', password } });
    if (!data) throw new Error(`could not invite ${email}`);
    await server.settleInvitation(email);
    known.managerEmails.add(email);
    return data.manager.id;
  };
  known.changer.id = await invite(known.changer.email, known.changer.password);
  for (const n of [1, 2, 3]) known.victims.set(await invite(`fuzz-victim-${n}@example.com`, 'Victim-Pass-42!'), false);
  for (const n of [1, 2]) known.team.push(await invite(`fuzz-team-${n}@example.com`, 'Teammate-Pass-42!'));
  const [row] = await server.db.query<{ id: string }>('select id from managers where email = $1', [superAdmin.email]);
  known.superId = row!.id;
  known.managerEmails.add(superAdmin.email);
  for (let n = 0; n < 40; n++) {
    const [session] = await server.db.query<{ id: string }>(
      `insert into sessions (token_hash, manager_id, expires_at) values (sha256(convert_to($1, 'UTF8')), $2, now() + interval '1 hour') returning id`,
      [randomBytes(32).toString('base64url'), known.superId],
    );
    known.endable.set(session!.id, false);
  }
  known.enroller.id = await invite(known.enroller.email, 'Enroller-Pass-42!');
  const coder = await invite('fuzz-coder@example.com', 'Coder-Pass-42!');
  await server.db.query('insert into manager_totp (manager_id, secret_ciphertext, enabled_at) values ($1, $2, now())', [
    coder,
    secretBox(server.config.mfaEncryptionKey!, 'two-step').seal(coder, known.enroller.secret),
  ]);
  for (let n = 0; n < 4; n++) {
    for (const code of newRecoveryCodes()) {
      await server.db.query('insert into recovery_codes (manager_id, code_hash) values ($1, $2)', [coder, hashRecoveryCode(coder, code)]);
      const token = randomBytes(32).toString('base64url');
      await server.db.query(
        `insert into signin_challenges (token_hash, manager_id, password_checked, expires_at) values (sha256(convert_to($1, 'UTF8')), $2, true, now() + interval '1 hour')`,
        [token, coder],
      );
      known.codeSteps.set(token, { code, used: false });
    }
  }
  await server.db.query(`insert into wp_authors (id, name, slug) values (9090, 'Fuzz Unpublished', 'fuzz-unpublished')`);
  const ids = async (sql: string) => (await server.db.query<{ id: number }>(sql)).map((row) => row.id);
  Object.assign(known.content, {
    publishedPosts: await ids(`select id from wp_posts where status = 'publish'`),
    draftPosts: await ids(`select id from wp_posts where status <> 'publish'`),
    media: await ids(`select id from wp_media where status <> 'private'`),
    privateMedia: await ids(`select id from wp_media where status = 'private'`),
    categories: await ids('select id from wp_categories'),
    tags: await ids('select id from wp_tags'),
    authors: await ids(`select id from wp_authors a where exists (select 1 from wp_posts p where p.author_id = a.id and p.status = 'publish')`),
    hiddenAuthors: await ids(`select id from wp_authors a where not exists (select 1 from wp_posts p where p.author_id = a.id and p.status = 'publish')`),
  });
  for (const body of [
    { firstName: 'Fuzz', lastName: 'Contact', email: 'fuzz-contact@fuzz.example' },
    { firstName: 'Fuzz', lastName: 'Demo', email: 'fuzz-demo@fuzz.example', company: 'Fuzz Co' },
  ]) {
    const path = 'company' in body ? '/functions/v1/send-demo-request' : '/functions/v1/send-contact-email';
    expect((await server.api.POST(path, { body })).response.status).toBe(200);
    if ('company' in body) known.linkEmails.add(body.email);
  }
  known.leads = (await server.db.query<{ id: string }>(`select id from leads where email like 'fuzz-%@fuzz.example'`)).map((row) => row.id);
  for (let n = 0; n < 10; n++) {
    const [mail] = await server.db.query<{ id: string }>(
      `insert into outbox (lead_id, to_address, subject, text_body, html_body, status, attempts, last_error)
       values ($1, 'sales@example.com', 'Failed for the fuzz run', 'text', '<p>html</p>', 'failed', 10, 'refused') returning id`,
      [known.leads[0]],
    );
    known.failedMails.set(mail!.id, false);
  }
  for (let n = 0; n < 6; n++) {
    const { data: webhook } = await admin.POST('/functions/v1/webhooks', { body: { url: `https://hooks.fuzz.example/${n}`, events: ['lead.created'] } });
    if (n % 2) {
      known.webhooks.set(webhook!.id, false);
      continue;
    }
    known.keptWebhooks.push(webhook!.id);
    const [delivery] = await server.db.query<{ id: string }>(
      `insert into webhook_deliveries (webhook_id, event_id, event_type, body, status, attempts) values ($1, $2, 'lead.created', '{}', 'failed', 8) returning id`,
      [webhook!.id, `msg_fuzz_${n}`],
    );
    known.deliveries.push(delivery!.id);
  }
  const { data: link } = await admin.POST('/functions/v1/generate-demo-url', { body: { clientEmail: 'open-me@fuzz.example', expiresIn: '30d' } });
  known.openable = { id: link!.demoUrl.id, token: link!.url.split('/').pop()!, email: 'open-me@fuzz.example', revoked: false };
  known.linkEmails.add('open-me@fuzz.example');
});
afterAll(async () => {
  await server?.stop();
  await mirrorServer?.stop();
  await wordpress?.close();
  vi.restoreAllMocks();
});

/** A session written straight into the table, as sign-in writes one (sign-in itself is throttled per address). */
async function freshSession(managerId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await server.db.query(`insert into sessions (token_hash, manager_id, expires_at) values (sha256(convert_to($1, 'UTF8')), $2, now() + interval '1 hour')`, [
    token,
    managerId,
  ]);
  return token;
}

async function authorization(id: OperationId, op: OperationMeta, request: FuzzRequest): Promise<string | undefined> {
  const usual = op.security === 'sessionToken' ? known.superToken : anonKey;
  const garbage = [
    'Bearer',
    'Basic dXNlcjpwYXNz',
    `Bearer ${randomBytes(32).toString('base64url')}`,
    `Token ${usual}`,
    `Bearer ${usual} extra`,
    `Bearer ${usual.slice(0, -1)}`,
  ];
  switch (request.credential) {
    case 'right': {
      // endOtherSessions ends every session but its own: the changer's, so the run's super admin session lives on.
      const owner =
        id === 'signOut'
          ? known.superId
          : id === 'changePassword' || id === 'endOtherSessions'
            ? known.changer.id
            : id === 'startTwoStep' || id === 'confirmTwoStep'
              ? known.enroller.id
              : undefined;
      const right = owner ? await freshSession(owner) : usual;
      return [`Bearer ${right}`, `bearer ${right}`][request.spelling % 2];
    }
    case 'none':
      return undefined;
    case 'garbage':
      return garbage[request.spelling % garbage.length];
    case 'crossed':
      return op.security === 'anonKey' ? `Bearer ${known.superToken}` : `Bearer ${anonKey}`;
  }
}

const pickFrom = <T>(items: readonly T[], pick: number): T | undefined => items[pick % Math.max(1, items.length)];
const lower = (text: unknown) => String(text).trim().toLowerCase();
const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

/** Valid requests now and then use what the run knows, so that success paths and conflicts are reached too. */
async function withKnownValues(id: OperationId, request: FuzzRequest): Promise<FuzzRequest> {
  if (request.mode !== 'valid' || !request.useKnown) return request;
  const { content } = known;
  const body = { ...(request.body as Record<string, unknown>) };
  const { pick } = request;
  const liveLink = pickFrom(
    known.links.filter((link) => !link.revoked),
    pick,
  );
  const anyLink = pickFrom(known.links, pick);
  const strong = (password: unknown) => (passwordProblem(String(password)) ? [...`Fz-${pick}-Aa1!${String(password)}`].slice(0, 128).join('') : password);
  switch (id) {
    case 'signIn':
      return { ...request, body: pick % 2 ? { ...superAdmin } : { email: known.changer.email, password: known.changer.password } };
    case 'changePassword':
      return { ...request, body: { ...body, currentPassword: known.changer.password, newPassword: pick % 2 ? strong(body.newPassword) : body.newPassword } };
    case 'adminCommand': {
      if (!('id' in body)) return request;
      const action = request.query.action;
      if (action === 'resendEmail') return { ...request, body: { ...body, id: pickFrom([...known.failedMails.keys()], pick) } };
      if (action !== 'updateLead') return { ...request, body: { ...body, id: pickFrom([...known.victims.keys()], pick) } };
      // A lead the run knows, now and then given to the run's super admin (a made-up owner is no manager).
      const owner = 'ownerId' in body && pick % 3 === 0 ? { ownerId: known.superId } : {};
      return { ...request, body: { ...body, id: pickFrom(known.leads, pick), ...owner } };
    }
    case 'adminQuery':
      return request.query.action === 'getLead' ? { ...request, query: { ...request.query, id: pickFrom(known.leads, pick) } } : request;
    case 'getLead':
      return { ...request, path: { id: pickFrom(known.leads, pick) } };
    case 'updateLead': {
      const owner = 'ownerId' in body && pick % 3 === 0 ? { ownerId: known.superId } : {};
      return { ...request, path: { id: pickFrom(known.leads, pick) }, body: { ...body, ...owner } };
    }
    case 'deleteManager':
      return { ...request, path: { id: pickFrom([...known.victims.keys()], pick) } };
    case 'setManagerStatus':
    case 'resetTwoStep':
    case 'setTakesLeads':
      return { ...request, path: { id: pickFrom(known.team, pick) } };
    case 'resendEmail':
      return { ...request, path: { id: pickFrom([...known.failedMails.keys()], pick) } };
    case 'deleteWebhook':
      return { ...request, path: { id: pickFrom([...known.webhooks.keys()], pick) } };
    case 'updateWebhook':
    case 'rotateWebhookSecret':
    case 'listWebhookDeliveries':
      return { ...request, path: { id: pickFrom(known.keptWebhooks, pick) } };
    case 'resendWebhookDelivery':
      return { ...request, path: { id: pickFrom(known.deliveries, pick) } };
    case 'createWebhook':
      return { ...request, body: { ...body, url: `https://hooks.fuzz.example/new-${pick}` } };
    case 'updateLeadSettings':
      return { ...request, body: { ...body, time_zone: 'Europe/London', business_start: '08:00', business_end: '18:00' } };
    case 'getAuditLog': {
      // Made-up dates mostly name days that do not exist; the trail is read whole instead.
      const { from: _from, to: _to, ...rest } = request.query;
      return { ...request, query: rest };
    }
    case 'revokeDemoUrl':
    case 'extendDemoUrl':
      return anyLink ? { ...request, body: { ...body, id: anyLink.id } } : request;
    case 'generateDemoUrl':
      return liveLink ? { ...request, body: { ...body, clientEmail: liveLink.email } } : request;
    case 'createSalesManager':
      return {
        ...request,
        body: pick % 2 ? { ...body, email: pickFrom([superAdmin.email, known.changer.email], pick >> 1) } : { ...body, password: strong(body.password) },
      };
    case 'endSession':
      return { ...request, body: { ...body, id: pickFrom([...known.endable.keys()], pick) } };
    case 'confirmTwoStep':
      // A setup under way with the key the run knows, and the code an app would show for it.
      await server.db.query(
        `insert into manager_totp (manager_id, secret_ciphertext) values ($1, $2)
         on conflict (manager_id) do update set secret_ciphertext = excluded.secret_ciphertext, enabled_at = null`,
        [known.enroller.id, secretBox(server.config.mfaEncryptionKey!, 'two-step').seal(known.enroller.id, known.enroller.secret)],
      );
      return { ...request, body: { code: totpCode(known.enroller.secret) } };
    case 'signInWithCode': {
      const step = [...known.codeSteps].find(([, { used }]) => !used);
      if (!step) return request;
      // The address's count of sign-in requests is the throttle tests' business; here it would hide the success path.
      await server.db.query(`delete from login_failures where key like 'ip:%'`);
      return { ...request, body: { mfa_token: step[0], code: step[1].code } };
    }
    case 'openDemoLink': {
      const link = pick % 2 ? known.openable : anyLink;
      return link ? { ...request, path: { token: link.token } } : request;
    }
    case 'getPost':
      return { ...request, path: { id: pickFrom([...content.publishedPosts, ...content.draftPosts], pick) } };
    case 'getMedia':
      return { ...request, path: { id: pickFrom([...content.media, ...content.privateMedia], pick) } };
    case 'getCategory':
      return { ...request, path: { id: pickFrom(content.categories, pick) } };
    case 'getTag':
      return { ...request, path: { id: pickFrom(content.tags, pick) } };
    case 'getUser':
      return { ...request, path: { id: pickFrom([...content.authors, ...content.hiddenAuthors], pick) } };
    case 'getPostType':
      return { ...request, path: { type: pickFrom(content.postTypes, pick) } };
    case 'listCategories':
    case 'listTags':
      return { ...request, query: { ...request.query, post: pickFrom([0, ...content.publishedPosts, ...content.draftPosts], pick) } };
    default:
      return request;
  }
}

/** A content read's outcome: found and visible, there but not for visitors, or not there. */
const visibility = (id: unknown, visible: readonly unknown[], hidden: readonly unknown[], missing: number) =>
  visible.includes(id) ? [200] : hidden.includes(id) ? [401] : [missing];

/** The outcome of a request that breaks nothing, given what the run has done. */
function expectedWhenValid(id: OperationId, request: FuzzRequest): number[] {
  const body = (request.body ?? {}) as Record<string, string>;
  const { query } = request;
  const pathId = String(request.path.id);
  const liveWebhook = known.webhooks.get(pathId) === false || known.keptWebhooks.includes(pathId);
  const link = [...known.links, known.openable].find((l) => l && (l.id === body.id || l.token === request.path.token));
  // Postgres' lower() may fold fewer letters than JavaScript's: outside ASCII a "duplicate" may be new to the server.
  const duplicateOf = (set: Set<string>, email: string) => (!set.has(lower(email)) ? [200] : isAscii(email) ? [409] : [200, 409]);
  switch (id) {
    case 'signIn': {
      const isAccount = (a: { email: string; password: string }) => body.email === a.email && body.password === a.password;
      return [isAccount(superAdmin) || isAccount(known.changer) ? 200 : 401, 429];
    }
    case 'changePassword':
      return [body.currentPassword === known.changer.password && !passwordProblem(body.newPassword!) ? 200 : 400];
    case 'adminCommand': {
      // Each action's body is checked against its own (x-actions: its operation's, with the id), so a valid one fits its action.
      // The run's super admin has no second factor, so may not require one of everyone.
      if (query.action === 'setTwoStepRequirement') return [body.required ? 409 : 200];
      if (query.action === 'resendEmail') {
        const resent = known.failedMails.get(body.id!);
        return [resent === undefined ? 404 : resent ? 409 : 200];
      }
      if (query.action === 'updateLeadSettings') {
        const settings = body as unknown as { time_zone: string; business_start: string; business_end: string };
        return [isTimeZone(settings.time_zone) && settings.business_end > settings.business_start ? 200 : 400];
      }
      // The run makes no webhook endpoints: a made-up one is not there, once its URL passes.
      if (query.action === 'createWebhook') return [acceptedWebhookUrl(body.url!) ? 200 : 400];
      if (query.action === 'updateWebhook') return [body.url === undefined || acceptedWebhookUrl(body.url) ? 404 : 400];
      if (query.action === 'deleteWebhook' || query.action === 'rotateWebhookSecret' || query.action === 'resendWebhookDelivery') return [404];
      if (query.action === 'updateLead') {
        if (!known.leads.includes(body.id!)) return [404];
        const owner = (body as Record<string, unknown>).ownerId;
        // Managers the run made may have been deactivated or deleted since; a made-up id is nobody.
        return owner === undefined || owner === null || owner === known.superId ? [200] : known.victims.has(String(owner)) ? [200, 400] : [400];
      }
      return [known.victims.get(body.id!) === false ? 200 : 404];
    }
    case 'signInWithCode': {
      // A made-up token is none that signIn gave out; the address's sign-in count may hold a request back first.
      const step = known.codeSteps.get(body.mfa_token!);
      return [step && !step.used && step.code === body.code ? 200 : 401, 429];
    }
    case 'startTwoStep':
      // Once confirmTwoStep has turned it on, there is nothing to start.
      return [200, 409];
    case 'confirmTwoStep':
      // Without a setup under way there is nothing to confirm; with one, a made-up code is not its code.
      return request.useKnown ? [200] : [400, 409];
    case 'generateDemoUrl':
      // Links also come from sendDemoRequest and may have been revoked since: a known e-mail may go either way.
      return known.linkEmails.has(lower(body.clientEmail)) ? [200, 409] : [200];
    case 'revokeDemoUrl':
    case 'extendDemoUrl':
      return [!link ? 404 : link.revoked ? 409 : 200];
    case 'createSalesManager':
      return passwordProblem(body.password!) ? [400] : duplicateOf(known.managerEmails, body.email!);
    case 'listPosts':
      // Past the last page, and `orderby=relevance` without a search term, are documented 400s.
      return Number(query.page ?? 1) > 1 || query.orderby === 'relevance' ? [200, 400] : [200];
    case 'openDemoLink':
      return [!link ? 404 : link.revoked ? 410 : 302];
    case 'getPost':
      return visibility(Number(request.path.id), known.content.publishedPosts, known.content.draftPosts, 404);
    case 'getMedia':
      return visibility(Number(request.path.id), known.content.media, known.content.privateMedia, 404);
    case 'getCategory':
      return visibility(Number(request.path.id), known.content.categories, [], 404);
    case 'getTag':
      return visibility(Number(request.path.id), known.content.tags, [], 404);
    case 'getUser':
      return visibility(Number(request.path.id), known.content.authors, known.content.hiddenAuthors, 404);
    case 'getPostType':
      return visibility(request.path.type, known.content.postTypes, [], 404);
    case 'listCategories':
    case 'listTags': {
      // `post` names a post whose terms to list (0 or none: every term); one that is not there is a bad request.
      const post = Number(query.post ?? 0);
      return post === 0 ? [200] : visibility(post, known.content.publishedPosts, known.content.draftPosts, 400);
    }
    case 'setTwoStepRequirement':
      return [body.required ? 409 : 200];
    case 'resendEmail': {
      const resent = known.failedMails.get(pathId);
      return [resent === undefined ? 404 : resent ? 409 : 200];
    }
    case 'updateLeadSettings': {
      const settings = body as unknown as { time_zone: string; business_start: string; business_end: string };
      return [isTimeZone(settings.time_zone) && settings.business_end > settings.business_start ? 200 : 400];
    }
    case 'createWebhook':
      return [acceptedWebhookUrl(body.url!) ? 200 : 400];
    case 'updateWebhook':
      return [body.url === undefined || acceptedWebhookUrl(body.url) ? (liveWebhook ? 200 : 404) : 400];
    case 'deleteWebhook':
    case 'rotateWebhookSecret':
    case 'listWebhookDeliveries':
      return [liveWebhook ? 200 : 404];
    case 'resendWebhookDelivery':
      // Queued again, a delivery is being tried until the sender gives up on it: a second resend may come too soon.
      return known.deliveries.includes(pathId) ? [200, 409] : [404];
    case 'updateLead': {
      if (!known.leads.includes(pathId)) return [404];
      const owner = (body as Record<string, unknown>).ownerId;
      return owner === undefined || owner === null || owner === known.superId ? [200] : known.victims.has(String(owner)) ? [200, 400] : [400];
    }
    case 'deleteManager':
      return [known.victims.get(pathId) === false ? 200 : 404];
    case 'setManagerStatus':
    case 'resetTwoStep':
    case 'setTakesLeads':
      return [known.team.includes(pathId) || known.victims.get(pathId) === false ? 200 : 404];
    case 'getLead':
      return [known.leads.includes(pathId) ? 200 : 404];
    case 'getInsights':
      return [readableRange(query.from, query.to) ? 200 : 400];
    case 'getAuditLog':
      return [(['from', 'to'] as const).some((name) => query[name] !== undefined && auditTime(String(query[name])) === undefined) ? 400 : 200];
    case 'adminQuery': {
      // The audit trail's dates must name real days: the pattern alone lets 2026-02-30 through.
      const unreal = (['from', 'to'] as const).some((name) => query[name] !== undefined && auditTime(String(query[name])) === undefined);
      // getLead needs an id, of a lead that is there.
      if (query.action === 'getLead') return [query.id === undefined ? 400 : known.leads.includes(String(query.id)) ? 200 : 404];
      // A report covers plain days (no time), in order, a year at most.
      if (query.action === 'getInsights') return [readableRange(query.from, query.to) ? 200 : 400];
      // An endpoint's deliveries need its id; the run makes none.
      if (query.action === 'getWebhookDeliveries') return [query.webhookId === undefined ? 400 : 404];
      return [query.action === 'getAuditLog' && unreal ? 400 : 200];
    }
    case 'endSession':
      // A made-up id is no session of the caller's; a known one is, until it has been ended.
      return [known.endable.get(body.id!) === false ? 200 : 404];
    case 'syncContent':
      // The secret travels in its own header (syncSecretHeader); pushes are limited per address.
      return [request.credential === 'right' ? 200 : 401, 429];
    case 'collectPageView':
    case 'collectPageViewWithoutScript':
      // Counted or left out alike; an address sending more than 60 views a minute (the fuzz does) is refused.
      return [204, 429];
    default:
      return [200];
  }
}

function acceptedWebhookUrl(url: string): boolean {
  try {
    checkWebhookUrl(url, server.config.webhooks.allowedHosts);
    return true;
  } catch {
    return false;
  }
}

function readableRange(from: unknown, to: unknown): boolean {
  try {
    insightsRange(from === undefined ? undefined : String(from), to === undefined ? undefined : String(to), new Date());
    return true;
  } catch {
    return false;
  }
}

function remember(id: OperationId, request: FuzzRequest, answer: unknown) {
  const body = request.body as Record<string, string>;
  if (id === 'changePassword') known.changer.password = body.newPassword!;
  if (id === 'adminCommand' && request.query.action === 'deleteSalesManager') known.victims.set(body.id!, true);
  if (id === 'adminCommand' && request.query.action === 'resendEmail') known.failedMails.set(body.id!, true);
  if (id === 'deleteManager') known.victims.set(String(request.path.id), true);
  if (id === 'resendEmail') known.failedMails.set(String(request.path.id), true);
  if (id === 'deleteWebhook') known.webhooks.set(String(request.path.id), true);
  if (id === 'createSalesManager') known.managerEmails.add(lower(body.email));
  if (id === 'sendDemoRequest') known.linkEmails.add(lower(body.email));
  if (id === 'endSession') known.endable.set(body.id!, true);
  if (id === 'signInWithCode') known.codeSteps.get(body.mfa_token!)!.used = true;
  if (id === 'revokeDemoUrl') known.links.find((link) => link.id === body.id)!.revoked = true;
  if (id === 'generateDemoUrl') {
    const { demoUrl } = answer as { demoUrl: { id: string; url: string; client_email: string } };
    known.links.push({ id: demoUrl.id, token: demoUrl.url.split('/').pop()!, email: demoUrl.client_email, revoked: false });
    known.linkEmails.add(lower(demoUrl.client_email));
  }
}

const shown = (text: string | undefined) => (text && text.length > 600 ? `${text.slice(0, 600)}… (${text.length} chars)` : text);

/** syncContent's secret as each kind of credential sends it: the right one, none, garbage, or the public key. */
function syncSecretHeader(request: FuzzRequest): Record<string, string> {
  const garbage = ['', `${syncSecret} `, syncSecret.slice(0, -1), syncSecret.toUpperCase(), randomBytes(24).toString('base64url')];
  const value = { right: syncSecret, none: undefined, garbage: garbage[request.spelling % garbage.length], crossed: anonKey }[request.credential];
  return value === undefined ? {} : { 'x-content-sync-secret': value };
}

async function checkOne(id: OperationId, request: FuzzRequest): Promise<number> {
  const op: OperationMeta = operationTable[id];
  const target = id === 'syncContent' ? mirrorServer : server;
  const { url, method, headers, text, faults } = encodeFuzzRequest(op, request, {
    baseUrl: target.url,
    authorization: await authorization(id, op, request),
    bodyLimitBytes: server.config.bodyLimitBytes,
  });
  if (id === 'syncContent') Object.assign(headers, syncSecretHeader(request));
  const loggedBefore = serverErrors.length;
  const answer = await fetch(url, { method, headers, body: text === undefined ? undefined : new TextEncoder().encode(text), redirect: 'manual' });
  const response: ReceivedResponse = { status: answer.status, headers: answer.headers, text: await answer.text() };
  const exchange = [
    `${request.mode} request (${request.label}), credential ${request.credential}, faults: ${[...faults].join(', ') || 'none'}`,
    `${method} ${url.pathname}${url.search}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ...(text === undefined ? [] : [`body: ${JSON.stringify(shown(text))}`]),
    `→ ${response.status} ${response.headers.get('content-type') ?? ''}`,
    `  ${shown(response.text)}`,
    ...serverErrors.slice(loggedBefore).map((line) => `server logged: ${line}`),
  ].join('\n');

  if (request.mode === 'valid') expect(faults.has('schema'), `the generator built an invalid "valid" request:\n${exchange}`).toBe(false);
  expect(response.status, `5xx:\n${exchange}`).toBeLessThan(500);
  expect(validateResponse(id, response), `off the document:\n${exchange}`).toEqual([]);
  const expected = faults.size > 0 ? [...faults].map((fault) => faultStatus[fault]) : expectedWhenValid(id, request);
  expect(expected, `unexpected status:\n${exchange}`).toContain(response.status);

  const json = response.headers.get('content-type')?.startsWith('application/json') ? (JSON.parse(response.text) as { code?: string }) : undefined;
  if (op.path.startsWith('/functions/') && response.status >= 400) {
    const unauthenticated = !faults.has('credential') ? 'invalid_credentials' : op.security === 'anonKey' ? 'invalid_api_key' : 'authentication_required';
    expect(json?.code, `error code:\n${exchange}`).toBe(response.status === 401 ? unauthenticated : functionsCodes[response.status]);
  }
  if (op.path.startsWith('/wp-json/') && response.status >= 400) {
    const codes = faults.has('route') ? ['rest_no_route'] : faults.has('schema') ? ['rest_invalid_param'] : (wpRefusals[id]?.[response.status] ?? []);
    expect(codes, `WordPress error code:\n${exchange}`).toContain(json?.code);
  }
  if (faults.size === 0 && response.status === 200) remember(id, request, json);
  return response.status;
}

it.each(Object.keys(operationTable) as OperationId[])(
  '%s answers only as openapi.yaml says',
  async (id) => {
    const statuses: number[] = [];
    const property = fc.asyncProperty(fuzzRequest(operationTable[id]), async (generated) => {
      statuses.push(await checkOne(id, await withKnownValues(id, generated)));
    });
    const details = await fc.check(property, { seed, numRuns });
    if (details.failed) {
      const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
      throw new Error(`Reproduce with FUZZ_SEED=${seed}\n${fc.defaultReportMessage(details)}\n\n${cause}`);
    }
    expect(
      statuses.some((status) => status < 400),
      `the success path was never reached: ${statuses.join(' ')}`,
    ).toBe(true);
  },
  // `npm run fuzz` gives every operation many more runs than CI does.
  Math.max(60_000, numRuns * 1_500),
);
