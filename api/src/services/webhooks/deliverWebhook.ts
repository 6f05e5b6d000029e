import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { isAllowedHost, refusedAddressKind } from './webhookAddress.ts';

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface DeliverOptions {
  allowedHosts: readonly string[];
  timeoutMs: number;
  /** How a host name is resolved (the system's resolver unless given; tests give their own). */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

/** What one attempt came to, as the delivery log keeps it. */
export interface AttemptOutcome {
  statusCode: number | null;
  durationMs: number;
  excerpt: string | null;
  error: string | null;
}

/** At most this much of an answer is read; the rest is not waited for. */
const answerBytes = 64 * 1024;
const excerptChars = 500;

const systemResolve = (hostname: string) => lookup(hostname, { all: true, verbatim: true });

/**
 * POSTs a webhook once. The host is resolved first and every address it has is checked: one that is not global
 * unicast (webhookAddress.ts) is refused without connecting unless the host is listed in WEBHOOK_ALLOWED_HOSTS, and the
 * log says only that it is not public (not the address it resolved to, which would map a private network for whoever
 * reads the log). The connection then goes to the address that was checked (the socket's lookup is pinned to it), so
 * a name that resolves differently a moment later cannot slip past. Redirects are not followed (a 3xx is a failed
 * attempt); the answer is read up to 64 KB and the whole attempt, the name's resolution included, bounded by
 * `timeoutMs`: the sender's lease on the delivery outlasts it.
 */
export async function deliverWebhook(url: string, body: string, headers: Record<string, string>, options: DeliverOptions): Promise<AttemptOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const failed = (error: string): AttemptOutcome => ({ statusCode: null, durationMs: took(), excerpt: null, error });
  const timedOut = `timed out after ${options.timeoutMs / 1000} s`;
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const listed = isAllowedHost(host, options.allowedHosts);
  if (target.protocol !== 'https:' && !(target.protocol === 'http:' && listed)) return failed(`refused: ${target.protocol} is not https`);
  let addresses: ResolvedAddress[];
  let resolveTimer: NodeJS.Timeout | undefined;
  try {
    const resolving = isIP(host) ? Promise.resolve([{ address: host, family: isIP(host) }]) : (options.resolve ?? systemResolve)(host);
    const deadline = new Promise<never>((_, reject) => {
      resolveTimer = setTimeout(() => reject(new Error(timedOut)), options.timeoutMs);
    });
    addresses = await Promise.race([resolving, deadline]);
  } catch (error) {
    if ((error as Error).message === timedOut) return failed(timedOut);
    return failed(`could not resolve ${host}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  } finally {
    clearTimeout(resolveTimer);
  }
  if (addresses.length === 0) return failed(`could not resolve ${host}`);
  if (!listed && addresses.some(({ address }) => refusedAddressKind(address) !== undefined)) return failed(`refused: ${host} is not a public address`);
  const leftMs = Math.max(1, options.timeoutMs - (performance.now() - started));
  const pinned = addresses[0]!;
  const pinnedLookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const transport = target.protocol === 'https:' ? https : http;
  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    const settle = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = transport.request(
      target,
      {
        method: 'POST',
        agent: false,
        lookup: pinnedLookup,
        headers: {
          ...headers,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'User-Agent': 'FleetWebhooks/1.0',
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, excerptChars);
          settle({ statusCode: response.statusCode ?? null, durationMs: took(), excerpt: text || null, error: null });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          if (size < answerBytes) chunks.push(chunk.subarray(0, answerBytes - size));
          size += chunk.length;
          if (size >= answerBytes) finish();
        });
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    const timer = setTimeout(() => {
      settle(failed(timedOut));
      request.destroy();
    }, leftMs);
    request.on('error', (error: NodeJS.ErrnoException) => settle(failed(error.code ? `${error.code}: ${error.message}` : error.message)));
    request.end(body);
  });
}
