import type { Messages } from '@fleet/i18n/createMessages.ts';
import { Grid } from '@fleet/ui/components/Grid/Grid.tsx';
import { GridItem } from '@fleet/ui/components/Grid/GridItem.tsx';
import { PageHeader } from '@fleet/ui/components/PageHeader/PageHeader.tsx';
import { PageSection } from '@fleet/ui/components/PageSection/PageSection.tsx';
import { StepCard } from '@fleet/ui/components/StepCard/StepCard.tsx';
import { useMessages } from '@fleet/ui/providers/MessagesProvider.tsx';
import { howItWorksHeader, steps } from '@fleet/content/steps.tsx';
import type { HeadSettings } from '../head/pageHead.ts';
import { pageTitle } from '../head/pageTitle.ts';

export function head(messages: Messages): HeadSettings {
  const header = howItWorksHeader(messages);
  return { title: pageTitle(header.title), description: header.description };
}

export function HowItWorksRoute() {
  const messages = useMessages();
  const header = howItWorksHeader(messages);
  return (
    <>
      <PageHeader title={header.title} lead={header.description} />
      <PageSection>
        <Grid minItemWidth="md">
          {steps(messages).map((step) => (
            <GridItem key={step.step}>
              <StepCard {...step} headingLevel="2" />
            </GridItem>
          ))}
        </Grid>
      </PageSection>
    </>
  );
}
