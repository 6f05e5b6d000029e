import type { Pricing } from '@fleet/api-client';
import { CalculatorSection } from '../sections/pricing/CalculatorSection.tsx';

/** The cost calculator on the prices the server rendered the page with: the one part of pricing that needs script. */
export function CalculatorIsland({ pricing }: { pricing: Pricing }) {
  return <CalculatorSection pricing={pricing} />;
}
