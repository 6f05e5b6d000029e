import { AboutStats } from '@fleet/ui/components/AboutStats/AboutStats.tsx';
import { AboutTimeline } from '@fleet/ui/components/AboutTimeline/AboutTimeline.tsx';
import { FeatureCard } from '@fleet/ui/components/FeatureCard/FeatureCard.tsx';
import { Grid } from '@fleet/ui/components/Grid/Grid.tsx';
import { GridItem } from '@fleet/ui/components/Grid/GridItem.tsx';
import { PageHeader } from '@fleet/ui/components/PageHeader/PageHeader.tsx';
import { PageSection } from '@fleet/ui/components/PageSection/PageSection.tsx';
import { Text } from '@fleet/ui/components/Text/Text.tsx';
import { Stack } from '@fleet/ui/layout/Stack/Stack.tsx';
import { aboutHeader, aboutMission, aboutStats, aboutStatsCopy, aboutStory, aboutTimeline, aboutTimelineCopy, missionPoints } from '@fleet/content/about.tsx';
import type { HeadSettings } from '../head/pageHead.ts';
import { pageTitle } from '../head/pageTitle.ts';

export const head: HeadSettings = { title: pageTitle('About'), description: aboutHeader.description };

export function AboutRoute() {
  return (
    <>
      <PageHeader title={aboutHeader.title} lead={aboutHeader.description} />
      <PageSection title={aboutStory.title}>
        <Grid minItemWidth="lg">
          <Stack gap="md">
            {aboutStory.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
          <img {...aboutStory.image} alt={aboutStory.image.alt} loading="lazy" />
        </Grid>
      </PageSection>
      <PageSection title={aboutMission.title} intro={aboutMission.description} tone="muted">
        <Grid as="ul" minItemWidth="sm">
          {missionPoints.map((point) => (
            <GridItem key={point.id}>
              <FeatureCard {...point} />
            </GridItem>
          ))}
        </Grid>
      </PageSection>
      <PageSection title={aboutStatsCopy.title} intro={aboutStatsCopy.description}>
        <AboutStats stats={aboutStats} />
      </PageSection>
      <PageSection title={aboutTimelineCopy.title} intro={aboutTimelineCopy.description} tone="muted">
        <AboutTimeline entries={aboutTimeline} />
      </PageSection>
    </>
  );
}
