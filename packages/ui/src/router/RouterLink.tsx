import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import type { LinkComponentProps } from '../providers/LinkProvider.tsx';

const leavesTheSite = (href: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);

/** The design system's links, through the router for in-site paths so navigation stays client-side. */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink({ href, ...props }, ref) {
  if (leavesTheSite(href) || props.target === '_blank' || props.download !== undefined) return <a ref={ref} href={href} {...props} />;
  return <Link ref={ref} to={href} {...props} />;
});
