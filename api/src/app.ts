import { localePath } from '@fleet/i18n/localePath.ts';
import { publishedLocales } from '@fleet/i18n/locales.ts';
import { type Context, Hono } from 'hono';
import { operationTable } from './generated/operations.ts';
import { createHandlers } from './handlers/createHandlers.ts';
import { clientAddress } from './http/address/clientAddress.ts';
import { markLocal } from './http/address/localRequests.ts';
import { socketAddress } from './http/address/socketAddress.ts';
import { ApiError } from './http/errors/ApiError.ts';
import { errorResponse } from './http/errors/errorResponses.ts';
import { familyOf } from './http/familyOf.ts';
import { accessLog } from './http/middleware/accessLog.ts';
import { compressJson } from './http/middleware/compressJson.ts';
import { corsAllowList } from './http/middleware/corsAllowList.ts';
import { privateNoStore } from './http/middleware/privateNoStore.ts';
import { refuseUnusableAddresses } from './http/middleware/refuseUnusableAddresses.ts';
import { requestMetrics } from './http/middleware/requestMetrics.ts';
import { contentSecurityPolicy, securityHeaders } from './http/middleware/securityHeaders.ts';
import { bearerToken } from './http/operations/bearerToken.ts';
import type { OperationMeta } from './http/operations/operationMeta.ts';
import { registerPreparedBeacon } from './http/operations/preparedBeacon.ts';
import { registerPreparedPublicReads } from './http/operations/preparedPublicReads.ts';
import { registerRoutes } from './http/operations/registerRoutes.ts';
import { registerApiFallbacks } from './http/registerApiFallbacks.ts';
import { registerHealthRoutes } from './http/registerHealthRoutes.ts';
import { registerMetricsRoute } from './http/registerMetricsRoute.ts';
import { serveSite } from './http/site/serveSite.ts';
import { staticApp, staticFiles } from './http/site/serveStatic.ts';
import { apiDiscovery, apiDiscoveryLink } from './http/wordpress/apiDiscoveryLink.ts';
import { createSiteUrls } from './services/content/createSiteUrls.ts';
import type { Services } from './services/Services.ts';
import { requestTracing } from './telemetry/requestTracing.ts';

/** The methods the contract gives /functions/v1's operations: what a cross-origin caller may be allowed. */
const functionMethods = [
  ...new Set((Object.values(operationTable) as OperationMeta[]).filter((op) => familyOf(op.path) === 'functions').map((op) => op.method)),
];

function requireAnonKey(expected: string) {
  return (authorization: string | undefined, apiKey: string | undefined) => {
    const presented = bearerToken(authorization) ?? apiKey;
    if (presented !== expected) throw new ApiError(401, 'invalid_api_key', 'Invalid API key');
  };
}

/**
 * The whole server: the API under /functions/v1 and /wp-json, the demo links, the media under /uploads, the
 * admin app, the site, and /healthz, /readyz and (with METRICS_TOKEN) /metrics for whoever runs it.
 */
