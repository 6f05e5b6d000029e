import { useEffect, useLayoutEffect, useRef } from 'react';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { PlayIcon } from '../../icons/index.ts';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import * as styles from './VideoEmbed.css';

export interface VideoEmbedProps {
  /** The video platform's id. */
  videoId: string;
  /** Shown on the facade and used as the player frame's title. */
  title: string;
  /** Poster image; without one the facade shows a brand gradient. */
  posterSrc?: string;
  muted?: boolean;
  /**
   * Starts by itself, muted (browsers allow no other autoplay), once the page has finished loading: the
   * facade is the light placeholder until then, so the player's weight never delays the page.
   */
  autoplay?: boolean;
  /** The player instead of the facade (stories, or a page that autoplays). */
  loaded?: boolean;
  defaultLoaded?: boolean;
  onLoadedChange?: (loaded: boolean) => void;
}

export function videoEmbedUrl(videoId: string, muted: boolean): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1${muted ? '&mute=1' : ''}`;
}

/** The video's own page on the platform: where the facade leads before the page's script has come. */
export function videoPageUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

const playerPermissions = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The player as markup for a browser that runs no script, where the facade's button could do nothing: it
 * loads when scrolled near, and starts by itself only where the page asks for that.
 */
function playerWithoutScript(videoId: string, title: string, autoplay: boolean): string {
  const src = autoplay ? videoEmbedUrl(videoId, true) : `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`;
  return `<iframe class="${styles.player}" src="${attribute(src)}" title="${attribute(title)}" loading="lazy" allow="${playerPermissions}" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`;
}

/**
 * A light facade that loads the video platform's player only when asked: no third-party script, cookies or
 * megabytes until the visitor presses play. The facade is a link to the video's page, which the script turns
 * into the player in place: a press before the script has come (a slow phone) still plays the video.
 */
export function VideoEmbed({
  videoId,
  title,
  posterSrc,
  muted = false,
  autoplay = false,
  loaded: loadedProp,
  defaultLoaded = false,
  onLoadedChange,
}: VideoEmbedProps) {
  const { t } = useMessages();
  const [loaded, setLoaded] = useControllableState(loadedProp, defaultLoaded, onLoadedChange);
  const player = useRef<HTMLIFrameElement>(null);
  const startedByVisitor = useRef(false);

  useEffect(() => {
    if (!autoplay || loaded) return;
    let timer: number | undefined;
    // A task after the load event: the page's own work is done before the player starts fetching.
    const start = () => {
      timer = window.setTimeout(() => setLoaded(true));
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
    };
  }, [autoplay, loaded, setLoaded]);

  // The facade the visitor pressed is gone; keep keyboard focus on what replaced it, in the same commit
  // (an effect may wait for the next frame, and a press elsewhere in between would lose it).
  useLayoutEffect(() => {
    if (loaded && startedByVisitor.current) player.current?.focus();
  }, [loaded]);

  return (
    <div className={styles.frame}>
      {loaded ? (
        <iframe
          ref={player}
          className={styles.player}
          src={videoEmbedUrl(videoId, muted || autoplay)}
          title={title}
          allow={playerPermissions}
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <a
          href={videoPageUrl(videoId)}
          className={styles.facade}
          aria-label={t('videoEmbed.play', { title })}
          onClick={(event) => {
            // A press that asks for another tab or window goes to the video's page, as any link's would.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            startedByVisitor.current = true;
            setLoaded(true);
          }}
        >
          {posterSrc ? (
            <>
              <img className={styles.poster} src={posterSrc} alt="" />
              <span className={styles.scrim} />
            </>
          ) : null}
          <span className={styles.playCircle}>
            <PlayIcon size={32} />
          </span>
          <span className={styles.title}>{title}</span>
        </a>
      )}
      {/* Over the facade where no script runs; with script a noscript element's content is inert text. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: markup built here, with the id URL-encoded and the title escaped. */}
      {loaded ? null : <noscript dangerouslySetInnerHTML={{ __html: playerWithoutScript(videoId, title, autoplay) }} />}
    </div>
  );
}
