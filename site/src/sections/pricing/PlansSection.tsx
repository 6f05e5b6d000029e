import type { CalculatorPlan } from '@fleet/ui/components/CostCalculator/CalculatorTotalsPanel.tsx';
import { Grid } from '@fleet/ui/components/Grid/Grid.tsx';
import { PageSection } from '@fleet/ui/components/PageSection/PageSection.tsx';
import { PricingCard } from '@fleet/ui/components/PricingCard/PricingCard.tsx';
import { useMessages } from '@fleet/ui/providers/MessagesProvider.tsx';
import { enterprisePlan, monthlyPlan } from '@fleet/content/pricing.ts';

/** The Monthly Plan at the live prices (the defaults until they arrive) beside the Enterprise Plan. */
export function PlansSection({ plan }: { plan: CalculatorPlan }) {
  const messages = useMessages();
  return (
    <PageSection>
      <Grid minItemWidth="lg">
        <PricingCard {...monthlyPlan(messages)} price={plan.firstVehicle} additionalVehiclePrice={plan.additionalVehicles} headingLevel="2" />
        <PricingCard {...enterprisePlan(messages)} headingLevel="2" />
      </Grid>
    </PageSection>
  );
}
