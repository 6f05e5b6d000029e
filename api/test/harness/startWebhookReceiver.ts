import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** The statuses to answer with, in turn; 200 once they run out. */
  answers: number[];
  close(): Promise<void>;
}

/** A CRM's webhook endpoint on the loopback: it keeps every request and answers the statuses it is given, then 200. */
export async function startWebhookReceiver(path = '/hooks/fleet'): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const receiver = { received, answers: [] as number[] };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = receiver.answers.shift() ?? 200;
      response.writeHead(status, { 'Content-Type': 'text/plain' }).end(status < 300 ? 'ok' : `failed with ${status}: try later`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}${path}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
