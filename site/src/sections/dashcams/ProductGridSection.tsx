import type { Pricing } from '@fleet/api-client';
import { AccessoryCard } from '@fleet/ui/components/AccessoryCard/AccessoryCard.tsx';
import { DashcamCard } from '@fleet/ui/components/DashcamCard/DashcamCard.tsx';
import { Grid } from '@fleet/ui/components/Grid/Grid.tsx';
import { GridItem } from '@fleet/ui/components/Grid/GridItem.tsx';
import { ModemCard } from '@fleet/ui/components/ModemCard/ModemCard.tsx';
import { PageSection } from '@fleet/ui/components/PageSection/PageSection.tsx';
import { useMessages } from '@fleet/ui/providers/MessagesProvider.tsx';
import type { ReactNode } from 'react';
import type { CatalogueProduct } from '@fleet/content/catalogueProduct.ts';
import { type DashcamModel, dashcamVideos, type LteModule, livePriceFor } from '@fleet/content/dashcams.ts';
import type { SectionCopy } from '@fleet/content/pageCopy.ts';
import { videoPlayerSlot } from './videoPlayerSlot.ts';

export type CatalogueEntry =
  | { kind: 'dashcam'; product: DashcamModel }
  | { kind: 'modem'; product: LteModule }
  | { kind: 'accessory'; product: CatalogueProduct };

export interface ProductGridSectionProps {
  copy: SectionCopy;
  entries: readonly CatalogueEntry[];
  /** The pricing answer, or undefined while it loads or after it failed (the static prices show). */
  pricing: Pricing | undefined;
  tone?: 'default' | 'muted';
  /** The first section's pictures are in the first screenful and load at once. */
  eager?: boolean;
  /** A section below the first screen: drawn when it comes near (PageSection's `deferred`). */
  deferred?: boolean;
  /** A dashcam video's player, hydrated on its own (see videoPlayerSlot); a video without one gets the facade. */
  [player: `player:${string}`]: ReactNode;
}

/** One section of the catalogue: its cards with live prices, falling back to the static ones. HTML only but for the video players. */
export function ProductGridSection({ copy, entries, pricing, tone, eager = false, deferred, ...players }: ProductGridSectionProps) {
  const messages = useMessages();
  return (
    <PageSection title={copy.title} intro={copy.description} tone={tone} deferred={deferred}>
      <Grid minItemWidth="md" as="ul">
        {entries.map(({ kind, product }) => {
          const shared = {
            name: product.name,
            description: product.description,
            image: { ...product.image, eager },
            price: livePriceFor(product, pricing),
            badges: product.badges,
            buttons: product.buttons,
            headingLevel: '3' as const,
          };
          return (
            <GridItem key={product.name}>
              {kind === 'dashcam' ? (
                <DashcamCard
                  {...shared}
                  features={product.features}
                  storageOptions={product.storageOptions}
                  configurations={product.configurations}
                  videos={dashcamVideos(messages, product)}
                  videoPlayers={Object.fromEntries(dashcamVideos(messages, product).map(({ videoId }) => [videoId, players[videoPlayerSlot(videoId)]]))}
                />
              ) : kind === 'modem' ? (
                <ModemCard {...shared} downloadMbps={product.downloadMbps} uploadMbps={product.uploadMbps} bandGroups={product.bandGroups} />
              ) : (
                <AccessoryCard {...shared} />
              )}
            </GridItem>
          );
        })}
      </Grid>
    </PageSection>
  );
}
