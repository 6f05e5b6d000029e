/** The hosts whose player a post may embed: YouTube's own and its privacy-enhanced one. */
const playerHosts = new Set(['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);

/** A YouTube video id: letters, digits, '-' and '_'. */
const videoId = /^\/embed\/([A-Za-z0-9_-]{6,64})$/;

/**
 * The player address a post's frame may load: a YouTube `embed/` URL over https, made the privacy-enhanced
 * player's (no cookies until play), with its start time kept. Anything else (another host, another page of
 * YouTube, `javascript:` or `data:`) is undefined: the frame goes.
 */
export function youtubeEmbedSrc(src: string): string | undefined {
  let url: URL;
  try {
    url = new URL(src.startsWith('//') ? `https:${src}` : src);
  } catch {
    return undefined;
  }
  const id = videoId.exec(url.pathname)?.[1];
  if (url.protocol !== 'https:' || !playerHosts.has(url.hostname) || url.port !== '' || id === undefined) return undefined;
  const start = url.searchParams.get('start');
  return `https://www.youtube-nocookie.com/embed/${id}${start && /^\d{1,6}$/.test(start) ? `?start=${start}` : ''}`;
}
