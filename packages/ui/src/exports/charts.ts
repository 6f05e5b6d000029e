// The chart components and what they take; packages/ui/src/index.ts re-exports this file.

export { BarChart, type BarChartItem, type BarChartProps } from '../components/BarChart/BarChart.tsx';
export { ChartFrame, type ChartFrameProps, type ChartTable } from '../components/ChartFrame/ChartFrame.tsx';
export { FunnelChart, type FunnelChartProps, type FunnelStep } from '../components/FunnelChart/FunnelChart.tsx';
export { InsightsReport, type InsightsReportProps } from '../components/InsightsReport/InsightsReport.tsx';
export { type InsightsData, type InsightsRange, insightsPresets } from '../components/InsightsReport/insights.ts';
export { TimeSeriesChart, type TimeSeriesChartProps, type TimeSeriesPoint } from '../components/TimeSeriesChart/TimeSeriesChart.tsx';
