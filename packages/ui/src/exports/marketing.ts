// Exports of the marketing batch; packages/ui/src/index.ts re-exports this file.
export * from '../icons/marketingIcons';
export { FeatureIcon, type FeatureIconProps } from '../components/FeatureIcon/FeatureIcon';
export { featureIconSizes, type FeatureIconSize } from '../components/FeatureIcon/FeatureIcon.css';
export { CustomerCard, type Customer, type CustomerCardProps } from '../components/CustomerCard/CustomerCard';
export { CustomerMarquee, type CustomerMarqueeProps } from '../components/CustomerMarquee/CustomerMarquee';
export { CaseStudyCard, type CaseStudy, type CaseStudyCardProps } from '../components/CaseStudyCard/CaseStudyCard';
export { BannerCarousel, type BannerCarouselProps } from '../components/BannerCarousel/BannerCarousel';
export { type BannerSlide, type BannerSlideContent } from '../components/BannerCarousel/BannerSlideView';
export { FeatureCard, type Feature, type FeatureCardProps } from '../components/FeatureCard/FeatureCard';
export { StepCard, type Step, type StepCardProps } from '../components/StepCard/StepCard';
export { VideoEmbed, videoEmbedUrl, type VideoEmbedProps } from '../components/VideoEmbed/VideoEmbed';
export { ResponsiveHero, type HeroImage, type ResponsiveHeroProps } from '../components/ResponsiveHero/ResponsiveHero';
export { FaqList, type FaqItem, type FaqListProps } from '../components/FaqList/FaqList';
export { BulkOrderBlock, type BulkOrderBlockProps } from '../components/BulkOrderBlock/BulkOrderBlock';
export { AboutTimeline, type AboutTimelineProps, type TimelineEntry } from '../components/AboutTimeline/AboutTimeline';
export { AboutStats, type AboutStat, type AboutStatsProps } from '../components/AboutStats/AboutStats';
