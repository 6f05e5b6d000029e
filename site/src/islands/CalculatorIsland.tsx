import type { Pricing } from '@fleet/api-client';
import type { IslandMessages } from '@fleet/i18n/compileMessages.ts';
import type { CalculatorState } from '@fleet/rules';
import { CalculatorSection } from '../sections/pricing/CalculatorSection.tsx';
import { IslandLanguage } from './IslandLanguage.tsx';

export interface CalculatorIslandProps {
  pricing: Pricing;
  initialState: CalculatorState;
  /** The section's heading and lead in the page's language. */
  title: string;
  intro: string;
  messages: IslandMessages;
}

/**
 * The cost calculator on the prices the server rendered the page with: the one part of pricing that runs script.
 * It reads no data, so it is given its language alone, without the data cache's library.
 */
export function CalculatorIsland({ pricing, initialState, title, intro, messages }: CalculatorIslandProps) {
  return (
    <IslandLanguage messages={messages}>
      <CalculatorSection pricing={pricing} initialState={initialState} title={title} intro={intro} />
    </IslandLanguage>
  );
}
