import type { LegalSection } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';
import { SiteLink } from '@fleet/ui/components/SiteLink/SiteLink.tsx';
import { brand } from '../brand/brand.ts';

import { EmailLink } from './EmailLink.tsx';
import { legalPaths } from './legalLinks.ts';

/** The first half of the GDPR Statement: who is responsible for which data, on what basis, and the rights people have. */
export const gdprSections: readonly LegalSection[] = [
  {
    id: 'controller-and-processor',
    heading: 'Controller and Processor Roles',
    body: (
      <>
        <p>Under the GDPR, a controller decides why and how personal data is processed, and a processor processes it on a controller’s behalf.</p>
        <ul>
          <li>
            <strong>We are the controller</strong> of data about website visitors, people who contact us or request a demo, account users and billing contacts,
            and of our own security logs.
          </li>
          <li>
            <strong>Our fleet customers are the controllers</strong> of Fleet Data: the video, audio, GPS location, driving events, driver monitoring alerts and
            driver details that their vehicles and users send to {brand.productName}. <strong>We are their processor</strong> and process Fleet Data only on
            their documented instructions, to provide the service.
          </li>
          <li>
            <strong>{brand.maker.name}</strong> makes the dashcams. It is a separate controller for data it collects itself, for example when you register a
            product with it, under its own privacy notice.
          </li>
        </ul>
        <p>
          If you are a driver or passenger recorded by a customer’s vehicle, the fleet customer is responsible for telling you how your data is used and for
          answering your requests. We help it do so.
        </p>
      </>
    ),
  },
  {
    id: 'lawful-bases',
    heading: 'Lawful Bases for Processing',
    body: (
      <>
        <p>Where we are the controller, we rely on these lawful bases under Article 6 of the GDPR:</p>
        <ul>
          <li>
            <strong>Contract</strong> (Article 6(1)(b)): providing the service, and managing accounts, billing and support.
          </li>
          <li>
            <strong>Legitimate interests</strong> (Article 6(1)(f)): answering business inquiries and demo requests, securing the service, preventing fraud,
            improving our products and marketing to business contacts. We weigh these interests against your rights, and you can object at any time.
          </li>
          <li>
            <strong>Consent</strong> (Article 6(1)(a)): analytics cookies and marketing e-mails where consent is required. You can withdraw it at any time; this
            does not affect processing before you withdrew it.
          </li>
          <li>
            <strong>Legal obligation</strong> (Article 6(1)(c)): tax and accounting records, and lawful requests from public authorities.
          </li>
        </ul>
        <p>
          For Fleet Data, the fleet customer chooses the lawful basis, often its legitimate interest in the safety of drivers and vehicles, and must follow
          national rules on monitoring employees. Because dashcams and driver monitoring can amount to systematic monitoring, we recommend that customers carry
          out a data protection impact assessment before using them, and we provide the information they need for it.
        </p>
        <p>
          Driver monitoring detects behavior such as drowsiness or phone use. It is not designed to identify people, and we do not use it to process biometric
          data for identification.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your Rights',
    body: (
      <>
        <p>The GDPR gives you these rights over your personal data:</p>
        <ul>
          <li>
            <strong>Access</strong> (Article 15): to know whether we process your data and to get a copy.
          </li>
          <li>
            <strong>Rectification</strong> (Article 16): to have inaccurate or incomplete data corrected.
          </li>
          <li>
            <strong>Erasure</strong> (Article 17): to have your data deleted when there is no longer a reason to keep it.
          </li>
          <li>
            <strong>Restriction</strong> (Article 18): to have the use of your data limited, for example while its accuracy is checked.
          </li>
          <li>
            <strong>Portability</strong> (Article 20): to receive data you gave us in a structured, machine-readable format, or have it sent to another
            organization.
          </li>
          <li>
            <strong>Objection</strong> (Article 21): to object to processing based on legitimate interests, and to stop direct marketing at any time.
          </li>
          <li>
            <strong>Withdrawal of consent</strong> (Article 7(3)): wherever we rely on your consent.
          </li>
        </ul>
        <p>
          We do not make decisions based solely on automated processing that have legal or similarly significant effects on you (Article 22). Driving reports
          and driver monitoring alerts inform fleet managers; customers should have a person review them before acting on them.
        </p>
      </>
    ),
  },
  {
    id: 'exercising-your-rights',
    heading: 'How to Exercise Your Rights',
    body: (
      <>
        <ol>
          <li>
            Send your request to <EmailLink address={brand.privacyEmail} />, by post to the address below, or through our{' '}
            <SiteLink href={legalPaths.contact}>contact form</SiteLink>. Tell us which right you want to use and which data it concerns; for recordings, the
            vehicle, date and time help us find them.
          </li>
          <li>
            We acknowledge your request within 24 hours and may ask for information to confirm your identity, so that we never disclose data to the wrong
            person.
          </li>
          <li>
            We answer within one month of receiving the request. If a request is complex or we receive many, we may extend this by up to two further months, and
            we will tell you why within the first month.
          </li>
          <li>Requests are free. We may charge a reasonable fee or decline only if a request is clearly unfounded or excessive, and we will explain why.</li>
        </ol>
        <p>
          If your request concerns Fleet Data, we pass it without undue delay to the fleet customer that controls the data and help it respond. You can also
          contact the fleet operator directly.
        </p>
      </>
    ),
  },
];
