import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { report } from './report.ts';
import { killAllServers, spawnServer } from './spawnServer.ts';
import { type TemplateStore, templateStore } from './templateStore.ts';

/**
 * A 300 MB form post to the contact page, as anyone with curl can send it, against the real server process: it is
 * refused with 413 without being read, and the server's memory does not grow with it (once, the page read the whole
 * body, and the server grew from 565 MB to 1.44 GB per post).
 */

const siteDist = fileURLToPath(new URL('../../../site/dist', import.meta.url));
const bodyBytes = 300 * 1024 * 1024;
const allowedGrowth = 64 * 1024 * 1024;

let store: TemplateStore | undefined;
afterAll(async () => {
  await killAllServers();
  await store?.cleanup();
}, 60_000);

/** The process' resident memory, in bytes, as the kernel counts it. */
function residentBytes(pid: number): number {
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (kilobytes === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

/**
 * Sends `head`, then body bytes as fast as the server takes them (chunked when `chunked`), until `bodyBytes` are sent
 * or the server answers or closes. Resolves with the answer's status line and whether the server closed the connection.
 */
function sendHuge(port: number, head: string, chunked: boolean): Promise<{ statusLine: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const block = Buffer.alloc(1024 * 1024, 'a');
    const chunk = chunked ? Buffer.concat([Buffer.from(`${block.length.toString(16)}\r\n`), block, Buffer.from('\r\n')]) : block;
    let sent = 0;
    let answer = '';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const statusLine = answer.split('\r\n')[0] ?? '';
      if (statusLine === '') reject(new Error(`no answer after ${sent} bytes`));
      else resolve({ statusLine, sent });
    };
    const pump = () => {
      while (!done && sent < bodyBytes) {
        sent += block.length;
        if (!socket.write(chunk)) return;
      }
      if (!done && chunked) socket.write('0\r\n\r\n');
    };
    socket.on('data', (data: Buffer) => {
      answer += data.toString('latin1');
      // The whole head is enough: the status says it all, and the server closes the connection after it.
      if (answer.includes('\r\n\r\n')) finish();
    });
    socket.on('drain', pump);
    socket.on('close', finish);
    socket.on('error', () => finish());
    socket.once('connect', () => {
      socket.write(head);
      pump();
    });
  });
}

describe('a form post of 300 MB', () => {
  it('is refused with 413, and the server grows by less than 64 MB', { timeout: 180_000 }, async () => {
    store = await templateStore('form-memory');
    const server = spawnServer(store.dataDir, { ...store.env, SITE_DIST: siteDist });
    const url = await server.waitUntilServing();
    const port = Number(new URL(url).port);
    // The contact page rendered once: what a visitor's first request costs is not counted as the post's.
    expect((await fetch(`${url}/contact`)).status).toBe(200);

    const before = residentBytes(server.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes(server.pid));
    }, 20);
    try {
      const stated = await sendHuge(
        port,
        `POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${bodyBytes}\r\n\r\n`,
        false,
      );
      const chunked = await sendHuge(
        port,
        'POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n',
        true,
      );
      peak = Math.max(peak, residentBytes(server.pid));
      report(
        `[form memory] RSS ${Math.round(before / 2 ** 20)} MB before, ${Math.round(peak / 2 ** 20)} MB at most; ` +
          `stated length: ${stated.statusLine} after ${Math.round(stated.sent / 2 ** 20)} MB sent; chunked: ${chunked.statusLine} after ${Math.round(chunked.sent / 2 ** 20)} MB sent`,
      );
      expect(stated.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
      expect(chunked.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
      expect(peak - before).toBeLessThan(allowedGrowth);
    } finally {
      clearInterval(sampler);
    }
    // And it serves on.
    expect((await fetch(`${url}/contact`)).status).toBe(200);
  });
});
