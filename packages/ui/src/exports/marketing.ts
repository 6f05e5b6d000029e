// The marketing components and what they take; packages/ui/src/index.ts re-exports this file.

export { type AboutStat, AboutStats, type AboutStatsProps } from '../components/AboutStats/AboutStats.tsx';
export { AboutTimeline, type AboutTimelineProps, type TimelineEntry } from '../components/AboutTimeline/AboutTimeline.tsx';
export { BannerCarousel, type BannerCarouselProps } from '../components/BannerCarousel/BannerCarousel.tsx';
export type { BannerSlide, BannerSlideContent } from '../components/BannerCarousel/BannerSlideView.tsx';
export { BulkOrderBlock, type BulkOrderBlockProps } from '../components/BulkOrderBlock/BulkOrderBlock.tsx';
export { type CaseStudy, CaseStudyCard, type CaseStudyCardProps } from '../components/CaseStudyCard/CaseStudyCard.tsx';
export { type Customer, CustomerCard, type CustomerCardProps } from '../components/CustomerCard/CustomerCard.tsx';
export { CustomerMarquee, type CustomerMarqueeProps } from '../components/CustomerMarquee/CustomerMarquee.tsx';
export { type FaqItem, FaqList, type FaqListProps } from '../components/FaqList/FaqList.tsx';
export { type Feature, FeatureCard, type FeatureCardProps } from '../components/FeatureCard/FeatureCard.tsx';
export { type FeatureIconSize, featureIconSizes } from '../components/FeatureIcon/FeatureIcon.css';
export { FeatureIcon, type FeatureIconProps } from '../components/FeatureIcon/FeatureIcon.tsx';
export { type HeroImage, ResponsiveHero, type ResponsiveHeroProps } from '../components/ResponsiveHero/ResponsiveHero.tsx';
export { type Step, StepCard, type StepCardProps } from '../components/StepCard/StepCard.tsx';
export { VideoEmbed, type VideoEmbedProps, videoEmbedUrl } from '../components/VideoEmbed/VideoEmbed.tsx';
export * from '../icons/marketingIcons.tsx';
