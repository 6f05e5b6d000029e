import { type CalculatorAction, calculatorReducer } from '@fleet/rules';
import { useReducer } from 'react';
import { CostCalculator, type CostCalculatorProps } from './CostCalculator.tsx';

/** Stories only: owns the state the way the pricing page does, and still reports each action. */
export function CostCalculatorWithState({ state: initialState, onAction, ...props }: CostCalculatorProps) {
  const [state, dispatch] = useReducer(calculatorReducer, initialState);
  const handleAction = (action: CalculatorAction) => {
    onAction(action);
    dispatch(action);
  };
  return <CostCalculator {...props} state={state} onAction={handleAction} />;
}
