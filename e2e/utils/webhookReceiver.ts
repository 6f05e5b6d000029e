import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WebhookReceiver {
  url: string;
  /** Every request received: its headers and body. */
  received: { headers: IncomingHttpHeaders; body: string }[];
  close(): Promise<void>;
}

/** A CRM's endpoint on the loopback that answers `statuses` in turn, then 200. */
export async function startWebhookReceiver(statuses: number[] = []): Promise<WebhookReceiver> {
  const received: WebhookReceiver['received'] = [];
  const answers = [...statuses];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = answers.shift() ?? 200;
      response.writeHead(status, { 'Content-Type': 'text/plain' }).end(status < 300 ? 'accepted' : 'busy, try later');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/fleet`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
