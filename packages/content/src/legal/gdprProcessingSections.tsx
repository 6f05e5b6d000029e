import type { LegalSection } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';
import { SiteLink } from '@fleet/ui/components/SiteLink/SiteLink.tsx';
import { brand } from '../brand/brand.ts';

import { EmailLink } from './EmailLink.tsx';
import { LegalContactDetails } from './LegalContactDetails.tsx';
import { legalPaths } from './legalLinks.ts';

/** The second half of the GDPR Statement: our processing commitments, transfers, breaches and where to complain. */
export const gdprProcessingSections: readonly LegalSection[] = [
  {
    id: 'data-processing-agreement',
    heading: 'Data Processing Agreement',
    body: (
      <>
        <p>
          Our data processing agreement (DPA) is part of the <SiteLink href={legalPaths.termsOfService}>Terms of Service</SiteLink> for every customer and meets
          the requirements of Article 28 of the GDPR. Under it, we:
        </p>
        <ul>
          <li>process Fleet Data only on the customer’s documented instructions;</li>
          <li>make sure that everyone who handles Fleet Data is bound by confidentiality;</li>
          <li>apply appropriate technical and organizational security measures;</li>
          <li>use sub-processors only as described below;</li>
          <li>help the customer answer data subject requests, carry out impact assessments and meet its security and breach duties;</li>
          <li>delete Fleet Data when the service ends, on the schedule in our Privacy Policy, unless the law requires us to keep it;</li>
          <li>make available the information needed to show compliance, and allow for and contribute to audits.</li>
        </ul>
        <p>
          Customers who need a countersigned copy of the DPA can ask for one at <EmailLink address={brand.legalEmail} />.
        </p>
      </>
    ),
  },
  {
    id: 'sub-processors',
    heading: 'Sub-processors',
    body: (
      <>
        <p>
          We use sub-processors for cloud hosting, storage and video streaming; e-mail and push notifications; payment processing; and customer support. Each is
          bound by a written contract with data protection obligations at least as protective as our DPA, and we remain responsible for its work.
        </p>
        <p>
          The current list, with each sub-processor’s purpose and location, is available from <EmailLink address={brand.privacyEmail} />. We tell customers
          before we add or replace a sub-processor that handles Fleet Data, and customers can object on reasonable data protection grounds.
        </p>
      </>
    ),
  },
  {
    id: 'international-transfers',
    heading: 'International Transfers',
    body: (
      <>
        <p>
          {brand.legalEntity} is based in the United States, and some of our sub-processors work outside the European Economic Area (EEA). When personal data
          leaves the EEA, the United Kingdom or Switzerland, we protect it by:
        </p>
        <ul>
          <li>relying on an adequacy decision of the European Commission, or its UK or Swiss equivalent, where one covers the destination;</li>
          <li>
            otherwise, signing the European Commission’s Standard Contractual Clauses (SCCs), with the UK International Data Transfer Addendum and the Swiss
            amendments where needed;
          </li>
          <li>assessing the laws of the destination country, and adding measures such as encryption in transit and at rest where needed.</li>
        </ul>
        <p>
          You can ask for a copy of the SCCs we use at <EmailLink address={brand.privacyEmail} />; commercial details may be removed.
        </p>
      </>
    ),
  },
  {
    id: 'security-and-retention',
    heading: 'Security and Retention',
    body: (
      <>
        <p>
          We protect personal data with encryption in transit and at rest, role-based access within fleet accounts, staff access limited to those who need it
          and logged, passwords stored only as salted hashes, monitoring, and regular security reviews and backups.
        </p>
        <p>
          Event video is kept for 30 days and GPS history for 90 days, then deleted automatically. Our{' '}
          <SiteLink href={legalPaths.privacyPolicy}>Privacy Policy</SiteLink> lists how long we keep other data.
        </p>
      </>
    ),
  },
  {
    id: 'breach-notification',
    heading: 'Personal Data Breach Notification',
    body: (
      <>
        <ul>
          <li>
            Where we are the controller, we notify the competent supervisory authority within 72 hours of becoming aware of a personal data breach, unless the
            breach is unlikely to put people’s rights and freedoms at risk.
          </li>
          <li>
            Where a breach is likely to put you at high risk, we also tell you directly and without undue delay what happened, its likely consequences and what
            we are doing about it.
          </li>
          <li>
            Where we process Fleet Data as a processor, we notify the affected fleet customer without undue delay and within 72 hours of becoming aware of the
            breach, with the information it needs to meet its own duties, and we help it inform authorities and the people concerned.
          </li>
        </ul>
        <p>We document and investigate every breach, and take steps to stop it from happening again.</p>
      </>
    ),
  },
  {
    id: 'data-protection-officer',
    heading: 'Data Protection Officer and Contact',
    body: (
      <>
        <p>
          Our Data Protection Officer oversees how we protect personal data and is your contact for anything in this statement. Write to{' '}
          <EmailLink address={brand.privacyEmail} />, or send a letter marked “Attention: Data Protection Officer” to the address below. Where we are required
          to have a representative in the EU or the United Kingdom, their details are available from the same address. We reply to messages within 24 hours.
        </p>
        <LegalContactDetails />
      </>
    ),
  },
  {
    id: 'supervisory-authority',
    heading: 'Complaints to a Supervisory Authority',
    body: (
      <>
        <p>
          If you believe we have not handled your personal data lawfully, you have the right to lodge a complaint with a data protection supervisory authority,
          in particular in the country where you live or work, or where the problem occurred. In the United Kingdom this is the Information Commissioner’s
          Office, and in Switzerland the Federal Data Protection and Information Commissioner.
        </p>
        <p>
          The European Data Protection Board publishes a{' '}
          <SiteLink href="https://www.edpb.europa.eu/about-edpb/about-edpb/members_en" external>
            list of the EU and EEA authorities
          </SiteLink>
          . We would welcome the chance to address your concern first, so please consider contacting us, but you may go to an authority at any time.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to This Statement',
    body: (
      <p>
        We update this statement when our processing or the law changes. The date at the top shows when it was last updated. We tell customers about material
        changes in advance, by e-mail to the account Owner and in the service.
      </p>
    ),
  },
];
