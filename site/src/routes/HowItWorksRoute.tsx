import { Grid, GridItem, PageHeader, PageSection, StepCard } from '@fleet/ui';
import { howItWorksHeader, steps } from '../content/steps.tsx';
import type { HeadSettings } from '../head/pageHead.ts';
import { pageTitle } from '../head/pageTitle.ts';

export const head: HeadSettings = { title: pageTitle('How It Works'), description: howItWorksHeader.description };

export function HowItWorksRoute() {
  return (
    <>
      <PageHeader title={howItWorksHeader.title} lead={howItWorksHeader.description} />
      <PageSection>
        <Grid minItemWidth="md">
          {steps.map((step) => (
            <GridItem key={step.step}>
              <StepCard {...step} headingLevel="2" />
            </GridItem>
          ))}
        </Grid>
      </PageSection>
    </>
  );
}
