import type { Pricing } from '@fleet/api-client';
import { AwaitingScript, type CalculatorModel, CostCalculator, calculatorReducer, PageSection, Skeleton, VisuallyHidden } from '@fleet/ui';
import { useReducer } from 'react';
import { costCalculatorCopy } from '../../content/pricing.ts';

const calculatorModels = (pricing: Pricing): CalculatorModel[] =>
  Object.entries(pricing.dashcams).map(([id, model]) => ({ id, name: model.name, hasLTE: model.hasLTE, prices: model.prices }));

/** The cost calculator on the live prices; its space is held while there are none yet. */
export function CalculatorSection({ pricing }: { pricing: Pricing | undefined }) {
  const [state, dispatch] = useReducer(calculatorReducer, {});
  return (
    <PageSection id="calculator" title={costCalculatorCopy.title} intro={costCalculatorCopy.description}>
      {pricing ? (
        <AwaitingScript loadingLabel={costCalculatorCopy.loading} noScriptLabel={costCalculatorCopy.noScript}>
          <CostCalculator
            models={calculatorModels(pricing)}
            plan={{ firstVehicle: pricing.firstVehicle, additionalVehicles: pricing.additionalVehicles }}
            modemPrice={pricing.accessories.modem.price}
            state={state}
            onAction={dispatch}
          />
        </AwaitingScript>
      ) : (
        <div role="status">
          <VisuallyHidden>Loading prices...</VisuallyHidden>
          <Skeleton width="100%" height="40rem" />
        </div>
      )}
    </PageSection>
  );
}
