import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../logging/createLogger.ts';
import { type ClaimedRow, type OutboxChannel, OutboxEngine } from './OutboxEngine.ts';
import { type AttemptVerdict, doublingRetries } from './RetrySchedule.ts';

interface Row {
  id: string;
  status: 'pending' | 'claimed' | 'sent' | 'failed';
  attempts: number;
}

/** An outbox in memory: rows claimed `batchSize` at a time, each send answering as `answer` says. */
function memoryOutbox(ids: string[], options: { batchSize: number; answer: (row: ClaimedRow) => Promise<boolean> }) {
  const rows = new Map(ids.map((id): [string, Row] => [id, { id, status: 'pending', attempts: 0 }]));
  const verdicts: [string, AttemptVerdict][] = [];
  const handedBack: string[] = [];
  const channel: OutboxChannel<ClaimedRow, { delivered: boolean }> = {
    async claim() {
      const due = [...rows.values()].filter((row) => row.status === 'pending').slice(0, options.batchSize);
      for (const row of due) {
        row.status = 'claimed';
        row.attempts += 1;
      }
      return due.map(({ id, attempts }) => ({ id, attempts }));
    },
    async handBack(claimed) {
      for (const { id } of claimed) {
        const row = rows.get(id)!;
        row.status = 'pending';
        row.attempts -= 1;
        handedBack.push(id);
      }
    },
    send: async (row) => ({ delivered: await options.answer(row) }),
    async record(claimed, _outcome, verdict) {
      verdicts.push([claimed.id, verdict]);
      rows.get(claimed.id)!.status = verdict.delivered ? 'sent' : verdict.givingUp ? 'failed' : 'pending';
    },
  };
  return { rows, verdicts, handedBack, channel };
}

const engineOptions = {
  pollMs: 5,
  logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as Logger,
  label: '[test]',
  passName: 'pass',
  idField: 'rowId',
};
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 3000, interval: 5 });

describe('OutboxEngine', () => {
  it('tries a failing row again with the schedule’s waits and gives up after the last attempt', async () => {
    const outbox = memoryOutbox(['a'], { batchSize: 1, answer: async () => false });
    const engine = new OutboxEngine(outbox.channel, { ...engineOptions, retries: doublingRetries(3, 7) });
    engine.start();
    await until(() => outbox.rows.get('a')!.status === 'failed');
    await engine.stop();
    expect(outbox.verdicts.map(([, verdict]) => verdict)).toEqual([
      { delivered: false, givingUp: false, retryInSeconds: 7 },
      { delivered: false, givingUp: false, retryInSeconds: 14 },
      { delivered: false, givingUp: true, retryInSeconds: 28 },
    ]);
  });

  it('on stop, finishes the attempt under way and hands back the rest of its batch untried', async () => {
    let release: () => void = () => undefined;
    const outbox = memoryOutbox(['a', 'b', 'c'], {
      batchSize: 3,
      answer: () => new Promise<boolean>((resolve) => (release = () => resolve(true))),
    });
    const engine = new OutboxEngine(outbox.channel, { ...engineOptions, retries: doublingRetries(3, 1) });
    engine.start();
    await until(() => outbox.rows.get('a')!.status === 'claimed' && outbox.rows.get('c')!.status === 'claimed');
    const stopped = engine.stop();
    release();
    await stopped;
    expect([...outbox.rows.values()]).toEqual([
      { id: 'a', status: 'sent', attempts: 1 },
      { id: 'b', status: 'pending', attempts: 0 },
      { id: 'c', status: 'pending', attempts: 0 },
    ]);
    expect(outbox.handedBack).toEqual(['b', 'c']);
  });

  it('sends up to `concurrency` batches at the same time', async () => {
    let sending = 0;
    let most = 0;
    const outbox = memoryOutbox(['a', 'b', 'c', 'd', 'e'], {
      batchSize: 1,
      answer: async () => {
        sending += 1;
        most = Math.max(most, sending);
        await new Promise((resolve) => setTimeout(resolve, 20));
        sending -= 1;
        return true;
      },
    });
    const engine = new OutboxEngine(outbox.channel, { ...engineOptions, retries: doublingRetries(3, 1), concurrency: 2 });
    engine.start();
    await until(() => [...outbox.rows.values()].every((row) => row.status === 'sent'));
    await engine.stop();
    expect(most).toBe(2);
  });
});
