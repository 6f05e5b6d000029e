/**
 * Links to the site's own pages are fetched while the pointer rests on them (or a finger presses), so the
 * full page load that follows a click is served from the browser's cache. Speculation rules are data, not
 * script: a page without islands still runs no JavaScript.
 */
export const speculationRules = JSON.stringify({
  prefetch: [{ where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/admin/*' } }] }, eagerness: 'moderate' }],
});

/**
 * One page_view per page shown, with its path and title, into the analytics data layer (created when no tag
 * manager made it), and to the site's own count of views (POST /functions/v1/collect: the address and where the
 * visitor came from; no cookie). A page loaded ahead by the browser counts once it is shown.
 */
export const pageViewScript = `(() => {
  const push = () => {
    (window.dataLayer = window.dataLayer || []).push({ event: 'page_view', page_path: location.pathname, page_title: document.title });
    try {
      navigator.sendBeacon('/functions/v1/collect', new Blob([JSON.stringify({ url: location.href, referrer: document.referrer })], { type: 'application/json' }));
    } catch {}
  };
  if (document.prerendering) document.addEventListener('prerenderingchange', push, { once: true });
  else push();
})();`;

/** A page shown without JavaScript counts through this image (GET /functions/v1/collect reads the page from its Referer). */
export const pageViewImage = '/functions/v1/collect';

/**
 * The offer of the page in the visitor's language (LanguageOffer): the browser's languages in order of preference;
 * if one the site has comes before the page's own, its offer is shown. Dismissed, it stays away for the session
 * (sessionStorage, never a cookie: nothing of it reaches the server).
 */
export const languageOfferScript = `(() => {
  const offer = document.querySelector('[data-language-offer]');
  if (!offer) return;
  try {
    if (sessionStorage.getItem('language-offer') === 'dismissed') return;
  } catch {}
  const page = document.documentElement.lang;
  for (const preferred of navigator.languages || [navigator.language]) {
    const code = String(preferred).slice(0, 2).toLowerCase();
    if (code === page) return;
    const text = offer.querySelector('[data-lang="' + code + '"]');
    if (!text) continue;
    text.hidden = false;
    offer.hidden = false;
    offer.querySelector('[data-dismiss]').addEventListener('click', () => {
      offer.hidden = true;
      try {
        sessionStorage.setItem('language-offer', 'dismissed');
      } catch {}
    });
    return;
  }
})();`;
