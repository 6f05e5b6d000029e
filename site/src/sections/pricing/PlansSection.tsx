import type { CalculatorPlan } from '@fleet/ui/components/CostCalculator/CalculatorTotalsPanel.tsx';
import { Grid } from '@fleet/ui/components/Grid/Grid.tsx';
import { PageSection } from '@fleet/ui/components/PageSection/PageSection.tsx';
import { PricingCard } from '@fleet/ui/components/PricingCard/PricingCard.tsx';
import { enterprisePlan, monthlyPlan } from '@fleet/content/pricing.ts';

/** The Monthly Plan at the live prices (the defaults until they arrive) beside the Enterprise Plan. */
export function PlansSection({ plan }: { plan: CalculatorPlan }) {
  return (
    <PageSection>
      <Grid minItemWidth="lg">
        <PricingCard {...monthlyPlan} price={plan.firstVehicle} additionalVehiclePrice={plan.additionalVehicles} headingLevel="2" />
        <PricingCard {...enterprisePlan} headingLevel="2" />
      </Grid>
    </PageSection>
  );
}
