// Exports of the siteFrame batch; packages/ui/src/index.ts re-exports this file.
export { NavigationBar, type NavigationBarProps } from '../components/NavigationBar/NavigationBar';
export { type NavigationItem } from '../components/NavigationBar/NavigationLinks';
export { Footer, type FooterColumn, type FooterLink, type FooterOffice, type FooterProps } from '../components/Footer/Footer';
export { type SocialLink } from '../components/Footer/SocialLinks';
export { socialNetworkDetails, socialNetworks, type SocialNetwork } from '../icons/socialNetworks';
export { Breadcrumbs, type BreadcrumbsProps } from '../components/Breadcrumbs/Breadcrumbs';
export { SiteLink, type LabelledLink, type SiteLinkProps } from '../components/SiteLink/SiteLink';
export { NotFound, type NotFoundProps } from '../components/NotFound/NotFound';
export { ErrorScreen, type ErrorScreenProps } from '../components/ErrorScreen/ErrorScreen';
export {
  LegalDocument,
  legalDateKinds,
  type LegalDateKind,
  type LegalDocumentProps,
  type LegalLink,
  type LegalSection,
} from '../components/LegalDocument/LegalDocument';
export { PricingCard, type PricingCardAction, type PricingCardProps } from '../components/PricingCard/PricingCard';
export {
  PlanFeatureTable,
  type PlanFeatureGroup,
  type PlanFeatureRow,
  type PlanFeatureTableProps,
} from '../components/PlanFeatureTable/PlanFeatureTable';
export { DashcamCard, type DashcamCardProps } from '../components/DashcamCard/DashcamCard';
export { AccessoryCard, type AccessoryCardProps } from '../components/AccessoryCard/AccessoryCard';
export { ModemCard, type ModemBandGroup, type ModemCardProps } from '../components/ModemCard/ModemCard';
export { type ProductAction, type ProductImage } from '../components/ProductCardFrame/ProductCardFrame';
export { type ProductBullet } from '../components/ProductCardFrame/ProductDetails';
export { type ProductPriceValue } from '../components/ProductCardFrame/ProductPrice';
export { type ProductTagItem } from '../components/ProductCardFrame/ProductTag';
