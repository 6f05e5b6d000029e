import { CallToAction, FaqList, PageHeader, PageSection, PlanFeatureTable, PricingError } from '@fleet/ui';
import { defaultPlanPrices, faqCopy, planFeatureGroups, planFeaturesCopy, pricingCallToAction, pricingFaq, pricingHeader } from '../content/pricing.ts';
import { usePricingQuery } from '../data/pricing/usePricingQuery.ts';
import type { HeadSettings } from '../head/pageHead.ts';
import { pageTitle } from '../head/pageTitle.ts';
import { CalculatorSection } from '../sections/pricing/CalculatorSection.tsx';
import { PlansSection } from '../sections/pricing/PlansSection.tsx';
import { ActionLinks } from '../sections/shared/ActionLinks.tsx';

export const head: HeadSettings = { title: pageTitle('Pricing'), description: pricingHeader.description };

export function PricingRoute() {
  const pricing = usePricingQuery();
  if (pricing.isError) return <PricingError />;
  return (
    <>
      <PageHeader title={pricingHeader.title} lead={pricingHeader.description} />
      <PlansSection plan={pricing.data ?? defaultPlanPrices} />
      <PageSection title={planFeaturesCopy.title} intro={planFeaturesCopy.description} tone="muted">
        <PlanFeatureTable groups={planFeatureGroups} caption="Limits and features of every plan" />
      </PageSection>
      <CalculatorSection pricing={pricing.data} />
      <PageSection title={faqCopy.title} intro={faqCopy.description} tone="muted">
        <FaqList items={pricingFaq} />
      </PageSection>
      <CallToAction
        title={pricingCallToAction.title}
        text={pricingCallToAction.text}
        actions={<ActionLinks actions={pricingCallToAction.actions} primaryTone="inverse" />}
      />
    </>
  );
}
