import { type CalculatorAction, type CalculatorModel, type CalculatorState, calculatorTotals, emptyCalculatorLine } from '@fleet/rules';
import type { Ref } from 'react';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { Button } from '../Button/Button.tsx';
import type { HeadingLevel } from '../Heading/Heading.css';
import { CalculatorModelCard } from './CalculatorModelCard.tsx';
import { type CalculatorPlan, CalculatorTotalsPanel } from './CalculatorTotalsPanel.tsx';
import * as styles from './CostCalculator.css';

// A model the person has not touched yet: none of it, the default memory size, no modem.

export interface CostCalculatorProps {
  /** The dashcams from the pricing response, in the order to show them. */
  models: readonly CalculatorModel[];
  plan: CalculatorPlan;
  /** The LTE modem accessory's price per unit. */
  modemPrice: number;
  /** Owned by the caller, e.g. useReducer(calculatorReducer, {}). */
  state: CalculatorState;
  onAction: (action: CalculatorAction) => void;
  /** Level of the model names and the totals title under the page's calculator heading. */
  headingLevel?: HeadingLevel;
  /**
   * Where the calculator's form goes in a browser that runs no script, or before the page's script has
   * arrived: its fields are sent as a GET (see calculatorFieldName), and the page comes back with the totals
   * worked out. A 'Calculate' button shows only where no script runs; with script the totals follow each change.
   */
  action?: string;
  formRef?: Ref<HTMLFormElement>;
}

/** The pricing page's cost calculator: a line per dashcam model and the fleet's monthly, annual and hardware totals. */
export function CostCalculator({ models, plan, modemPrice, state, onAction, headingLevel = '3', action, formRef }: CostCalculatorProps) {
  const { t } = useMessages();
  const totals = calculatorTotals(state, models, plan, modemPrice);
  return (
    // With script every change is counted at once: Enter in a quantity sends nothing.
    <form method="get" action={action} ref={formRef} className={styles.layout} onSubmit={(event) => event.preventDefault()}>
      <div className={styles.models}>
        {models.map((model) => (
          <CalculatorModelCard
            key={model.id}
            model={model}
            line={state[model.id] ?? emptyCalculatorLine}
            modemPrice={modemPrice}
            onAction={onAction}
            headingLevel={headingLevel}
          />
        ))}
        <div className={styles.calculateWithoutScript}>
          <Button type="submit">{t('costCalculator.calculate')}</Button>
        </div>
      </div>
      <div className={styles.totals}>
        <CalculatorTotalsPanel totals={totals} plan={plan} headingLevel={headingLevel} />
      </div>
    </form>
  );
}