export function createApp(services: Services): Hono {
  const { config, logger } = services;
  const app = new Hono();
  const handlers = createHandlers(services);
  const anonKeyGuard = { requireAnonKey: requireAnonKey(config.anonKey) };

  // Before the prepared public reads, which answer ahead of every other middleware: they too get a request id, a line
  // and (with METRICS_TOKEN: every request pays for it) their time in the metrics.
  const answered = config.metricsToken ? requestMetrics(services.metrics) : undefined;
  app.use('*', accessLog(logger, { everyRequest: config.accessLog, answered }));
  // Before any route reads the address: 414 past 2 KB of path or 8 KB in all, 400 for a Host that makes no URL.
  app.use('*', refuseUnusableAddresses());
  // Only with OTEL_EXPORTER_OTLP_ENDPOINT, for the same reason.
  const tracing = requestTracing();
  if (tracing) {
    app.use('*', tracing.middleware);
    logger.info({ endpoint: tracing.endpoint }, `Tracing every request with OpenTelemetry (OTLP to ${tracing.endpoint})`);
  } else if (config.tracesWanted) {
    logger.warn(
      'OTEL_EXPORTER_OTLP_ENDPOINT is set, but the server was started without its preload: no traces (node --import ./api/src/telemetry/register.ts api/src/main.ts)',
    );
  }
  registerPreparedPublicReads(app, handlers, anonKeyGuard, services.cache);
  registerPreparedBeacon(app, handlers, config, new URL(config.publicUrl).origin);
  // Content links carry PUBLIC_URL; pages reached under another name must still show their pictures.
  const imageHosts = [new URL(config.publicUrl).origin, ...config.contentOrigins, ...(config.productImageOrigin ? [config.productImageOrigin] : [])];
  const policy = { imageHosts, connectHosts: config.contentOrigins };
  app.use('*', securityHeaders(policy));
  registerHealthRoutes(app, services.pingDatabase);
  if (config.metricsToken) registerMetricsRoute(app, services.metrics, config.metricsToken);
  app.use(
    '/functions/*',
    corsAllowList({
      origins: config.corsOrigins,
      methods: [...functionMethods, 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type', 'apikey', 'x-client-info'],
    }),
  );
  app.use(
    '/wp-json/*',
    corsAllowList({ origins: config.corsOrigins, methods: ['GET', 'HEAD', 'OPTIONS'], exposeHeaders: ['X-WP-Total', 'X-WP-TotalPages', 'Link'] }),
  );

  app.use('/functions/*', compressJson());
  app.use('/wp-json/*', compressJson());
  const { root: apiRoot } = createSiteUrls(config.publicUrl);
  app.use('/wp-json/*', apiDiscovery(apiRoot));
  // WordPress answers its index with or without the slash; the index here has one address.
  app.get('/wp-json', (c) => c.redirect('/wp-json/', 301));

  registerRoutes(app, handlers, {
    ...anonKeyGuard,
    requireSession: (authorization) => services.auth.authenticate(bearerToken(authorization)),
    bodyLimitBytes: config.bodyLimitBytes,
    trustedProxies: config.trustedProxies,
    // The request's own work is done: a trail that cannot be written is logged, not answered with 500.
    recordAudit: (event) =>
      services.audit.record(event).catch((error: unknown) => logger.error({ err: error, event: event.action }, `[audit] could not record ${event.action}`)),
  });

  registerApiFallbacks(app);

  app.all('/uploads/*', staticFiles(config.uploadsDir, '/uploads'));
  const notBuilt = (name: string) => `The ${name} app has not been built yet. Run "npm run build" (npm start does it for you).`;
  app.get('/admin', (c) => c.redirect('/admin/', 301));
  app.all(
    '/admin/*',
    staticApp(config.adminDist, '/admin', {
      missingMessage: notBuilt('admin'),
      htmlCacheControl: privateNoStore,
      // The login's addresses (admin/src/adminPaths.ts): the build's copy of the sign-in page shows before the app loads.
      // Its first script is inline (it holds a 'Sign in' pressed before the app's arrives): the page's policy lets it run by its hash.
      prerendered: { file: 'sign-in.html', paths: ['/', '/login'], contentSecurityPolicy: contentSecurityPolicy(policy) },
    }),
  );
  for (const locale of publishedLocales) {
    for (const path of ['/blog', '/blog/']) app.get(localePath(locale, path), (c) => c.redirect(localePath(locale, '/blog/all'), 301));
  }
  // The pages read their data from this very app, as the browser would: with this server's public key
  // (whatever key the site was built with), and for a page made for one visitor (a form's answer) as that
  // visitor's own request (its address, for the limits and the visit); a page made for everyone reads as no one.
  const fetchLocal =
    (visitor?: Context): typeof fetch =>
    (input, init) => {
      // The visitor's address as their own request resolved it (TRUSTED_PROXIES), carried beside the request: a
      // header would be one more the API had to believe.
      const clientIp = visitor && clientAddress(socketAddress(visitor), visitor.req.header('x-forwarded-for'), config.trustedProxies);
      const request = markLocal(new Request(input, init), { clientAddress: clientIp });
      request.headers.set('Authorization', `Bearer ${config.anonKey}`);
      request.headers.delete('X-Forwarded-For');
      // A form sent without script is joined to its sender's visit (lead attribution) by their user agent too.
      const agent = visitor?.req.header('user-agent');
      if (agent) request.headers.set('User-Agent', agent);
      return Promise.resolve(app.request(request, undefined, visitor?.env));
    };
  app.all(
    '*',
    serveSite({
      siteDist: config.siteDist,
      fetchLocal,
      pages: services.pages,
      publicOrigin: new URL(config.publicUrl).origin,
      contentSecurityPolicy: contentSecurityPolicy(policy),
      link: apiDiscoveryLink(apiRoot),
      logger,
      missingMessage: notBuilt('site'),
      trustedProxies: config.trustedProxies,
      rendersPerMinute: config.rendersPerAddressPerMinute,
    }),
  );

  app.onError((error, c) => errorResponse(c, error));
  return app;
}
