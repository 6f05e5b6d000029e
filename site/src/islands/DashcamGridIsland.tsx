import type { Pricing } from '@fleet/api-client';
import { builtInLteModels, dashcamSections, externalConnectivityModels } from '@fleet/content/dashcams.ts';
import { ProductGridSection } from '../sections/dashcams/ProductGridSection.tsx';

const grids = {
  builtInLte: { copy: dashcamSections.builtInLte, models: builtInLteModels },
  externalConnectivity: { copy: dashcamSections.externalConnectivity, models: externalConnectivityModels },
};

export interface DashcamGridIslandProps {
  grid: keyof typeof grids;
  pricing: Pricing | undefined;
  tone?: 'default' | 'muted';
  eager?: boolean;
}

/** A section of dashcam models, whose videos play in place: the part of the catalogue that needs script. */
export function DashcamGridIsland({ grid, pricing, tone, eager }: DashcamGridIslandProps) {
  const { copy, models } = grids[grid];
  return <ProductGridSection copy={copy} entries={models.map((product) => ({ kind: 'dashcam', product }))} pricing={pricing} tone={tone} eager={eager} />;
}
