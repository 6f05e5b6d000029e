import { FeatureCard } from '@fleet/ui/components/FeatureCard/FeatureCard.tsx';
import { Grid } from '@fleet/ui/components/Grid/Grid.tsx';
import { GridItem } from '@fleet/ui/components/Grid/GridItem.tsx';
import { PageHeader } from '@fleet/ui/components/PageHeader/PageHeader.tsx';
import { PageSection } from '@fleet/ui/components/PageSection/PageSection.tsx';
import { features, featuresHeader } from '@fleet/content/features.tsx';
import type { HeadSettings } from '../head/pageHead.ts';
import { pageTitle } from '../head/pageTitle.ts';

export const head: HeadSettings = { title: pageTitle('Features'), description: featuresHeader.description };

export function FeaturesRoute() {
  return (
    <>
      <PageHeader title={featuresHeader.title} lead={featuresHeader.description} />
      <PageSection>
        <Grid as="ul" minItemWidth="md">
          {features.map((feature) => (
            <GridItem key={feature.id}>
              <FeatureCard {...feature} headingLevel="2" />
            </GridItem>
          ))}
        </Grid>
      </PageSection>
    </>
  );
}
