import { describe, expect, it } from 'vitest';
import { readAuthor, readPost, readTerm } from './readSource.ts';
import { SourceError } from './SourceError.ts';

const post = (changes: Record<string, unknown> = {}) => ({
  id: 12,
  date_gmt: '2026-03-01T09:30:00',
  modified_gmt: '2026-03-02T10:00:00',
  slug: 'new-cameras',
  status: 'publish',
  title: { rendered: 'New cameras &#038; more' },
  content: { rendered: '<p>Body</p>', protected: false },
  excerpt: { rendered: '<p>Short</p>', protected: false },
  author: 3,
  featured_media: 40,
  categories: [5, 2, 5],
  tags: [9],
  acf: { youtube_video_id: 'Hl8sTo4YcDi', youtube_url: 'https://www.youtube.com/watch?v=Hl8sTo4YcDi' },
  lang: 'en',
  translations: { en: 12, de: 34 },
  _embedded: {
    author: [{ id: 3, name: 'Erin', slug: 'erin', description: '', url: '', link: 'x', avatar_urls: {} }],
    'wp:featuredmedia': [
      {
        id: 40,
        date: '2026-03-01T09:00:00',
        slug: 'cams',
        title: { rendered: 'Cams' },
        caption: { rendered: '<p>At the show.</p>\n' },
        alt_text: 'Two cameras',
        mime_type: 'image/webp',
        media_details: { width: 1600, height: 900 },
        source_url: 'https://news.example.org/wp-content/uploads/2026/03/cams.webp',
      },
    ],
  },
  ...changes,
});

const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(SourceError);
    return (error as Error).message;
  }
  throw new Error('read without complaint');
};

describe('reading what the source sends', () => {
  it('takes a published post with its author, picture, terms, maker meta and language', () => {
    const read = readPost(post());
    expect(read.post).toEqual({
      id: 12,
      date: '2026-03-01T09:30:00.000Z',
      modified: '2026-03-02T10:00:00.000Z',
      slug: 'new-cameras',
      title: 'New cameras &#038; more',
      content: '<p>Body</p>',
      excerpt: '<p>Short</p>',
      authorId: 3,
      featuredMediaId: 40,
      youtubeVideoId: 'Hl8sTo4YcDi',
      youtubeUrl: 'https://www.youtube.com/watch?v=Hl8sTo4YcDi',
      lang: 'en',
      translations: { de: 34 },
      categoryIds: [2, 5],
      tagIds: [9],
    });
    expect(read.author).toEqual({ id: 3, name: 'Erin', slug: 'erin', description: '', url: '' });
    expect(read.media).toMatchObject({ id: 40, width: 1600, height: 900, caption: 'At the show.', mimeType: 'image/webp', date: '2026-03-01T09:00:00.000Z' });
  });

  it('leaves out what is not public: drafts and password-protected posts', () => {
    expect(readPost(post({ status: 'draft' })).post).toBeUndefined();
    expect(readPost(post({ content: { rendered: '', protected: true } })).post).toBeUndefined();
  });

  it('goes without a picture, a video or an address that a page should not show', () => {
    const media = (changes: Record<string, unknown>) => ({ ...post()._embedded['wp:featuredmedia'][0], ...changes });
    for (const picture of [
      media({ source_url: 'javascript:alert(1)' }),
      media({ media_details: {} }),
      media({ id: 41 }),
      { code: 'rest_forbidden', message: 'Sorry', data: { status: 403 } },
    ]) {
      const read = readPost(post({ _embedded: { 'wp:featuredmedia': [picture] } }));
      expect(read.post?.featuredMediaId).toBeNull();
      expect(read.media).toBeUndefined();
    }
    expect(readPost(post({ acf: { youtube_video_id: '"><script>', youtube_url: 'javascript:alert(1)' } })).post).toMatchObject({
      youtubeVideoId: '',
      youtubeUrl: '',
    });
    expect(readPost(post({ acf: undefined })).post).toMatchObject({ youtubeVideoId: '', youtubeUrl: '' });
    expect(readAuthor({ id: 3, name: 'Erin', slug: 'erin', url: 'data:text/html,hi' }).url).toBe('');
  });

  it('refuses what is not a WordPress answer, naming the field', () => {
    expect(refusal(() => readPost('a string'))).toBe('a post is not an object');
    expect(refusal(() => readPost(post({ id: -1 })))).toBe('a post: id is not an id');
    expect(refusal(() => readPost(post({ title: 'Plain' })))).toBe('post 12: title.rendered is not text of at most 2000 characters');
    expect(refusal(() => readPost(post({ modified_gmt: 'yesterday' })))).toBe('post 12: modified_gmt is not a date');
    expect(refusal(() => readPost(post({ slug: 'a/b' })))).toBe('post 12: slug is not a slug');
    expect(refusal(() => readPost(post({ categories: ['news'] })))).toBe('post 12: categories is not a list of ids');
    expect(refusal(() => readTerm({ id: 4, slug: 'x' }, 'tag'))).toBe('tag 4: name is not text of at most 400 characters');
  });
});
