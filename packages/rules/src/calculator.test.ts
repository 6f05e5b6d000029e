import { describe, expect, it } from 'vitest';
import { type CalculatorModel, type CalculatorState, calculatorReducer, calculatorTotals, parseQuantity } from './calculator.ts';

const models: CalculatorModel[] = [
  { id: 'lte', name: 'LTE', hasLTE: true, prices: { '64GB': 499.99, '128GB': 539.99 } },
  { id: 'wifi', name: 'WiFi', hasLTE: false, prices: { '64GB': 322.99, '256GB': 392.99 } },
];
const plan = { firstVehicle: 15.99, additionalVehicles: 12 };
const set = (state: CalculatorState, modelId: string, value: string | number) =>
  calculatorReducer(state, { type: 'quantity', modelId, value, hasLTE: models.find((m) => m.id === modelId)!.hasLTE });

describe('quantities', () => {
  it('never go below 0, and anything non-numeric is 0', () => {
    expect([-3, '-1', 'abc', '', '2.7', 4].map((value) => parseQuantity(value))).toEqual([0, 0, 0, 0, 2, 4]);
  });

  it('read English text as before, and a comma between groups of three digits as a thousands separator', () => {
    const english = { group: ',' };
    expect(['3', '2.7', '1.000', ' 12 ', 'abc', '-1'].map((value) => parseQuantity(value, english))).toEqual([3, 2, 1, 12, 0, 0]);
    expect(['1,000', '12,500', '1,000,000'].map((value) => parseQuantity(value, english))).toEqual([1000, 12500, 1000000]);
  });

  it('read a German thousands point as a separator, and nothing else as one', () => {
    const german = { group: '.' };
    expect(['1.000', '12.500', '1.000.000', '250'].map((value) => parseQuantity(value, german))).toEqual([1000, 12500, 1000000, 250]);
    // Not whole groups of three digits: read as before, up to the first character that is not a digit.
    expect(['1.5', '2,7', '1.00', '1.0000', '1000.000.0', '.000', '-1.000', 'abc'].map((value) => parseQuantity(value, german))).toEqual([
      1, 2, 1, 1, 1000, 0, 0, 0,
    ]);
  });

  it('are read in the page’s format when a person types one', () => {
    const typed = calculatorReducer({}, { type: 'quantity', modelId: 'lte', value: '1.000', hasLTE: true, format: { group: '.' } });
    expect(typed.lte?.quantity).toBe(1000);
    expect(set({}, 'lte', '1.000').lte?.quantity).toBe(1);
  });

  it('turn the modem on when a model without LTE goes above 0, keep the choice, and clear it at 0', () => {
    let state = set({}, 'wifi', 2);
    expect(state.wifi).toEqual({ quantity: 2, memory: '64GB', modem: true });
    state = calculatorReducer(state, { type: 'modem', modelId: 'wifi', modem: false });
    state = set(state, 'wifi', 3);
    expect(state.wifi?.modem).toBe(false);
    state = set(state, 'wifi', 0);
    expect(state.wifi?.modem).toBe(false);
    expect(set({}, 'lte', 1).lte?.modem).toBe(false);
  });
});

describe('totals', () => {
  it('are zero with no vehicles', () => {
    expect(calculatorTotals({}, models, plan, 199.99)).toEqual({ vehicles: 0, monthly: 0, annual: 0, hardware: 0 });
  });

  it('charge the first vehicle, then each additional; annual is 12 × monthly; hardware adds memory prices and modems', () => {
    let state = set({}, 'lte', 1);
    state = calculatorReducer(state, { type: 'memory', modelId: 'lte', memory: '128GB' });
    state = set(state, 'wifi', 2);
    expect(calculatorTotals(state, models, plan, 199.99)).toEqual({
      vehicles: 3,
      monthly: 39.99,
      annual: 479.88,
      hardware: 539.99 + 2 * 322.99 + 2 * 199.99,
    });
  });
});
