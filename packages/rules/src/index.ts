export { breadcrumbSegments, type Crumb, type CrumbLabels } from './breadcrumbSegments.ts';
export {
  type CalculatorAction,
  type CalculatorLine,
  type CalculatorModel,
  type CalculatorState,
  type CalculatorTotals,
  calculatorReducer,
  calculatorTotals,
  defaultMemory,
  emptyCalculatorLine,
  type MemorySize,
  memorySizes,
  parseQuantity,
  type QuantityFormat,
} from './calculator.ts';
export { type CalculatorFields, calculatorFieldName, calculatorStateFromFields, isCalculatorFieldName } from './calculatorFields.ts';
export { emailPattern } from './emailPattern.ts';
export { daysLeft, type ExpiryTone, expiringSoonDays, expiryLabel, isExpiringSoon } from './expiryLabel.ts';
export { formatMoney, formatNumber } from './formatNumber.ts';
export { formBodyLimitBytes } from './formBodyLimit.ts';
export { type MaskedName, maskedName, maskName } from './maskName.ts';
export { meetsPasswordRules, type PasswordRuleId, passwordChecks, passwordRules } from './passwordChecks.ts';
export { describeWait, rateLimitMessage, type WaitUnit, waitIn } from './rateLimitMessage.ts';
export { timeFromNow } from './timeFromNow.ts';
