import type { LegalSection } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';
import { SiteLink } from '@fleet/ui/components/SiteLink/SiteLink.tsx';
import { brand } from '../brand/brand.ts';

import { EmailLink } from './EmailLink.tsx';
import { LegalContactDetails } from './LegalContactDetails.tsx';
import { legalPaths } from './legalLinks.ts';

/** The second half of the Terms of Service: availability, ownership, liability, ending the agreement and the law that governs it. */
export const termsOfServiceLegalSections: readonly LegalSection[] = [
  {
    id: 'service-levels',
    heading: 'Service Availability and Support',
    body: (
      <ul>
        <li>We work to keep the service available 24 hours a day, 7 days a week, and we monitor it continuously.</li>
        <li>
          We may pause the service for maintenance. We plan maintenance to limit disruption and announce it in advance where we can; urgent security fixes may
          happen without notice.
        </li>
        <li>Connected dashcams receive firmware updates over the air. Keep cameras powered and connected so that they stay up to date.</li>
        <li>We improve and change features over time, but we will not materially reduce the core features of your plan during a paid billing period.</li>
        <li>
          Support is available through our <SiteLink href={legalPaths.contact}>contact form</SiteLink>. We reply to messages within 24 hours.
        </li>
        <li>Service-level commitments and service credits, where agreed, are set out in Enterprise order forms.</li>
      </ul>
    ),
  },
  {
    id: 'third-party-services',
    heading: 'Third-Party Products and Services',
    body: (
      <p>
        The service works with products and services of other companies, such as {brand.maker.name} dashcams, mobile carriers, app stores, map providers and the
        video platform that plays videos on our website. Their own terms apply to them, and we are not responsible for them.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    heading: 'Intellectual Property',
    body: (
      <>
        <p>
          The service, its software, apps, website and documentation, and our names and logos, belong to {brand.legalEntity} or its licensors and are protected
          by intellectual property laws. While your subscription is active, we give you a limited, non-exclusive, non-transferable right to use the service for
          your internal business purposes under these Terms. We keep all other rights.
        </p>
        <p>
          {brand.maker.name} and its product names are trademarks of their owner. If you send us ideas or feedback, we may use them without any obligation to
          you.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimer-of-warranties',
    heading: 'Disclaimer of Warranties',
    body: (
      <>
        <p>
          The service helps you manage your fleet. It is not a safety system and does not prevent accidents. Alerts, including driver monitoring alerts, can be
          missed or triggered by mistake, and they never replace attentive driving. The service is not an emergency service: in an emergency, call your local
          emergency number.
        </p>
        <p>
          To the fullest extent the law allows, the service is provided “as is” and “as available”, without warranties of any kind, express or implied,
          including warranties of merchantability, fitness for a particular purpose, title and non-infringement. We do not promise that the service will be
          uninterrupted, error-free or secure, that every event will be detected or uploaded, or that recordings and location data will be complete or accurate.
        </p>
      </>
    ),
  },
  {
    id: 'limitation-of-liability',
    heading: 'Limitation of Liability',
    body: (
      <>
        <p>To the fullest extent the law allows:</p>
        <ul>
          <li>
            neither party is liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue, data or goodwill, even
            if told that they were possible;
          </li>
          <li>
            our total liability arising out of or relating to the service or these Terms is limited to the fees you paid us for the service in the 12 months
            before the event that gave rise to the claim.
          </li>
        </ul>
        <p>
          These limits do not apply to your payment obligations or to your obligations under Indemnity, and they do not limit liability that the law does not
          allow to be limited.
        </p>
      </>
    ),
  },
  {
    id: 'indemnity',
    heading: 'Indemnity',
    body: (
      <p>
        You will defend and indemnify {brand.legalEntity} against claims by third parties, including drivers, passengers and authorities, that arise from your
        Fleet Data, from your use of the service in breach of these Terms, or from your breach of recording, privacy or employment laws.
      </p>
    ),
  },
  {
    id: 'termination',
    heading: 'Suspension and Termination',
    body: (
      <ul>
        <li>You may cancel your subscription at any time. Cancellation takes effect at the end of the current billing period.</li>
        <li>
          We may suspend or end your access, with notice where reasonable, if you materially breach these Terms or do not pay, or where needed to protect the
          service, other users or the public, or to comply with the law.
        </li>
        <li>If we stop offering the service, we will tell you in advance and refund fees you paid for any period after it ends.</li>
        <li>
          When your subscription ends, access ends. Event video is deleted within 30 days and GPS history within 90 days; other account data is handled as our{' '}
          <SiteLink href={legalPaths.privacyPolicy}>Privacy Policy</SiteLink> describes. Download what you need before you cancel.
        </li>
        <li>Terms that by their nature should last beyond the end of the agreement, such as payment, liability and governing law, remain in force.</li>
      </ul>
    ),
  },
  {
    id: 'governing-law',
    heading: 'Governing Law and Disputes',
    body: (
      <>
        <p>
          These Terms are governed by the laws of the State of California, United States, without regard to its conflict-of-law rules. The state and federal
          courts located in California have exclusive jurisdiction over any dispute, and both parties accept their jurisdiction. The United Nations Convention
          on Contracts for the International Sale of Goods does not apply.
        </p>
        <p>
          Before starting a claim, please contact us so that we can try to resolve the dispute informally. Nothing in these Terms takes away rights you have
          under mandatory consumer protection laws where you live.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to These Terms',
    body: (
      <>
        <p>
          We may update these Terms from time to time. We will give you at least 30 days’ notice of any material change, by e-mail to the account Owner and in
          the service, before it takes effect. The effective date at the top shows when these Terms last changed.
        </p>
        <p>
          If you do not agree with a change, you can cancel before it takes effect. If you keep using the service after that date, you accept the updated Terms.
        </p>
      </>
    ),
  },
  {
    id: 'general',
    heading: 'General',
    body: (
      <ul>
        <li>You may not transfer these Terms without our written consent. We may transfer them as part of a merger, acquisition or sale of assets.</li>
        <li>If any part of these Terms cannot be enforced, the rest remains in force.</li>
        <li>Not enforcing a right straight away does not mean that we give it up.</li>
        <li>Neither party is responsible for delays caused by events beyond its reasonable control.</li>
        <li>
          We send notices to the Owner’s e-mail address. Send legal notices to us at <EmailLink address={brand.legalEmail} /> or by post to the address below.
        </li>
      </ul>
    ),
  },
  {
    id: 'contact-us',
    heading: 'Contact Us',
    body: (
      <>
        <p>If you have questions about these Terms, get in touch. We reply to messages within 24 hours.</p>
        <LegalContactDetails />
      </>
    ),
  },
];
