import { createServer } from 'node:net';

/**
 * A port free at the moment of asking, for a server that must know its own address before it starts: one
 * whose PUBLIC_URL (where its links point) is the address it listens on.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
