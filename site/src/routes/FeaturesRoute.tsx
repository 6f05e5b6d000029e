import type { Messages } from '@fleet/i18n/createMessages.ts';
import { FeatureCard } from '@fleet/ui/components/FeatureCard/FeatureCard.tsx';
import { Grid } from '@fleet/ui/components/Grid/Grid.tsx';
import { GridItem } from '@fleet/ui/components/Grid/GridItem.tsx';
import { PageHeader } from '@fleet/ui/components/PageHeader/PageHeader.tsx';
import { PageSection } from '@fleet/ui/components/PageSection/PageSection.tsx';
import { useMessages } from '@fleet/ui/providers/MessagesProvider.tsx';
import { features, featuresHeader } from '@fleet/content/features.tsx';
import type { HeadSettings } from '../head/pageHead.ts';
import { pageTitle } from '../head/pageTitle.ts';

export function head(messages: Messages): HeadSettings {
  const header = featuresHeader(messages);
  return { title: pageTitle(header.title), description: header.description };
}

export function FeaturesRoute() {
  const messages = useMessages();
  const header = featuresHeader(messages);
  return (
    <>
      <PageHeader title={header.title} lead={header.description} />
      <PageSection>
        <Grid as="ul" minItemWidth="md">
          {features(messages).map((feature) => (
            <GridItem key={feature.id}>
              <FeatureCard {...feature} headingLevel="2" />
            </GridItem>
          ))}
        </Grid>
      </PageSection>
    </>
  );
}
