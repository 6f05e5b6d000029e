import { vars } from '../../theme/contract.css';

/**
 * The series' colours, in order: each at least 3:1 against the surface (WCAG 1.4.11 for a line or a bar), and told
 * apart by more than hue (each series is also named in the legend and the table).
 */
export const chartPalette = [vars.color.brand, vars.color.positive, vars.color.caution, vars.color.critical, vars.color.borderStrong] as const;

export const seriesColor = (index: number) => chartPalette[index % chartPalette.length]!;
