import { CaseStudyCard, Grid, GridItem, PageSection } from '@fleet/ui';
import { caseStudies } from '../../content/caseStudies.tsx';
import { successStoriesCopy } from '../../content/home.tsx';

export function SuccessStoriesSection() {
  return (
    <PageSection title={successStoriesCopy.title} intro={successStoriesCopy.description}>
      <Grid as="ul" minItemWidth="md">
        {caseStudies.map((study) => (
          <GridItem key={study.title}>
            <CaseStudyCard {...study} />
          </GridItem>
        ))}
      </Grid>
    </PageSection>
  );
}
