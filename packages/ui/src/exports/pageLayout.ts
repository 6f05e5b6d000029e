// The pageLayout components and what they take; packages/ui/src/index.ts re-exports this file.

export { CallToAction, type CallToActionProps } from '../components/CallToAction/CallToAction.tsx';
export { type GridElement, type GridItemWidth, gridElements, gridItemWidths } from '../components/Grid/Grid.css';
export { Grid, type GridProps } from '../components/Grid/Grid.tsx';
export { GridItem, type GridItemProps } from '../components/Grid/GridItem.tsx';
export { type HeadingLevel, headingLevels } from '../components/Heading/Heading.css';
export { type PageAlign, pageAligns } from '../components/PageHeader/PageHeader.css';
export { PageHeader, type PageHeaderProps } from '../components/PageHeader/PageHeader.tsx';
export { type PageSectionTone, pageSectionTones } from '../components/PageSection/PageSection.css';
export { PageSection, type PageSectionProps } from '../components/PageSection/PageSection.tsx';
