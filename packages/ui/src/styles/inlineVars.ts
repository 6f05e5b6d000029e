import type { CSSProperties } from 'react';

/**
 * Inline values for variables made with vanilla-extract's createVar (which hands out 'var(--name)'),
 * for the few styles that depend on a prop: a loop's length, a slide's offset.
 */
export function inlineVars(values: Record<string, string>): CSSProperties {
  return Object.fromEntries(Object.entries(values).map(([reference, value]) => [reference.replace(/^var\((--[^,)]+)\)$/, '$1'), value])) as CSSProperties;
}
