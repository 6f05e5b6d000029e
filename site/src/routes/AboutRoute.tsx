import type { Messages } from '@fleet/i18n/createMessages.ts';
import { AboutStats } from '@fleet/ui/components/AboutStats/AboutStats.tsx';
import { AboutTimeline } from '@fleet/ui/components/AboutTimeline/AboutTimeline.tsx';
import { FeatureCard } from '@fleet/ui/components/FeatureCard/FeatureCard.tsx';
import { Grid } from '@fleet/ui/components/Grid/Grid.tsx';
import { GridItem } from '@fleet/ui/components/Grid/GridItem.tsx';
import { PageHeader } from '@fleet/ui/components/PageHeader/PageHeader.tsx';
import { PageSection } from '@fleet/ui/components/PageSection/PageSection.tsx';
import { Text } from '@fleet/ui/components/Text/Text.tsx';
import { Stack } from '@fleet/ui/layout/Stack/Stack.tsx';
import { useMessages } from '@fleet/ui/providers/MessagesProvider.tsx';
import { aboutHeader, aboutMission, aboutStats, aboutStatsCopy, aboutStory, aboutTimeline, aboutTimelineCopy, missionPoints } from '@fleet/content/about.tsx';
import type { HeadSettings } from '../head/pageHead.ts';
import { pageTitle } from '../head/pageTitle.ts';

export function head(messages: Messages): HeadSettings {
  return { title: pageTitle(messages.t('about.pageTitle')), description: aboutHeader(messages).description };
}

export function AboutRoute() {
  const messages = useMessages();
  const header = aboutHeader(messages);
  const story = aboutStory(messages);
  const mission = aboutMission(messages);
  const statsCopy = aboutStatsCopy(messages);
  const timelineCopy = aboutTimelineCopy(messages);
  return (
    <>
      <PageHeader title={header.title} lead={header.description} />
      <PageSection title={story.title}>
        <Grid minItemWidth="lg">
          <Stack gap="md">
            {story.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
          <img {...story.image} alt={story.image.alt} loading="lazy" />
        </Grid>
      </PageSection>
      <PageSection title={mission.title} intro={mission.description} tone="muted">
        <Grid as="ul" minItemWidth="sm">
          {missionPoints(messages).map((point) => (
            <GridItem key={point.id}>
              <FeatureCard {...point} />
            </GridItem>
          ))}
        </Grid>
      </PageSection>
      <PageSection title={statsCopy.title} intro={statsCopy.description}>
        <AboutStats stats={aboutStats(messages)} />
      </PageSection>
      <PageSection title={timelineCopy.title} intro={timelineCopy.description} tone="muted">
        <AboutTimeline entries={aboutTimeline(messages)} />
      </PageSection>
    </>
  );
}
