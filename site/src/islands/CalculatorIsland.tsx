import type { Pricing } from '@fleet/api-client';
import type { CalculatorState } from '@fleet/rules';
import { CalculatorSection } from '../sections/pricing/CalculatorSection.tsx';

/** The cost calculator on the prices the server rendered the page with: the one part of pricing that runs script. */
export function CalculatorIsland({ pricing, initialState }: { pricing: Pricing; initialState: CalculatorState }) {
  return <CalculatorSection pricing={pricing} initialState={initialState} />;
}
