import type { ReactNode } from 'react';
import { MailIcon } from '../../icons/icons.tsx';
import { Container } from '../../layout/Container/Container.tsx';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { LanguageSwitcher, type PageLanguage } from '../LanguageSwitcher/LanguageSwitcher.tsx';
import { type LabelledLink, SiteLink } from '../SiteLink/SiteLink.tsx';
import * as styles from './Footer.css';
import { type SocialLink, SocialLinks } from './SocialLinks.tsx';

export type FooterLink = LabelledLink;

export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
}

export interface FooterOffice {
  name: string;
  lines: readonly string[];
}

export interface FooterProps {
  brandName: string;
  /** A decorative mark shown before the brand name. */
  logo?: ReactNode;
  tagline?: string;
  columns: readonly FooterColumn[];
  socialLinks: readonly SocialLink[];
  salesEmail: string;
  offices: readonly FooterOffice[];
  /** The whole line, e.g. '© 2026 Example Fleet. All rights reserved.' */
  copyright: string;
  /** The page in each of the site's languages (the switcher shows only when there are several). */
  languages?: readonly PageLanguage[];
}

/** The site footer: link columns, sales contact, offices, social links and the copyright line. */
export function Footer({ brandName, logo, tagline, columns, socialLinks, salesEmail, offices, copyright, languages = [] }: FooterProps) {
  const { t } = useMessages();
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.top}>
          <div className={styles.contact}>
            <span className={styles.brand}>
              {logo ? <span aria-hidden="true">{logo}</span> : null}
              {brandName}
            </span>
            {tagline ? <p className={styles.contactLine}>{tagline}</p> : null}
            <p className={styles.contactLine}>
              <MailIcon />
              <span>
                <span className={styles.officeName}>{t('footer.sales')}</span>
                <a className={styles.link} href={`mailto:${salesEmail}`}>
                  {salesEmail}
                </a>
              </span>
            </p>
            {offices.map((office) => (
              <address key={office.name} className={styles.address}>
                <span className={styles.officeName}>{office.name}</span>
                {office.lines.map((line) => (
                  <span key={line} className={styles.addressLine}>
                    {line}
                  </span>
                ))}
              </address>
            ))}
          </div>
          <nav aria-label={t('footer.label')} className={styles.columns}>
            {columns.map((column) => (
              <div key={column.title}>
                <h2 className={styles.columnTitle}>{column.title}</h2>
                <ul role="list" className={styles.list}>
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <SiteLink className={styles.link} href={link.href} external={link.external}>
                        {link.label}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>{copyright}</p>
          <LanguageSwitcher languages={languages} tone="inverse" />
          <SocialLinks links={socialLinks} />
        </div>
      </Container>
    </footer>
  );
}
