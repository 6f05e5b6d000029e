import type { LegalLink, LegalSection } from './LegalDocument.tsx';

/** Story content only: realistic legal copy with fictional example.com details. */
export const privacySections: LegalSection[] = [
  {
    id: 'information-we-collect',
    heading: 'Information We Collect',
    body: (
      <>
        <p>We collect the information you give us when you request a demo, contact our sales team or subscribe to the service:</p>
        <ul>
          <li>contact details such as your name, e-mail address, company, job title and phone number;</li>
          <li>account details for the fleet management service, including the users you invite;</li>
          <li>vehicle data recorded by connected dashcams, such as video clips, GPS positions and driving events.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    heading: 'How We Use Your Information',
    body: (
      <p>
        We use your information to provide and improve the service, to answer your requests within 24 hours, to send service notices and, where you agree, to
        tell you about new features. We do not sell your personal information.
      </p>
    ),
  },
  {
    id: 'data-retention',
    heading: 'Data Retention',
    body: (
      <p>
        Event videos are kept for 30 days and GPS history for 90 days unless you delete them sooner. Account records are kept while your subscription is active
        and for as long as the law requires afterwards.
      </p>
    ),
  },
  {
    id: 'childrens-privacy',
    heading: "Children's Privacy",
    body: <p>The service is not meant for anyone under 16, and we do not knowingly collect personal information from children under 16.</p>,
  },
  {
    id: 'contact-us',
    heading: 'Contact Us',
    body: (
      <p>
        Questions about this policy can be sent to <a href="mailto:legal@example.com">legal@example.com</a> or by post to Example Fleet, 100 Example Avenue,
        Suite 200, Springfield, CA 90000.
      </p>
    ),
  },
];

const termsHeadings = [
  'Acceptance of Terms',
  'Eligibility',
  'Accounts and Roles',
  'Subscriptions and Billing',
  'Free Trial',
  'Hardware and SIM Cards',
  'Acceptable Use',
  'Video and Location Data',
  'Service Availability',
  'Third-Party Services',
  'Intellectual Property',
  'Disclaimers',
  'Limitation of Liability',
  'Termination',
  'Changes to These Terms',
  'Governing Law',
];

const termsDetails: Record<string, string> = {
  Eligibility: 'You must be 18 or older and able to enter a binding contract to use the service.',
  'Changes to These Terms': 'We will give you at least 30 days’ notice of any material change before it takes effect.',
  'Governing Law': 'These terms are governed by the laws of the State of California, without regard to its conflict-of-law rules.',
};

export const termsSections: LegalSection[] = termsHeadings.map((heading) => ({
  id: heading.toLowerCase().replace(/[^a-z]+/g, '-'),
  heading,
  body: (
    <>
      {termsDetails[heading] ? <p>{termsDetails[heading]}</p> : null}
      <p>
        This section covers {heading.toLowerCase()} for your use of the fleet management service, the dashcams connected to it and the data they record. Read it
        together with the rest of these terms and with our privacy policy.
      </p>
      <p>
        If anything here is unclear, contact us before you continue using the service. Using the service after reading these terms means you accept them as
        written.
      </p>
    </>
  ),
}));

export const legalRelatedLinks: LegalLink[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'GDPR Statement', href: '/gdpr' },
  { label: 'Contact', href: '/contact' },
];
