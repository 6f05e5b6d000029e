import { readAuthor, readPost, readTerm } from './readSource.ts';
import { SourceError } from './SourceError.ts';
import type { SourceClient } from './sourceClient.ts';
import type { MirrorAuthor, MirrorMedia, MirrorPost, SourceSnapshot } from './types.ts';

export interface SnapshotPlan {
  /** Read every published post, not only those modified lately. */
  full: boolean;
  /** The newest `modified_gmt` mirrored so far (UTC ISO). */
  modifiedSince: string | undefined;
  /** The posts the mirror holds now. */
  mirroredIds: ReadonlySet<number>;
}

/** The posts come with their author and picture; their terms are read as whole lists. */
const embed = { _embed: 'author,wp:featuredmedia' };
/**
 * A post saved just before a sync may be committed just after it read past the save's time: each
 * incremental sync reads the last minute again. Posts read twice are compared, not counted twice.
 */
const overlapMs = 60_000;

/**
 * Everything one sync needs from the source, read before anything is written: the new and changed posts
 * (all of them on a full import), the ids of every published post (to find the unpublished and deleted), any
 * published post the mirror lacks (missed earlier), and the whole lists of categories, tags and authors.
 */
export async function fetchSnapshot(source: SourceClient, plan: SnapshotPlan): Promise<SourceSnapshot> {
  const since = plan.modifiedSince === undefined ? undefined : new Date(new Date(plan.modifiedSince).getTime() - overlapMs);
  const full = plan.full || since === undefined;
  const changed = await source.list('posts', full ? embed : { ...embed, modified_after: since.toISOString().replace(/\.\d{3}Z$/, 'Z') });
  const publishedIds = full
    ? new Set(changed.map((item) => item.id as number))
    : new Set((await source.list('posts', { _fields: 'id' })).map((item) => item.id as number));

  const read = new Set(changed.map((item) => item.id as number));
  const missing = [...publishedIds].filter((id) => !plan.mirroredIds.has(id) && !read.has(id));
  for (let start = 0; start < missing.length; start += 100) {
    changed.push(...(await source.list('posts', { ...embed, include: missing.slice(start, start + 100).join(',') })));
  }

  const posts: MirrorPost[] = [];
  const authors = new Map<number, MirrorAuthor>();
  const media = new Map<number, MirrorMedia>();
  for (const item of changed) {
    const { post, author, media: image } = readPost(item);
    // Listed but not public (a password was set): a copy mirrored before goes.
    if (!post) publishedIds.delete(item.id as number);
    // Published a moment ago (after the list of ids was read): the next sync takes it with the others.
    if (!post || !publishedIds.has(post.id)) continue;
    posts.push(post);
    if (author) authors.set(author.id, author);
    if (image) media.set(image.id, image);
  }

  const categories = (await source.list('categories', { _fields: 'id,name,slug,description,parent' })).map((item) => readTerm(item, 'category'));
  const tags = (await source.list('tags', { _fields: 'id,name,slug,description' })).map((item) => readTerm(item, 'tag'));
  for (const author of await publicAuthors(source)) authors.set(author.id, author);

  const newestModified = posts.reduce<string | undefined>(
    (newest, post) => (newest === undefined || post.modified > newest ? post.modified : newest),
    undefined,
  );
  return { full, posts, publishedIds, authors, media, categories, tags, newestModified };
}

/**
 * The site's authors with their public fields; a site that keeps its users list private (some security
 * plugins do) still has its authors come with their posts.
 */
async function publicAuthors(source: SourceClient): Promise<MirrorAuthor[]> {
  try {
    return (await source.list('users', { _fields: 'id,name,slug,description,url' })).map(readAuthor);
  } catch (error) {
    if (error instanceof SourceError && (error.status === 401 || error.status === 403 || error.status === 404)) return [];
    throw error;
  }
}
