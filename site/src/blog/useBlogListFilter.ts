import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '../layout/useHydrated.ts';
import { blogCategories } from './categoryMap.ts';

/** Typing settles for this long before the list asks again: one request per pause, not per key. */
export const searchDelayMs = 300;

const allKey = 'all';

/**
 * The blog list's category and search, kept in the query string (?category=video&search=hail) so they
 * survive a reload and the back button. A category is a step in the history; search text replaces the
 * current entry once typing pauses (or at once on Enter).
 */
export function useBlogListFilter() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  // The prerendered list is the unfiltered one; the query string applies once hydration is done.
  const requested = hydrated ? (params.get('category') ?? allKey) : allKey;
  const category = blogCategories.some((candidate) => candidate.key === requested) ? requested : allKey;
  const search = hydrated ? (params.get('search') ?? '') : '';

  const [searchText, setSearchText] = useState(search);
  const written = useRef(search);

  // The URL moved on its own (back, forward, a link): show its text.
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setSearchText(search);
  }, [search]);

  const update = useCallback(
    (name: 'category' | 'search', value: string, replace: boolean) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );

  const writeSearch = useCallback(
    (text: string) => {
      written.current = text;
      update('search', text, true);
    },
    [update],
  );

  useEffect(() => {
    const text = searchText.trim();
    if (text === search) return undefined;
    const timer = setTimeout(() => writeSearch(text), searchDelayMs);
    return () => clearTimeout(timer);
  }, [searchText, search, writeSearch]);

  const setCategory = useCallback((key: string) => update('category', key === allKey ? '' : key, false), [update]);
  const submitSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      if (text.trim() !== search) writeSearch(text.trim());
    },
    [search, writeSearch],
  );

  return { category, setCategory, search, searchText, setSearchText, submitSearch, ready: hydrated };
}
