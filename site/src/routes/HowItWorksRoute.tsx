import { Grid } from '@fleet/ui/components/Grid/Grid.tsx';
import { GridItem } from '@fleet/ui/components/Grid/GridItem.tsx';
import { PageHeader } from '@fleet/ui/components/PageHeader/PageHeader.tsx';
import { PageSection } from '@fleet/ui/components/PageSection/PageSection.tsx';
import { StepCard } from '@fleet/ui/components/StepCard/StepCard.tsx';
import { howItWorksHeader, steps } from '@fleet/content/steps.tsx';
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
