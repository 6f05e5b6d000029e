import { type AnchorHTMLAttributes, type ComponentType, createContext, forwardRef, type ReactNode, useContext } from 'react';
import { useLocaleHref } from './useLocaleHref.ts';

export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
export type LinkComponent = ComponentType<LinkComponentProps & { ref?: React.Ref<HTMLAnchorElement> }>;

// The site's link: a page in another language than the default leads to its own language's pages. (The href keeps
// its place among the attributes, so a page in the default language is written exactly as before.)
const PlainLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function PlainLink(props, ref) {
  const localeHref = useLocaleHref();
  return <a ref={ref} {...props} href={localeHref(props.href)} />;
});

const LinkContext = createContext<LinkComponent>(PlainLink);

/** How components render internal links: the apps plug in their router's link. */
export function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}
