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
} from '../content/dashcams';
import { usePricingQuery } from '../data/pricing/usePricingQuery';
import type { HeadSettings } from '../head/pageHead';
import { pageTitle } from '../head/pageTitle';
import { productStructuredData } from '../head/productStructuredData';
import { ProductGridSection } from '../sections/dashcams/ProductGridSection';
import { ActionLinks } from '../sections/shared/ActionLinks';

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
      <PageHeader title={dashcamsHeader.title} lead={dashcamsHeader.description} actions={dashcamsHeader.action ? <ActionLinks actions={[dashcamsHeader.action]} /> : undefined} />
      <ProductGridSection copy={dashcamSections.builtInLte} entries={builtInLteModels.map((product) => ({ kind: 'dashcam', product }))} pricing={pricing} eager />
      <ProductGridSection
        copy={dashcamSections.externalConnectivity}
        entries={externalConnectivityModels.map((product) => ({ kind: 'dashcam', product }))}
        pricing={pricing}
        tone="muted"
      />
      <ProductGridSection copy={dashcamSections.lteModule} entries={[{ kind: 'modem', product: lteModule }]} pricing={pricing} />
      <ProductGridSection copy={dashcamSections.accessories} entries={popularAccessories.map((product) => ({ kind: 'accessory', product }))} pricing={pricing} tone="muted" />
      <PageSection>
        <BulkOrderBlock {...bulkOrder} />
      </PageSection>
    </>
  );
}
