import type { ClientDirective } from 'astro';

/** What shows a visitor is about to use an island: a pointer coming over it, a touch, focus moving into it. */
const intents = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * `client:interaction`: the island hydrates when a visitor first points at, touches or focuses it, not while the page
 * loads. Only for islands whose HTML works without script (links and forms that ask the server): a phone spends
 * nothing on them as the page appears, and a tap that comes before the script has taken over does what the link or
 * the form does. A Back or Forward within the page (its entries made by the island before a reload) hydrates it too:
 * the island then shows what the address says.
 */
const interaction: ClientDirective = (load, _options, island) => {
  const start = async () => {
    for (const intent of intents) island.removeEventListener(intent, start);
    window.removeEventListener('popstate', start);
    const hydrate = await load();
    await hydrate();
  };
  for (const intent of intents) island.addEventListener(intent, start, { passive: true });
  window.addEventListener('popstate', start);
};

export default interaction;
