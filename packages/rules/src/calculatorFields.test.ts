import { describe, expect, it } from 'vitest';
import type { CalculatorModel } from './calculator.ts';
import { calculatorFieldName, calculatorStateFromFields, isCalculatorFieldName } from './calculatorFields.ts';

const models: CalculatorModel[] = [
  { id: 'lte', name: 'LTE', hasLTE: true, prices: { '64GB': 499.99, '128GB': 539.99 } },
  { id: 'wifi', name: 'WiFi', hasLTE: false, prices: { '64GB': 322.99, '256GB': 392.99 } },
];
const read = (query: string) => calculatorStateFromFields(new URLSearchParams(query), models);

describe('the calculator read from its fields', () => {
  it('is empty when the address carries none', () => {
    expect(read('')).toEqual({});
    expect(read('utm_source=mail')).toEqual({});
  });

  it('takes quantities and memory sizes, and turns the modem on for a model raised from 0 without LTE', () => {
    expect(read('quantity.lte=2&memory.lte=128GB&quantity.wifi=3&memory.wifi=64GB')).toEqual({
      lte: { quantity: 2, memory: '128GB', modem: false },
      wifi: { quantity: 3, memory: '64GB', modem: true },
    });
  });

  it('keeps a modem left unticked: the hidden field before the box says so, and a ticked box comes after it', () => {
    expect(read('quantity.wifi=3&memory.wifi=64GB&modem.wifi=off').wifi?.modem).toBe(false);
    expect(read('quantity.wifi=3&memory.wifi=64GB&modem.wifi=off&modem.wifi=on').wifi?.modem).toBe(true);
  });

  it('ignores what no person could have chosen: a negative or non-numeric quantity, a memory size without a price, a modem on a model with LTE, an unknown model', () => {
    expect(read('quantity.lte=-4&quantity.wifi=many')).toEqual({
      lte: { quantity: 0, memory: '64GB', modem: false },
      wifi: { quantity: 0, memory: '64GB', modem: false },
    });
    expect(read('quantity.lte=1&memory.lte=512GB&memory.lte=toString').lte?.memory).toBe('64GB');
    expect(read('quantity.lte=1&modem.lte=on').lte?.modem).toBe(false);
    expect(read('quantity.other=5')).toEqual({});
  });

  it('reads a form’s entries the same way', () => {
    const form = new FormData();
    form.append('quantity.wifi', '1');
    form.append('memory.wifi', '256GB');
    expect(calculatorStateFromFields(form, models)).toEqual({ wifi: { quantity: 1, memory: '256GB', modem: true } });
  });

  it('reads quantities in the page’s format: a German thousands point, an English thousands comma', () => {
    const query = new URLSearchParams('quantity.lte=1.000&quantity.wifi=2.500');
    expect(calculatorStateFromFields(query, models, { group: '.' })).toMatchObject({ lte: { quantity: 1000 }, wifi: { quantity: 2500 } });
    expect(calculatorStateFromFields(query, models, { group: ',' })).toMatchObject({ lte: { quantity: 1 }, wifi: { quantity: 2 } });
    expect(calculatorStateFromFields(new URLSearchParams('quantity.lte=1,000'), models, { group: ',' }).lte?.quantity).toBe(1000);
  });

  it('tells its fields from any other name in an address', () => {
    for (const name of [calculatorFieldName.quantity('dr770x-2ch'), calculatorFieldName.memory('wifi'), calculatorFieldName.modem('lte')]) {
      expect(isCalculatorFieldName(name), name).toBe(true);
    }
    for (const name of ['utm_source', 'quantity', 'quantity.', 'price.lte', 'quantity.lte.extra']) expect(isCalculatorFieldName(name), name).toBe(false);
  });
});
