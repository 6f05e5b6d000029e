import { type ReactNode, useId } from 'react';
import { ButtonLink } from '../Button/Button.tsx';
import type { HeadingLevel } from '../Heading/Heading.css';
import { Heading } from '../Heading/Heading.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './ProductCardFrame.css';
import { ProductPrice, type ProductPriceValue } from './ProductPrice.tsx';
import { type ProductTagItem, ProductTagList } from './ProductTag.tsx';

export interface ProductImage {
  src: string;
  alt: string;
  /** The file's own size: reserves the space before it loads. */
  width?: number;
  height?: number;
  /** Cards in the first screenful load at once; the rest wait until scrolled near. */
  eager?: boolean;
}

export interface ProductAction {
  text: string;
  link: string;
  /** Defaults to true for absolute http(s) links, e.g. the maker's product pages. */
  external?: boolean;
}

export interface ProductCardFrameProps {
  name: string;
  /** The heading level that fits the page outline; cards under a section heading use '3'. */
  headingLevel?: HeadingLevel;
  image: ProductImage;
  tags?: readonly ProductTagItem[];
  description?: ReactNode;
  /** Model-specific details between the description and the price. */
  children?: ReactNode;
  price?: ProductPriceValue;
  priceLoading?: boolean;
  actions?: readonly ProductAction[];
}

const isAbsolute = (link: string) => /^https?:\/\//.test(link);

/** The shared shape of the catalogue cards: image, tags, name, description, details, price and actions. */
export function ProductCardFrame({
  name,
  headingLevel = '3',
  image,
  tags = [],
  description,
  children,
  price,
  priceLoading,
  actions = [],
}: ProductCardFrameProps) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        <img className={styles.image} src={image.src} alt={image.alt} width={image.width} height={image.height} loading={image.eager ? 'eager' : 'lazy'} />
      </div>
      <div className={styles.body}>
        <ProductTagList tags={tags} />
        <Heading level={headingLevel} size="3" id={titleId}>
          {name}
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
        {children}
        <div className={styles.footer}>
          <ProductPrice value={price} loading={priceLoading} />
          {actions.length > 0 ? (
            <div className={styles.actions}>
              {actions.map((action, index) => (
                <ButtonLink
                  key={action.link}
                  href={action.link}
                  external={action.external ?? isAbsolute(action.link)}
                  tone={index === 0 ? 'primary' : 'secondary'}
                >
                  {action.text}
                  {/* 'Learn More' alone says nothing to search engines or out of context; the product's name does. */}
                  <VisuallyHidden>: {name}</VisuallyHidden>
                </ButtonLink>
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}
