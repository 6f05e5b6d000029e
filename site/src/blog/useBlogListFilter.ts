import { useCallback, useEffect, useRef, useState } from 'react';
import type { BlogCategory } from '@fleet/content/blog/categoryMap.ts';
import { allKey, type BlogListQuery, blogListQuery } from './blogListQuery.ts';

/** Typing settles for this long before the list asks again: one request per pause, not per key. */
const searchDelayMs = 300;

function writeQuery(name: 'category' | 'search', value: string, replace: boolean): void {
  const url = new URL(window.location.href);
  // Another category or search starts from its first posts: a 'Load More Posts' taken before the script came
  // left its load and the anchor of its new posts in the address.
  url.searchParams.delete('page');
  url.hash = '';
  if (value) url.searchParams.set(name, value);
  else url.searchParams.delete(name);
  if (replace) window.history.replaceState(window.history.state, '', url);
  else window.history.pushState(window.history.state, '', url);
}

/**
 * The blog list's category and search, kept in the query string (?category=video&search=hail) so they
 * survive a reload and the back button. A category is a step in the history; search text replaces the
 * current entry once typing pauses (or at once on Enter). `initial` is what the server rendered the list for, among
 * `chips`.
 */
export function useBlogListFilter(initial: BlogListQuery, chips: readonly Pick<BlogCategory, 'key'>[]) {
  const [query, setQuery] = useState(initial);
  const { category, search } = query;
  const [searchText, setSearchText] = useState(search);
  const written = useRef(search);

  // Back and forward move through the list's history: show what the URL says.
  useEffect(() => {
    const onPopState = () => {
      const next = blogListQuery(new URLSearchParams(window.location.search), chips);
      written.current = next.search;
      setQuery(next);
      setSearchText(next.search);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [chips]);

  // A Back taken before this script ran (the page still as the server sent it) moved the URL with no one listening:
  // the category the URL names by now is the one shown. (What was typed into the search meanwhile is kept.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the list starts running.
  useEffect(() => {
    const { category: named } = blogListQuery(new URLSearchParams(window.location.search), chips);
    setQuery((current) => (current.category === named ? current : { ...current, category: named, page: 1 }));
  }, []);

  const writeSearch = useCallback((text: string) => {
    written.current = text;
    writeQuery('search', text, true);
    setQuery((current) => ({ ...current, search: text }));
  }, []);

  useEffect(() => {
    const text = searchText.trim();
    if (text === search) return undefined;
    const timer = setTimeout(() => writeSearch(text), searchDelayMs);
    return () => clearTimeout(timer);
  }, [searchText, search, writeSearch]);

  const setCategory = useCallback((key: string) => {
    writeQuery('category', key === allKey ? '' : key, false);
    setQuery((current) => ({ ...current, category: key }));
  }, []);
  const submitSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      if (text.trim() !== search) writeSearch(text.trim());
    },
    [search, writeSearch],
  );

  return { category, setCategory, search, searchText, setSearchText, submitSearch };
}
