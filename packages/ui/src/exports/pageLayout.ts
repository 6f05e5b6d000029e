// Exports of the pageLayout batch; packages/ui/src/index.ts re-exports this file.
export { PageHeader, type PageHeaderProps } from '../components/PageHeader/PageHeader';
export { pageAligns, type PageAlign } from '../components/PageHeader/PageHeader.css';
export { PageSection, type PageSectionProps } from '../components/PageSection/PageSection';
export { pageSectionTones, type PageSectionTone } from '../components/PageSection/PageSection.css';
export { Grid, type GridProps } from '../components/Grid/Grid';
export { GridItem, type GridItemProps } from '../components/Grid/GridItem';
export { gridElements, gridItemWidths, type GridElement, type GridItemWidth } from '../components/Grid/Grid.css';
export { headingLevels, type HeadingLevel } from '../components/Heading/Heading.css';
export { CallToAction, type CallToActionProps } from '../components/CallToAction/CallToAction';
