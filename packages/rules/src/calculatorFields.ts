import { type CalculatorModel, type CalculatorState, calculatorReducer, type QuantityFormat } from './calculator.ts';

/**
 * The names of the calculator's form fields. Without script the form is sent to the server as a GET and the
 * page comes back with the totals worked out; with script the page reads the same fields as it comes alive, so
 * nothing chosen before then is lost.
 */
export const calculatorFieldName = {
  quantity: (modelId: string) => `quantity.${modelId}`,
  memory: (modelId: string) => `memory.${modelId}`,
  /** 'on' when ticked; a hidden 'off' before the box says it was left unticked (an unticked box sends nothing). */
  modem: (modelId: string) => `modem.${modelId}`,
};

/** Whether a field's name is one of the calculator's, for any model. */
export const isCalculatorFieldName = (name: string): boolean => /^(?:quantity|memory|modem)\.[^.]+$/.test(name);

/** What the fields came in: an address's query (URLSearchParams) or a form's entries (FormData). */
export interface CalculatorFields {
  getAll(name: string): readonly unknown[];
}

const lastText = (fields: CalculatorFields, name: string) =>
  fields
    .getAll(name)
    .filter((value): value is string => typeof value === 'string')
    .at(-1);

/**
 * The calculator's state from its fields, by the same rules as a person's changes: a model raised from 0
 * without built-in LTE gets the modem unless the fields say otherwise; a memory size the model has no price
 * for, and any field of a model not on offer, are ignored. Quantities are read in the page's `format` ('1.000' is
 * a thousand on a German page).
 */
export function calculatorStateFromFields(fields: CalculatorFields, models: readonly CalculatorModel[], format?: QuantityFormat): CalculatorState {
  let state: CalculatorState = {};
  for (const { id: modelId, hasLTE, prices } of models) {
    const quantity = lastText(fields, calculatorFieldName.quantity(modelId));
    if (quantity === undefined) continue;
    state = calculatorReducer(state, { type: 'quantity', modelId, value: quantity, hasLTE, format });
    const memory = lastText(fields, calculatorFieldName.memory(modelId));
    if (memory !== undefined && Object.hasOwn(prices, memory)) state = calculatorReducer(state, { type: 'memory', modelId, memory });
    const modem = lastText(fields, calculatorFieldName.modem(modelId));
    if (modem !== undefined && !hasLTE) state = calculatorReducer(state, { type: 'modem', modelId, modem: modem === 'on' });
  }
  return state;
}
