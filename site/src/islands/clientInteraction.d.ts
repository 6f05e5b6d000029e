// `client:interaction` for the templates' type checks: see interactionDirective.ts.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates at the visitor's first pointer, touch or focus on the island. */
    'client:interaction'?: boolean;
  }
}
