import type { Handlers } from '../generated/operations.ts';
import { ApiError } from '../http/errors/ApiError.ts';
import { auditTime } from '../services/audit/auditTime.ts';
import type { Services } from '../services/Services.ts';

export function auditHandlers({ audit }: Services): Pick<Handlers, 'getAuditLog'> {
  return {
    getAuditLog: async ({ query }) => {
      const { actor, event, page } = query;
      // The document checks the shape (a date, or a date and time); a date that does not exist (02-30) is caught here.
      const time = (name: 'from' | 'to') => {
        const text = query[name];
        if (text === undefined) return undefined;
        const moment = auditTime(text);
        if (moment === undefined) throw new ApiError(400, 'invalid_request', `${name} is not a real date`, `query.${name}`);
        return moment;
      };
      return { status: 200, body: await audit.page({ actor, event, from: time('from'), to: time('to'), page }) };
    },
  };
}
