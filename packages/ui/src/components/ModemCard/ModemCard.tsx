import { useMessages } from '../../providers/MessagesProvider.tsx';
import type { HeadingLevel } from '../Heading/Heading.css';
import { type ProductAction, ProductCardFrame, type ProductImage } from '../ProductCardFrame/ProductCardFrame.tsx';
import { ProductDetailGroup } from '../ProductCardFrame/ProductDetails.tsx';
import type { ProductPriceValue } from '../ProductCardFrame/ProductPrice.tsx';
import { type ProductTagItem, ProductTagList } from '../ProductCardFrame/ProductTag.tsx';
import * as styles from './ModemCard.css';

export interface ModemBandGroup {
  /** E.g. 'North America' or 'Global'. */
  region: string;
  bands: readonly string[];
}

export interface ModemCardProps {
  name: string;
  description: string;
  image: ProductImage;
  downloadMbps: number;
  uploadMbps: number;
  bandGroups: readonly ModemBandGroup[];
  price?: ProductPriceValue;
  priceLoading?: boolean;
  badges?: readonly ProductTagItem[];
  buttons?: readonly ProductAction[];
  headingLevel?: HeadingLevel;
}

/** The LTE connectivity module: speeds and supported bands instead of a dashcam's feature list. */
export function ModemCard({ downloadMbps, uploadMbps, bandGroups, badges, buttons, ...frame }: ModemCardProps) {
  const { t } = useMessages();
  const speeds = [
    { label: t('modemCard.download'), value: t('modemCard.upTo', { mbps: downloadMbps }) },
    { label: t('modemCard.upload'), value: t('modemCard.upTo', { mbps: uploadMbps }) },
  ];
  return (
    <ProductCardFrame {...frame} tags={badges} actions={buttons}>
      <dl className={styles.specs}>
        {speeds.map((speed) => (
          <div key={speed.label} className={styles.spec}>
            <dt className={styles.specLabel}>{speed.label}</dt>
            <dd className={styles.specValue}>{speed.value}</dd>
          </div>
        ))}
      </dl>
      <ProductDetailGroup label={t('modemCard.lteBands')}>
        <dl className={styles.bands}>
          {bandGroups.map((group) => (
            <div key={group.region}>
              <dt className={styles.bandRegion}>{group.region}</dt>
              <dd className={styles.bandList}>
                <ProductTagList tags={group.bands.map((label) => ({ label }))} />
              </dd>
            </div>
          ))}
        </dl>
      </ProductDetailGroup>
    </ProductCardFrame>
  );
}
