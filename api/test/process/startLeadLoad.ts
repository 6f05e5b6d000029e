import { anonFetch } from './anonFetch.ts';

export interface LeadLoadTotals {
  sent: number;
  /** Answered with a status other than 2xx. */
  refused: number;
  /** Never answered: the connection failed or was cut. */
  failed: number;
}

export interface LeadLoad {
  /** E-mails of the submissions the server answered with a 2xx. */
  readonly acknowledged: Set<string>;
  /** Submissions sent and not yet answered (or failed). */
  inFlight(): number;
  /** Stops sending and waits for every loop. */
  stop(): Promise<LeadLoadTotals>;
}

/** `loops` concurrent loops posting contact forms, each with a unique e-mail `lead-<n>@crash.example`. */
export function startLeadLoad(url: string, loops: number): LeadLoad {
  const acknowledged = new Set<string>();
  let stopped = false;
  let sent = 0;
  let settled = 0;
  let failed = 0;
  let refused = 0;

  const submit = async (n: number) => {
    const email = `lead-${n}@crash.example`;
    const lead = { firstName: 'Crash', lastName: `Test ${n}`, email, company: 'Kill Nine Logistics', requirements: `Marker ${n}` };
    const response = await anonFetch(`${url}/functions/v1/send-contact-email`, lead);
    await response.arrayBuffer();
    return { ok: response.ok, email };
  };

  const loop = async () => {
    while (!stopped) {
      const n = sent++;
      try {
        const { ok, email } = await submit(n);
        if (ok) acknowledged.add(email);
        else refused++;
      } catch {
        failed++;
      } finally {
        settled++;
      }
    }
  };
  const running = Array.from({ length: loops }, loop);

  return {
    acknowledged,
    inFlight: () => sent - settled,
    async stop() {
      stopped = true;
      await Promise.all(running);
      return { sent, refused, failed };
    },
  };
}
