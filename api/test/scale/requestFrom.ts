import { type IncomingHttpHeaders, request } from 'node:http';

export interface ClientRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface ClientResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json<T>(): T;
}

/**
 * One HTTP request whose connection comes from `clientAddress`, any address of Linux's 127.0.0.0/8 loopback
 * network: to the load balancer in front it is a distinct client, so the balancer itself writes the address
 * into X-Forwarded-For, as it would for a visitor, instead of the test forging the header.
 */
export function requestFrom(clientAddress: string, url: string, init: ClientRequestInit = {}): Promise<ClientResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      // A new connection each time (no agent): a pooled one might have been opened from another address.
      { method: init.method ?? 'GET', headers: init.headers, localAddress: clientAddress, agent: false, signal: AbortSignal.timeout(20_000) },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text, json: <T>() => JSON.parse(text) as T }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}
