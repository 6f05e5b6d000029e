import { readLanguage } from './readLanguage.ts';
import { SourceError } from './SourceError.ts';
import type { MirrorAuthor, MirrorMedia, MirrorPost, MirrorTerm } from './types.ts';

type Json = Record<string, unknown>;

const maxId = 2_147_483_647;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads one object of the source's answer; what is missing or of the wrong kind fails the whole sync, by name. */
class Fields {
  readonly where: string;
  readonly value: Json;

  constructor(where: string, value: unknown) {
    if (!isObject(value)) throw new SourceError(`${where} is not an object`);
    this.where = where;
    this.value = value;
  }

  fail(name: string, expected: string): never {
    throw new SourceError(`${this.where}: ${name} is not ${expected}`);
  }

  id(name: string, { zero = false } = {}): number {
    const value = this.value[name];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < (zero ? 0 : 1) || value > maxId) this.fail(name, 'an id');
    return value;
  }

  ids(name: string): number[] {
    const value = this.value[name] ?? [];
    if (!Array.isArray(value) || value.some((id) => typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > maxId)) this.fail(name, 'a list of ids');
    return [...new Set(value as number[])].sort((a, b) => a - b);
  }

  text(name: string, { max = 10_000, optional = false } = {}): string {
    const value = this.value[name];
    if (value === undefined && optional) return '';
    if (typeof value !== 'string' || value.length > max) this.fail(name, `text of at most ${max} characters`);
    return value;
  }

  /** `{ rendered: … }`, as WordPress sends titles, bodies and excerpts. */
  rendered(name: string, { max = 10_000, optional = false } = {}): string {
    const value = this.value[name];
    if (value === undefined && optional) return '';
    const rendered = isObject(value) ? value.rendered : undefined;
    if (typeof rendered !== 'string' || rendered.length > max) this.fail(`${name}.rendered`, `text of at most ${max} characters`);
    return rendered;
  }

  /** WordPress' `date_gmt` form, 'YYYY-MM-DDTHH:MM:SS', as a UTC ISO date. */
  gmt(name: string): string {
    const value = this.value[name];
    const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(value) ? new Date(`${value}Z`) : undefined;
    if (!date || Number.isNaN(date.getTime())) this.fail(name, 'a date');
    return date.toISOString();
  }
}

const youtubeId = /^[A-Za-z0-9_-]{1,32}$/;

/** An address a page may link to: http(s) only, never javascript: or data:. */
function webAddress(text: string, max = 2048): string | undefined {
  if (text.length > max) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? text : undefined;
  } catch {
    return undefined;
  }
}

/** The maker's meta group, read where this server's own posts carry it: the top-level `acf` object. */
function makerMeta(value: unknown): { youtubeVideoId: string; youtubeUrl: string } {
  if (!isObject(value)) return { youtubeVideoId: '', youtubeUrl: '' };
  const id = typeof value.youtube_video_id === 'string' ? value.youtube_video_id.trim() : '';
  const url = typeof value.youtube_url === 'string' ? value.youtube_url.trim() : '';
  return { youtubeVideoId: youtubeId.test(id) ? id : '', youtubeUrl: url === '' ? '' : (webAddress(url, 500) ?? '') };
}

export interface ReadPost {
  /** Undefined when the post is not for the mirror (password protected: its body is not public). */
  post: MirrorPost | undefined;
  /** The author and the image the post came with (`_embed`), when WordPress could embed them. */
  author: MirrorAuthor | undefined;
  media: MirrorMedia | undefined;
}

