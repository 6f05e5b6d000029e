import { BulkOrderBlock, PageHeader, PageSection } from '@fleet/ui';
import {
  builtInLteModels,
  bulkOrder,
  dashcamProductsForStructuredData,
  dashcamSections,
  dashcamsHeader,
  externalConnectivityModels,
  lteModule,
  popularAccessories,
} from '../content/dashcams.ts';
import { usePricingQuery } from '../data/pricing/usePricingQuery.ts';
import type { HeadSettings } from '../head/pageHead.ts';
import { pageTitle } from '../head/pageTitle.ts';
import { productStructuredData } from '../head/productStructuredData.ts';
import { ProductGridSection } from '../sections/dashcams/ProductGridSection.tsx';
import { ActionLinks } from '../sections/shared/ActionLinks.tsx';

export const head: HeadSettings = {
  title: pageTitle('Dashcams'),
  description: dashcamsHeader.description,
  structuredData: dashcamProductsForStructuredData.map(productStructuredData),
};

export function DashcamsRoute() {
  // A failed or empty answer leaves the static prices in place (spec §8).
  const pricing = usePricingQuery().data;
  return (
    <>
      <PageHeader
        title={dashcamsHeader.title}
        lead={dashcamsHeader.description}
        actions={dashcamsHeader.action ? <ActionLinks actions={[dashcamsHeader.action]} /> : undefined}
      />
      <ProductGridSection
        copy={dashcamSections.builtInLte}
        entries={builtInLteModels.map((product) => ({ kind: 'dashcam', product }))}
        pricing={pricing}
        eager
      />
      <ProductGridSection
        copy={dashcamSections.externalConnectivity}
        entries={externalConnectivityModels.map((product) => ({ kind: 'dashcam', product }))}
        pricing={pricing}
        tone="muted"
      />
      <ProductGridSection copy={dashcamSections.lteModule} entries={[{ kind: 'modem', product: lteModule }]} pricing={pricing} />
      <ProductGridSection
        copy={dashcamSections.accessories}
        entries={popularAccessories.map((product) => ({ kind: 'accessory', product }))}
        pricing={pricing}
        tone="muted"
      />
      <PageSection>
        <BulkOrderBlock {...bulkOrder} />
      </PageSection>
    </>
  );
}
