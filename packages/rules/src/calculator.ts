/** The cost calculator's rules, as a pure reducer and a total. */
export interface CalculatorModel {
  id: string;
  name: string;
  hasLTE: boolean;
  /** Price by memory size, e.g. { '64GB': 499.99 }. */
  prices: Record<string, number>;
}

export interface CalculatorLine {
  quantity: number;
  memory: string;
  modem: boolean;
}

export type CalculatorState = Record<string, CalculatorLine>;

/** The storage options, smallest first; a model offers those it has a price for. */
export const memorySizes = ['64GB', '128GB', '256GB', '512GB'] as const;
export type MemorySize = (typeof memorySizes)[number];

export const defaultMemory: MemorySize = '64GB';

export type CalculatorAction =
  | { type: 'quantity'; modelId: string; value: string | number; hasLTE: boolean; format?: QuantityFormat }
  | { type: 'memory'; modelId: string; memory: string }
  | { type: 'modem'; modelId: string; modem: boolean }
  /** Every line at once: the fields as they stood when the page's script arrived. */
  | { type: 'restore'; state: CalculatorState };

/** How the page's language writes a whole number: German '1.000' is a thousand, English '1,000'. */
export interface QuantityFormat {
  /** The thousands separator, as `Intl.NumberFormat(locale).formatToParts(1000)` gives it. */
  group?: string;
}

/**
 * The digits of a quantity written with thousands separators, or the text as it came. Only whole groups of
 * three digits count, so a German '1.000' reads as a thousand while '1.5' stays what it was (1).
 */
function withoutGroupSeparators(text: string, group: string | undefined): string {
  if (!group) return text;
  const [first = '', ...rest] = text.trim().split(group);
  const grouped = rest.length > 0 && /^[+-]?\d{1,3}$/.test(first) && rest.every((digits) => /^\d{3}$/.test(digits));
  return grouped ? first + rest.join('') : text;
}

/** Never below 0; anything non-numeric becomes 0. Text is read in the page's format (its thousands separator). */
export function parseQuantity(value: string | number, format: QuantityFormat = {}): number {
  const n = typeof value === 'number' ? value : Number.parseInt(withoutGroupSeparators(value, format.group), 10);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** A model nobody has touched yet. */
export const emptyCalculatorLine: CalculatorLine = { quantity: 0, memory: defaultMemory, modem: false };

export function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
  if (action.type === 'restore') return action.state;
  const line = state[action.modelId] ?? emptyCalculatorLine;
  switch (action.type) {
    case 'quantity': {
      const quantity = parseQuantity(action.value, action.format);
      // 0 clears the modem; raising a model without built-in LTE above 0 turns it on by default.
      const modem = quantity === 0 ? false : line.quantity === 0 ? !action.hasLTE : line.modem;
      return { ...state, [action.modelId]: { ...line, quantity, modem } };
    }
    case 'memory':
      return { ...state, [action.modelId]: { ...line, memory: action.memory } };
    case 'modem':
      return { ...state, [action.modelId]: { ...line, modem: line.quantity > 0 && action.modem } };
  }
}

export interface CalculatorTotals {
  vehicles: number;
  monthly: number;
  annual: number;
  hardware: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** Monthly fee (first vehicle, then each additional), annual = 12 × monthly, hardware = memory price × quantity + modem per unit. */
export function calculatorTotals(
  state: CalculatorState,
  models: readonly CalculatorModel[],
  plan: { firstVehicle: number; additionalVehicles: number },
  modemPrice: number,
): CalculatorTotals {
  let vehicles = 0;
  let hardware = 0;
  for (const model of models) {
    const line = state[model.id];
    if (!line || line.quantity === 0) continue;
    vehicles += line.quantity;
    hardware += (model.prices[line.memory] ?? 0) * line.quantity;
    if (line.modem) hardware += modemPrice * line.quantity;
  }
  const monthly = vehicles === 0 ? 0 : plan.firstVehicle + (vehicles - 1) * plan.additionalVehicles;
  return { vehicles, monthly: cents(monthly), annual: cents(monthly * 12), hardware: cents(hardware) };
}
