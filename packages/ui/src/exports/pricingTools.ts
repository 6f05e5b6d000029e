// The pricingTools components and what they take; packages/ui/src/index.ts re-exports this file.

export { CalculatorModelCard, type CalculatorModelCardProps } from '../components/CostCalculator/CalculatorModelCard.tsx';
export { type CalculatorPlan, CalculatorTotalsPanel, type CalculatorTotalsPanelProps } from '../components/CostCalculator/CalculatorTotalsPanel.tsx';
export { CostCalculator, type CostCalculatorProps } from '../components/CostCalculator/CostCalculator.tsx';
export { PricingError, type PricingErrorProps } from '../components/PricingError/PricingError.tsx';
export { StatsBlock, type StatsBlockProps } from '../components/StatsBlock/StatsBlock.tsx';
