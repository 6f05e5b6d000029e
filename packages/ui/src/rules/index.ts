export { breadcrumbSegments, type Crumb } from './breadcrumbSegments';
export {
  calculatorReducer,
  calculatorTotals,
  defaultMemory,
  emptyCalculatorLine,
  memorySizes,
  type MemorySize,
  parseQuantity,
  type CalculatorAction,
  type CalculatorLine,
  type CalculatorModel,
  type CalculatorState,
  type CalculatorTotals,
} from './calculator';
export { daysLeft, expiringSoonDays, expiryLabel, isExpiringSoon, type ExpiryTone } from './expiryLabel';
export { formatMoney, formatNumber } from './formatNumber';
export { maskName } from './maskName';
export { meetsPasswordRules, passwordChecks, passwordRules, type PasswordRuleId } from './passwordChecks';
export { describeWait, rateLimitMessage } from './rateLimitMessage';
