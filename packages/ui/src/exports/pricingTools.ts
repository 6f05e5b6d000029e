// Exports of the pricingTools batch; packages/ui/src/index.ts re-exports this file.
export { StatsBlock, type StatsBlockProps } from '../components/StatsBlock/StatsBlock';
export { CostCalculator, type CostCalculatorProps } from '../components/CostCalculator/CostCalculator';
export { CalculatorModelCard, type CalculatorModelCardProps } from '../components/CostCalculator/CalculatorModelCard';
export { CalculatorTotalsPanel, type CalculatorPlan, type CalculatorTotalsPanelProps } from '../components/CostCalculator/CalculatorTotalsPanel';
export { PricingError, type PricingErrorProps } from '../components/PricingError/PricingError';
