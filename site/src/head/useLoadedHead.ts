import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { brand } from '../brand/brand.ts';
import { applyHead } from './applyHead.ts';
import { type HeadSettings, pageHead } from './pageHead.ts';

/**
 * For a page whose head depends on what it loads (a blog post): once known, the head replaces the one the
 * page module declared. It runs after that one, so it wins.
 */
export function useLoadedHead(settings: HeadSettings | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (settings) applyHead(document, pageHead(settings, pathname, brand));
  }, [settings, pathname]);
}
