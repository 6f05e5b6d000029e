import { Breadcrumbs, Container, Footer, NavigationBar } from '@fleet/ui';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { brand } from '../brand/brand.ts';
import { footerColumns, footerOffices, footerSocialLinks, footerTagline, navigationItems } from '../content/siteFrame.ts';
import { useDashcamCountQuery } from '../data/dashcamCount/useDashcamCountQuery.ts';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';

declare const __BUILD_YEAR__: number;

export interface SiteLayoutProps {
  /**
   * Whether the path is a page of the site. Unknown paths get no breadcrumbs: there is nothing to lead back
   * through, and the one prerendered 404 page serves every unknown path.
   */
  isPage: (pathname: string) => boolean;
}

/** Every public page: the navigation with the live dashcam count, breadcrumbs, the page, the footer. */
export function SiteLayout({ isPage }: SiteLayoutProps) {
  const { pathname } = useLocation();
  const dashcamCount = useDashcamCountQuery();

  const section = navigationItems.find((item) => pathname === item.href || pathname.startsWith(`${item.href.replace(/\/all$/, '')}/`));
  return (
    <>
      <NavigationBar
        brandName={brand.productName}
        items={navigationItems}
        currentHref={section?.href}
        dashcamCount={dashcamCount.data?.dashcams}
        signInHref={brand.appSignInUrl}
        getStartedHref={brand.appSignUpUrl}
      />
      {isPage(pathname) ? (
        <Container>
          <Breadcrumbs pathname={pathname} />
        </Container>
      ) : null}
      <main id="main">
        <PageErrorBoundary key={pathname}>
          <Suspense>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer
        brandName={brand.productName}
        tagline={footerTagline}
        columns={footerColumns}
        socialLinks={footerSocialLinks}
        salesEmail={brand.salesEmail}
        offices={footerOffices}
        copyright={`© ${__BUILD_YEAR__} ${brand.legalEntity.replace(/\.$/, '')}. All rights reserved.`}
      />
    </>
  );
}