/** A post of `/wp/v2/posts?_embed=author,wp:featuredmedia`, in view context. */
export function readPost(value: unknown): ReadPost {
  const fields = new Fields('a post', value);
  const id = fields.id('id');
  const post = new Fields(`post ${id}`, value);
  const status = post.text('status', { max: 20 });
  const content = post.rendered('content', { max: 2_000_000 });
  // Password protected: WordPress lists it, but its body is not public.
  if (status !== 'publish' || (isObject(post.value.content) && post.value.content.protected === true)) {
    return { post: undefined, author: undefined, media: undefined };
  }
  const slug = post.text('slug', { max: 200 });
  if (!/^[^\s/?#]+$/.test(slug)) post.fail('slug', 'a slug');
  const authorId = post.id('author', { zero: true });
  const embedded = isObject(post.value._embedded) ? post.value._embedded : {};
  const author = embeddedFirst(embedded.author);
  const mediaId = post.id('featured_media', { zero: true });
  const media = mediaId === 0 ? undefined : readMedia(embeddedFirst(embedded['wp:featuredmedia']), mediaId);
  return {
    post: {
      id,
      date: post.gmt('date_gmt'),
      modified: post.gmt('modified_gmt'),
      slug,
      title: post.rendered('title', { max: 2000 }),
      content,
      excerpt: post.rendered('excerpt', { max: 100_000, optional: true }),
      authorId,
      featuredMediaId: media ? media.id : null,
      ...makerMeta(post.value.acf),
      ...readLanguage(post.value),
      categoryIds: post.ids('categories'),
      tagIds: post.ids('tags'),
    },
    author: author && author.id === authorId ? readAuthor(author.value) : undefined,
    media,
  };
}

/** The first embedded resource, unless WordPress embedded an error (`rest_forbidden`) in its place. */
function embeddedFirst(list: unknown): { id: number; value: Json } | undefined {
  const first = Array.isArray(list) ? list[0] : undefined;
  if (!isObject(first) || 'code' in first || typeof first.id !== 'number') return undefined;
  return { id: first.id, value: first };
}

/** A user's public fields (the users route and `_embed=author` both show these to anyone). */
export function readAuthor(value: unknown): MirrorAuthor {
  const fields = new Fields('an author', value);
  const id = fields.id('id');
  const author = new Fields(`author ${id}`, value);
  const url = author.text('url', { max: 2048, optional: true });
  return {
    id,
    name: author.text('name', { max: 250 }),
    slug: author.text('slug', { max: 200 }),
    description: author.text('description', { max: 10_000, optional: true }),
    url: url === '' ? '' : (webAddress(url) ?? ''),
  };
}

/**
 * An embedded featured image; undefined when it is not one a page can show (no picture, no size, an address
 * that is not http(s)), so the post goes without it rather than with a broken one.
 */
function readMedia(embedded: { id: number; value: Json } | undefined, id: number): MirrorMedia | undefined {
  if (!embedded || embedded.id !== id) return undefined;
  const media = new Fields(`image ${id}`, embedded.value);
  const details = isObject(media.value.media_details) ? media.value.media_details : {};
  const { width, height } = details;
  const sourceUrl = webAddress(media.text('source_url', { max: 2048 }));
  const size = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 100_000;
  if (!sourceUrl || !size(width) || !size(height)) return undefined;
  const caption = media.rendered('caption', { max: 10_000, optional: true }).trim();
  const date = typeof media.value.date === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(media.value.date) ? `${media.value.date}Z` : undefined;
  return {
    id,
    slug: media.text('slug', { max: 200, optional: true }),
    title: media.rendered('title', { max: 2000, optional: true }),
    sourceUrl,
    width: width as number,
    height: height as number,
    mimeType: media.text('mime_type', { max: 100, optional: true }) || 'image/jpeg',
    altText: media.text('alt_text', { max: 2000, optional: true }),
    // This server wraps a caption in its own paragraph (toMediaJson): keep what is inside WordPress'.
    caption: caption.replace(/^<p>([\s\S]*)<\/p>$/, '$1'),
    date: date && !Number.isNaN(new Date(date).getTime()) ? new Date(date).toISOString() : new Date(0).toISOString(),
  };
}

/** A category or a tag of the terms routes. */
export function readTerm(value: unknown, taxonomy: 'category' | 'tag'): MirrorTerm {
  const fields = new Fields(`a ${taxonomy}`, value);
  const id = fields.id('id');
  const term = new Fields(`${taxonomy} ${id}`, value);
  return {
    id,
    name: term.text('name', { max: 400 }),
    slug: term.text('slug', { max: 200 }),
    description: term.text('description', { max: 10_000, optional: true }),
    parent: term.value.parent === undefined ? 0 : term.id('parent', { zero: true }),
  };
}
