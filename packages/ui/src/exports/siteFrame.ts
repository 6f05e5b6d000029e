// The siteFrame components and what they take; packages/ui/src/index.ts re-exports this file.

export { AccessoryCard, type AccessoryCardProps } from '../components/AccessoryCard/AccessoryCard.tsx';
export { Breadcrumbs, type BreadcrumbsProps } from '../components/Breadcrumbs/Breadcrumbs.tsx';
export { DashcamCard, type DashcamCardProps, type DashcamVideo } from '../components/DashcamCard/DashcamCard.tsx';
export { ErrorScreen, type ErrorScreenProps } from '../components/ErrorScreen/ErrorScreen.tsx';
export { Footer, type FooterColumn, type FooterLink, type FooterOffice, type FooterProps } from '../components/Footer/Footer.tsx';
export type { SocialLink } from '../components/Footer/SocialLinks.tsx';
export {
  type LegalDateKind,
  LegalDocument,
  type LegalDocumentProps,
  type LegalLink,
  type LegalSection,
  legalDateKinds,
} from '../components/LegalDocument/LegalDocument.tsx';
export { type ModemBandGroup, ModemCard, type ModemCardProps } from '../components/ModemCard/ModemCard.tsx';
export { NavigationBar, type NavigationBarProps } from '../components/NavigationBar/NavigationBar.tsx';
export type { NavigationItem } from '../components/NavigationBar/NavigationLinks.tsx';
export { NotFound, type NotFoundProps } from '../components/NotFound/NotFound.tsx';
export {
  type PlanFeatureGroup,
  type PlanFeatureRow,
  PlanFeatureTable,
  type PlanFeatureTableProps,
} from '../components/PlanFeatureTable/PlanFeatureTable.tsx';
export { PricingCard, type PricingCardAction, type PricingCardProps } from '../components/PricingCard/PricingCard.tsx';
export type { ProductAction, ProductImage } from '../components/ProductCardFrame/ProductCardFrame.tsx';
export type { ProductBullet } from '../components/ProductCardFrame/ProductDetails.tsx';
export type { ProductPriceValue } from '../components/ProductCardFrame/ProductPrice.tsx';
export type { ProductTagItem } from '../components/ProductCardFrame/ProductTag.tsx';
export { type LabelledLink, SiteLink, type SiteLinkProps } from '../components/SiteLink/SiteLink.tsx';
export { type SocialNetwork, socialNetworkDetails, socialNetworks } from '../icons/socialNetworks.ts';
