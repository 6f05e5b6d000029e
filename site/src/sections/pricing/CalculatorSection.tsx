import type { Pricing } from '@fleet/api-client';
import { localePath } from '@fleet/i18n/localePath.ts';
import { localeOrDefault } from '@fleet/i18n/locales.ts';
import { type CalculatorModel, type CalculatorState, calculatorReducer, calculatorStateFromFields } from '@fleet/rules';
import { CostCalculator } from '@fleet/ui/components/CostCalculator/CostCalculator.tsx';
import { quantityFormat } from '@fleet/ui/components/CostCalculator/quantityFormat.ts';
import { PageSection } from '@fleet/ui/components/PageSection/PageSection.tsx';
import { useMessages } from '@fleet/ui/providers/MessagesProvider.tsx';
import { useLayoutEffect, useReducer, useRef } from 'react';

export const calculatorModels = (pricing: Pricing): CalculatorModel[] =>
  Object.entries(pricing.dashcams).map(([id, model]) => ({ id, name: model.name, hasLTE: model.hasLTE, prices: model.prices }));

export interface CalculatorSectionProps {
  pricing: Pricing;
  /** What the address asked for: the calculator's form, sent without script, comes back with its totals. */
  initialState: CalculatorState;
  /** The section's heading and lead, in the page's language (resolved on the server, so the island carries no copy module). */
  title: string;
  intro: string;
}

/** The cost calculator on the live prices: a form that the server answers without script, live with it. */
export function CalculatorSection({ pricing, initialState, title, intro }: CalculatorSectionProps) {
  const { lang, intl } = useMessages();
  const [state, dispatch] = useReducer(calculatorReducer, initialState);
  const form = useRef<HTMLFormElement>(null);
  const models = calculatorModels(pricing);
  // What the person chose before the script arrived stays chosen, and counts from now on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the page comes alive.
  useLayoutEffect(() => {
    if (form.current) dispatch({ type: 'restore', state: calculatorStateFromFields(new FormData(form.current), models, quantityFormat(intl)) });
  }, []);
  return (
    <PageSection id="calculator" title={title} intro={intro}>
      <CostCalculator
        models={models}
        plan={{ firstVehicle: pricing.firstVehicle, additionalVehicles: pricing.additionalVehicles }}
        modemPrice={pricing.accessories.modem.price}
        state={state}
        onAction={dispatch}
        action={`${localePath(localeOrDefault(lang), '/pricing')}#calculator`}
        formRef={form}
      />
    </PageSection>
  );
}
