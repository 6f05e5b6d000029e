import { type CalculatorPlan, Grid, PageSection, PricingCard } from '@fleet/ui';
import { enterprisePlan, monthlyPlan } from '../../content/pricing.ts';

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
