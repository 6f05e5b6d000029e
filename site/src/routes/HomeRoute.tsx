import { BannerCarousel, CallToAction, CustomerMarquee, PageSection } from '@fleet/ui';
import { brand } from '../brand/brand.ts';
import { customers } from '../content/customers.ts';
import { bannerLabel, bannerSlides, customersTitle, homeCallToAction, latestPostsCopy, liveStatsTitle } from '../content/home.tsx';
import { organizationStructuredData } from '../head/organizationStructuredData.ts';
import type { HeadSettings } from '../head/pageHead.ts';
import { HeroSection } from '../sections/home/HeroSection.tsx';
import { LatestPostsSection } from '../sections/home/LatestPostsSection.tsx';
import { LiveStatsSection } from '../sections/home/LiveStatsSection.tsx';
import { SuccessStoriesSection } from '../sections/home/SuccessStoriesSection.tsx';
import { ActionLinks } from '../sections/shared/ActionLinks.tsx';

export const head: HeadSettings = { structuredData: [organizationStructuredData(brand)] };

export function HomeRoute() {
  return (
    <>
      <HeroSection />
      <LiveStatsSection title={liveStatsTitle} />
      <PageSection tone="muted">
        <CustomerMarquee title={customersTitle} customers={customers} />
      </PageSection>
      <SuccessStoriesSection />
      <LatestPostsSection title={latestPostsCopy.title} intro={latestPostsCopy.description} viewAll={latestPostsCopy.viewAll} />
      <PageSection>
        <BannerCarousel slides={bannerSlides} label={bannerLabel} />
      </PageSection>
      <CallToAction
        title={homeCallToAction.title}
        text={homeCallToAction.description}
        actions={<ActionLinks actions={[homeCallToAction.primary, homeCallToAction.secondary]} primaryTone="inverse" />}
      />
    </>
  );
}
