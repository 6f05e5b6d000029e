import type { LegalSection } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';
import { SiteLink } from '@fleet/ui/components/SiteLink/SiteLink.tsx';
import { brand } from '../brand/brand.ts';

import { EmailLink } from './EmailLink.tsx';
import { LegalContactDetails } from './LegalContactDetails.tsx';
import { legalPaths } from './legalLinks.ts';

/** The second half of the Privacy Policy: sharing, transfers, security, your rights, cookies and how to reach us. */
export const privacyPolicyRightsSections: readonly LegalSection[] = [
  {
    id: 'sharing',
    heading: 'How We Share Information',
    body: (
      <>
        <p>We do not sell personal information, and we do not share it for cross-context behavioral advertising. We share it only:</p>
        <ul>
          <li>
            <strong>within a fleet account,</strong> with the users the Owner and Admins invite, according to their roles;
          </li>
          <li>
            <strong>with people you choose,</strong> when you download a clip or share it with someone;
          </li>
          <li>
            <strong>with service providers</strong> who process it for us, as described below;
          </li>
          <li>
            <strong>with {brand.maker.name},</strong> limited to the device information needed for warranty support, troubleshooting and firmware updates;
          </li>
          <li>
            <strong>for legal reasons,</strong> when the law, a court order or a valid request from a public authority requires it, or to protect the rights,
            property or safety of our users, the public or us. Where the law allows, we tell the fleet customer first;
          </li>
          <li>
            <strong>in a business transfer,</strong> such as a merger or the sale of our business, with the protections of this policy;
          </li>
          <li>
            <strong>with your consent</strong> in any other case.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'service-providers',
    heading: 'Service Providers and Processors',
    body: (
      <>
        <p>
          Carefully selected companies run parts of the service for us. They may use personal information only to provide their services to us, under written
          contracts that require them to keep it confidential and secure. They include providers of:
        </p>
        <ul>
          <li>cloud hosting, storage and video streaming;</li>
          <li>e-mail delivery and push notifications;</li>
          <li>payment processing and invoicing;</li>
          <li>customer support and communication tools;</li>
          <li>website analytics.</li>
        </ul>
        <p>
          The current list of these sub-processors is available from <EmailLink address={brand.privacyEmail} />. Fleet customers are told about changes as our{' '}
          <SiteLink href={legalPaths.gdpr}>GDPR Statement</SiteLink> describes.
        </p>
      </>
    ),
  },
  {
    id: 'international-transfers',
    heading: 'International Data Transfers',
    body: (
      <>
        <p>
          {brand.legalEntity} is based in the United States. We and our service providers may process information in other countries, whose data protection laws
          may differ from those where you live.
        </p>
        <p>
          When personal information leaves the European Economic Area, the United Kingdom or Switzerland, we rely on an adequacy decision where one exists, or
          on the European Commission’s Standard Contractual Clauses with the UK and Swiss additions, together with extra safeguards where needed. You can ask
          for a copy at <EmailLink address={brand.privacyEmail} />.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'How We Protect Information',
    body: (
      <>
        <p>We protect personal information with measures that include:</p>
        <ul>
          <li>encryption in transit between dashcams, apps and our servers, and encryption at rest;</li>
          <li>role-based access within fleet accounts, and staff access limited to those who need it and logged;</li>
          <li>passwords stored only as strong, salted hashes;</li>
          <li>monitoring, regular security reviews and backups.</li>
        </ul>
        <p>
          No system is completely secure. Keep your password private, give every user their own sign-in and remove users who no longer need access. If a
          security breach affects your personal information, we will tell you and the authorities as the law requires; our{' '}
          <SiteLink href={legalPaths.gdpr}>GDPR Statement</SiteLink> sets out our 72-hour notification commitment.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your Privacy Rights',
    body: (
      <>
        <p>Depending on where you live, you may have the right to:</p>
        <ul>
          <li>know what personal information we hold about you, and get a copy;</li>
          <li>correct information that is inaccurate;</li>
          <li>have your information deleted;</li>
          <li>receive your information in a portable format;</li>
          <li>object to or restrict some uses, including direct marketing;</li>
          <li>withdraw consent where we rely on it;</li>
          <li>opt out of the sale or sharing of personal information (we do neither);</li>
          <li>use these rights without being treated differently.</li>
        </ul>
        <p>
          <strong>California residents</strong> have these rights under the California Consumer Privacy Act. We collect the categories of information listed
          above (identifiers, commercial information, internet activity, geolocation, audio and visual information, and professional information) for the
          purposes in this policy. We use precise geolocation and account sign-in details only to provide the service.
        </p>
        <p>
          To use your rights, e-mail <EmailLink address={brand.privacyEmail} /> or write to us at the address below. We reply within 24 hours, may need to
          confirm your identity, and complete requests within the time the law sets. You may also act through an authorized agent.
        </p>
        <p>
          If your request is about fleet data, such as footage from your employer’s vehicles, we pass it to the fleet customer that controls that data and help
          it answer.
        </p>
      </>
    ),
  },
  {
    id: 'cookies-and-analytics',
    heading: 'Cookies and Analytics',
    body: (
      <>
        <p>Our website uses a small number of cookies and similar technologies:</p>
        <ul>
          <li>
            <strong>Strictly necessary:</strong> to keep the site and apps working and secure, for example a token that protects forms against cross-site
            request forgery, and the cookie that keeps you signed in to the app.
          </li>
          <li>
            <strong>Analytics:</strong> each time you open a page, the site adds a page-view event, holding the page’s path and title, to an analytics data
            layer, and tells our own server which page you opened, the name of the website that linked to it (not the page) and any campaign tags in its
            address. We count visitors without cookies and without storing your IP address or browser details: each day our server turns them into a code with a
            random key kept for that day only and then destroyed, after which nobody, including us, can link that day’s visits to you or to a later visit. Where
            the law requires consent for analytics cookies, we ask first.
          </li>
          <li>
            <strong>Embedded videos:</strong> videos on our site play from a third-party video platform, which may set its own cookies when you play one, under
            its own privacy policy.
          </li>
        </ul>
        <p>
          We do not use cookies to advertise to you on other websites. You can block or delete cookies in your browser settings, and the site works without
          analytics cookies. Where the law gives you a right to opt out, we honor the Global Privacy Control signal.
        </p>
      </>
    ),
  },
  {
    id: 'childrens-privacy',
    heading: 'Children’s Privacy',
    body: (
      <>
        <p>
          Our website and service are made for businesses and are not directed to children. We do not knowingly collect personal information from anyone under
          16. If you believe a child under 16 has given us personal information, contact us at <EmailLink address={brand.privacyEmail} /> and we will delete it.
        </p>
        <p>
          Accounts are for adults: our <SiteLink href={legalPaths.termsOfService}>Terms of Service</SiteLink> require every user to be 18 or older. Dashcams may
          record children by chance, as passengers or passers-by; that footage is fleet data and is deleted on the same schedule as other event video.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy as our service or the law changes. The effective date at the top shows when it last changed. If we make a material change, we
        will tell account Owners by e-mail or in the service before it takes effect. Earlier versions are available on request.
      </p>
    ),
  },
  {
    id: 'contact-us',
    heading: 'Contact Us',
    body: (
      <>
        <p>Questions, requests and complaints about this policy or your personal information are welcome. We reply to messages within 24 hours.</p>
        <LegalContactDetails />
      </>
    ),
  },
];
