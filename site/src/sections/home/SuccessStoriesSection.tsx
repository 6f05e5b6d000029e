import { CaseStudyCard } from '@fleet/ui/components/CaseStudyCard/CaseStudyCard.tsx';
import { Grid } from '@fleet/ui/components/Grid/Grid.tsx';
import { GridItem } from '@fleet/ui/components/Grid/GridItem.tsx';
import { PageSection } from '@fleet/ui/components/PageSection/PageSection.tsx';
import { useMessages } from '@fleet/ui/providers/MessagesProvider.tsx';
import { caseStudies } from '@fleet/content/caseStudies.tsx';
import { successStoriesCopy } from '@fleet/content/home.tsx';

export function SuccessStoriesSection() {
  const messages = useMessages();
  const copy = successStoriesCopy(messages);
  return (
    <PageSection title={copy.title} intro={copy.description} deferred>
      <Grid as="ul" minItemWidth="md">
        {caseStudies(messages).map((study) => (
          <GridItem key={study.title}>
            <CaseStudyCard {...study} />
          </GridItem>
        ))}
      </Grid>
    </PageSection>
  );
}
