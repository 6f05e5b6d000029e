import type { Handlers } from '../generated/operations.ts';
import type { Services } from '../services/Services.ts';

const cap = <T>(items: T[]) => items.slice(0, 100);

export function mirrorHandlers({ contentMirror }: Services): Pick<Handlers, 'syncContent' | 'getContentSync'> {
  return {
    getContentSync: async () => ({ status: 200, body: await contentMirror.status() }),

    syncContent: async ({ clientIp, context }) => {
      const outcome = await contentMirror.push(context.req.header('x-content-sync-secret'), clientIp);
      if (outcome.result === 'queued' || outcome.result === 'not_due') {
        return { status: 202, body: { result: 'queued', message: 'Another instance is syncing; it syncs once more when it is done' } };
      }
      if (outcome.result === 'failed') {
        // Why is in the log and in getContentSync, for staff; the caller learns only that it failed.
        return { status: 502, body: { error: 'The content source could not be read; the last good mirror stays', code: 'content_source_unavailable' } };
      }
      const { changes } = outcome;
      return {
        status: 200,
        body: {
          result: 'ok',
          full: outcome.full,
          started_at: outcome.startedAt.toISOString(),
          finished_at: outcome.finishedAt.toISOString(),
          added: changes.added.length,
          updated: changes.updated.length,
          removed: changes.removed.length,
          changes: { added: cap(changes.added), updated: cap(changes.updated), removed: cap(changes.removed) },
        },
      };
    },
  };
}
