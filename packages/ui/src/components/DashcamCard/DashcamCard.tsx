import type { ReactNode } from 'react';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import type { HeadingLevel } from '../Heading/Heading.css';
import { type ProductAction, ProductCardFrame, type ProductImage } from '../ProductCardFrame/ProductCardFrame.tsx';
import { type ProductBullet, ProductBulletList, ProductDetailGroup } from '../ProductCardFrame/ProductDetails.tsx';
import type { ProductPriceValue } from '../ProductCardFrame/ProductPrice.tsx';
import { type ProductTagItem, ProductTagList } from '../ProductCardFrame/ProductTag.tsx';
import { VideoEmbed } from '../VideoEmbed/VideoEmbed.tsx';
import * as styles from './DashcamCard.css';

export interface DashcamCardProps {
  name: string;
  description: string;
  image: ProductImage;
  features: readonly ProductBullet[];
  /** Memory sizes on offer, e.g. ['64GB', '128GB']. */
  storageOptions?: readonly string[];
  /** Camera combinations of a multi-channel model. */
  configurations?: readonly string[];
  /** '$499.99', or a live 64GB price shown as '$322.99~' with { price, approximate: true }. */
  price?: ProductPriceValue;
  /** The live price is on its way: its space is kept so the card does not jump. */
  priceLoading?: boolean;
  /** E.g. 'Built-in LTE' or 'Nano SIM required (not included)'. */
  badges?: readonly ProductTagItem[];
  buttons?: readonly ProductAction[];
  headingLevel?: HeadingLevel;
  /** The model's videos on the video platform (an overview, a driver-monitoring demonstration), each behind a light facade. */
  videos?: readonly DashcamVideo[];
  /**
   * The players of `videos` by video id, where the app renders them itself (the site hydrates each player on
   * its own while the card stays HTML); a video without one gets the light facade (VideoEmbed).
   */
  videoPlayers?: Readonly<Record<string, ReactNode>>;
}

export interface DashcamVideo {
  videoId: string;
  /** The player's title and the facade's label, e.g. 'DR970X-2CH LTE Plus overview'. */
  title: string;
}

/** A compatible dashcam in the catalogue. */
export function DashcamCard({
  features,
  storageOptions = [],
  configurations = [],
  videos = [],
  videoPlayers = {},
  badges,
  buttons,
  ...frame
}: DashcamCardProps) {
  const { t } = useMessages();
  return (
    <ProductCardFrame {...frame} tags={badges} actions={buttons}>
      <ProductDetailGroup label={t('dashcamCard.keyFeatures')}>
        <ProductBulletList items={features} />
      </ProductDetailGroup>
      {storageOptions.length > 0 ? (
        <ProductDetailGroup label={t('dashcamCard.storageOptions')}>
          <ProductTagList tags={storageOptions.map((label) => ({ label }))} />
        </ProductDetailGroup>
      ) : null}
      {configurations.length > 0 ? (
        <ProductDetailGroup label={t('dashcamCard.configurations')}>
          <ul className={styles.configurationList}>
            {configurations.map((configuration) => (
              <li key={configuration}>{configuration}</li>
            ))}
          </ul>
        </ProductDetailGroup>
      ) : null}
      {videos.length > 0 ? (
        <ProductDetailGroup label={t('dashcamCard.videos', { count: videos.length })}>
          <ul role="list" className={styles.videoList}>
            {videos.map((video) => (
              <li key={video.videoId}>{videoPlayers[video.videoId] ?? <VideoEmbed videoId={video.videoId} title={video.title} />}</li>
            ))}
          </ul>
        </ProductDetailGroup>
      ) : null}
    </ProductCardFrame>
  );
}
