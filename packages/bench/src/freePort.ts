import { createServer } from 'node:net';

/**
 * A port on 127.0.0.1 that nothing listens on right now (the system picks it), for a server that must know its own
 * address before it starts: one whose PUBLIC_URL (where its links point) is the address it listens on, or a child
 * process told its port on the command line.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port was assigned'))));
    });
  });
}
