import type { LabelledLink } from '@fleet/ui/components/SiteLink/SiteLink.tsx';

/** A link drawn as a button; absolute links to other sites set `external` so they open in a new tab. */
export type PageAction = LabelledLink;

/** The copy at the top of a page: its h1, a lead paragraph and an optional call to action. */
export interface PageHeaderCopy {
  title: string;
  description: string;
  action?: PageAction;
}

/** A section's heading and the sentence under it. */
export interface SectionCopy {
  title: string;
  description: string;
}
