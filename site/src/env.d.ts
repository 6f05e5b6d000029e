/// <reference types="astro/client" />

type SiteLocals = import('./server/SiteRender.ts').SiteLocals;

declare namespace App {
  /** What the server hands every page: see SiteRender. */
  interface Locals extends SiteLocals {}
}
