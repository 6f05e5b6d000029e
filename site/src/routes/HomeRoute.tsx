import { BannerCarousel, CallToAction, CustomerMarquee, PageSection } from '@fleet/ui';
import { brand } from '../brand/brand';
import { customers } from '../content/customers';
import { bannerLabel, bannerSlides, customersTitle, homeCallToAction, latestPostsCopy, liveStatsTitle } from '../content/home';
import type { HeadSettings } from '../head/pageHead';
import { organizationStructuredData } from '../head/organizationStructuredData';
import { HeroSection } from '../sections/home/HeroSection';
import { LatestPostsSection } from '../sections/home/LatestPostsSection';
import { LiveStatsSection } from '../sections/home/LiveStatsSection';
import { SuccessStoriesSection } from '../sections/home/SuccessStoriesSection';
import { ActionLinks } from '../sections/shared/ActionLinks';

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
