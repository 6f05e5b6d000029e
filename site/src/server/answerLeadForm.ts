import { localePath } from '@fleet/i18n/localePath.ts';
import type { AstroGlobal } from 'astro';
import { pageLocale } from '../locale/pageMessages.ts';
import type { ServedLeadForm } from '../sections/forms/ServedLeadForm.ts';
import type { LeadPostResult } from './leadPosts.ts';
import { readPostedForm } from './readPostedForm.ts';
import type { SiteLocals } from './SiteRender.ts';

/** For one minute after a post was sent: the page shows its success screen once. */
const sentCookie = 'lead-sent';

/**
 * A lead form's page, posted to without script (post, redirect, get): a sent form redirects to the page,
 * which then shows the success screen once; a refused one is answered with the form, its errors and
 * everything typed, in a status that says why; one past formBodyLimitBytes with the 413 page. A plain visit gets
 * undefined: the empty form.
 */
export async function answerLeadForm<Values>(
  Astro: AstroGlobal,
  post: (locals: SiteLocals, posted: FormData) => Promise<LeadPostResult<Values>>,
): Promise<Response | ServedLeadForm<Values> | undefined> {
  // The page's own address, its locale's prefix and all (the pages are rendered without it).
  const path = localePath(pageLocale(Astro.locals), Astro.url.pathname);
  if (Astro.request.method === 'POST') {
    Astro.response.headers.set('Cache-Control', 'private, no-store');
    // Never read whole: a post of hundreds of megabytes would be held in memory.
    const posted = await readPostedForm(Astro.request);
    // A new request: the post's body, partly read, cannot be passed on.
    if (posted === 'tooLarge') return Astro.rewrite(new Request(new URL('/413', Astro.url)));
    const result = await post(Astro.locals, posted);
    if (result.kind === 'refused') {
      Astro.response.status = result.status;
      return result.form;
    }
    Astro.cookies.set(sentCookie, result.sentTo, { path, httpOnly: true, sameSite: 'lax', maxAge: 60, secure: Astro.url.protocol === 'https:' });
    return Astro.redirect(path, 303);
  }
  // The page a visitor gets depends on their cookies: a cache in front must not give another the success screen.
  Astro.response.headers.set('Vary', 'Cookie');
  const sentTo = Astro.cookies.get(sentCookie)?.value;
  if (sentTo === undefined) return undefined;
  Astro.cookies.delete(sentCookie, { path });
  Astro.response.headers.set('Cache-Control', 'private, no-store');
  return { sentTo };
}
