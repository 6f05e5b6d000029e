import type { LegalSection } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';
import { SiteLink } from '@fleet/ui/components/SiteLink/SiteLink.tsx';
import { brand } from '../brand/brand.ts';

import { legalPaths } from './legalLinks.ts';

/** The first half of the Privacy Policy: what we collect, why, for how long and who else handles it. */
export const privacyPolicySections: readonly LegalSection[] = [
  {
    id: 'scope',
    heading: 'Who We Are and What This Policy Covers',
    body: (
      <>
        <p>
          {brand.legalEntity} operates {brand.productName}. This policy covers:
        </p>
        <ul>
          <li>our website, including its contact and demo request forms;</li>
          <li>the {brand.productName} web and mobile apps, and the accounts of fleet Owners, Admins and Drivers;</li>
          <li>the data that connected {brand.maker.name} dashcams send to the service.</li>
        </ul>
        <p>
          Our business customers (“fleet customers”) decide which vehicles and drivers are recorded and how the recordings are used. For that fleet data we act
          on the customer’s behalf, as its service provider, and the customer’s own privacy notice also applies. If you drive for one of our customers, your
          employer or the fleet operator is the best first contact for questions about your data.
        </p>
        <p>
          The dashcams are made by {brand.maker.name}. Products bought from {brand.maker.name} or its resellers, and {brand.maker.name}’s own websites and apps,
          are covered by {brand.maker.name}’s privacy notice, not by this one.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    heading: 'Information We Collect',
    body: (
      <>
        <p>Depending on how you use our website and service, we collect:</p>
        <ul>
          <li>
            <strong>Contact and demo requests:</strong> your first and last name, e-mail address, company, job title, phone number and what you tell us about
            your needs; for demo requests, also your fleet size and industry.
          </li>
          <li>
            <strong>Account information:</strong> the names, e-mail addresses and roles of the Owner, Admins and Drivers on a fleet account, sign-in details
            (passwords are stored only as secure hashes), settings and notification preferences.
          </li>
          <li>
            <strong>Billing information:</strong> the billing contact, company details and subscription history. Card payments are handled by our payment
            processor; we do not store full card numbers.
          </li>
          <li>
            <strong>Device information:</strong> the model, serial number, firmware version and connection status of each dashcam and LTE modem added to an
            account.
          </li>
          <li>
            <strong>Video and audio:</strong> event clips uploaded after impacts, harsh driving or parking-mode events; clips recorded manually; recordings
            played back from a camera’s memory card or saved to the cloud; and live view streams. Audio is included where the camera is set to record it.
            Two-way voice calls are carried live and are not recorded by us.
          </li>
          <li>
            <strong>Location and driving data:</strong> GPS position, speed, heading and time; trips and routes; and driving events such as speeding and harsh
            acceleration, braking and cornering, from which driving reports are built.
          </li>
          <li>
            <strong>Driver monitoring data:</strong> on cameras with an infrared interior or driver monitoring (DMS) channel, alerts for drowsiness,
            distraction, phone use, smoking or an unfastened seatbelt, with the clip of the driver. Driver monitoring detects behavior; we do not use it to
            recognize or identify individual drivers.
          </li>
          <li>
            <strong>Usage and technical data:</strong> the pages you visit on our website, your IP address, browser and device type, app activity, and error and
            security logs.
          </li>
          <li>
            <strong>Support messages:</strong> what you write to us and our replies.
          </li>
        </ul>
        <p>Some information about drivers and vehicles comes from fleet customers, who add drivers to their accounts and assign them to cameras.</p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    heading: 'How We Use Information',
    body: (
      <>
        <p>We use personal information to:</p>
        <ul>
          <li>
            provide the service: live view, remote playback, event upload, GPS tracking, notifications, driver monitoring, driving reports and over-the-air
            firmware updates;
          </li>
          <li>create and manage accounts, and bill subscriptions;</li>
          <li>answer contact and demo requests, and set up demo access;</li>
          <li>give support and send service messages, such as security alerts and notice of changes to our terms;</li>
          <li>keep the service and its users secure, and detect and prevent fraud and abuse;</li>
          <li>understand how our website and service are used, so we can fix and improve them;</li>
          <li>send news about our products, where you agreed or the law otherwise allows; you can unsubscribe at any time;</li>
          <li>meet legal obligations, and establish or defend legal claims.</li>
        </ul>
        <p>
          We use fleet data (video, audio, location, driving and driver monitoring data) only to provide the service to the fleet customer, following its
          instructions. We do not sell personal information and we do not use fleet data for advertising.
        </p>
      </>
    ),
  },
  {
    id: 'legal-bases',
    heading: 'Legal Bases for Processing',
    body: (
      <>
        <p>Where the law requires a legal basis for using personal information, we rely on:</p>
        <ul>
          <li>
            <strong>Contract:</strong> to provide the service and manage accounts, billing and support.
          </li>
          <li>
            <strong>Legitimate interests:</strong> to answer business inquiries, keep the service secure, improve our products and tell business contacts about
            them, always weighed against your rights.
          </li>
          <li>
            <strong>Consent:</strong> for analytics cookies and marketing e-mails where the law requires it. You can withdraw consent at any time.
          </li>
          <li>
            <strong>Legal obligation:</strong> to keep tax and accounting records and to answer lawful requests from authorities.
          </li>
        </ul>
        <p>
          For fleet data, the fleet customer is responsible for having a legal basis to record its vehicles and drivers. Our{' '}
          <SiteLink href={legalPaths.gdpr}>GDPR Statement</SiteLink> explains these roles in more detail.
        </p>
      </>
    ),
  },
  {
    id: 'video-location-and-driver-monitoring',
    heading: 'Video, Location and Driver Monitoring',
    body: (
      <>
        <p>
          Dashcams record people: drivers, passengers and people around the vehicle. Fleet customers choose where cameras are installed, which channels are
          switched on, whether audio is recorded and who in their organization can see the results.
        </p>
        <p>
          Under our <SiteLink href={legalPaths.termsOfService}>Terms of Service</SiteLink>, fleet customers must:
        </p>
        <ul>
          <li>tell drivers and passengers that the vehicle records video, location and, where used, audio and driver monitoring;</li>
          <li>obtain any consent the law requires, especially for audio recording and interior or driver monitoring cameras;</li>
          <li>follow local laws on recording in vehicles and public places, and on monitoring employees;</li>
          <li>limit access to recordings to the people who need it.</li>
        </ul>
        <p>
          Within a fleet account, the Owner and Admins can see the video, location and driving data of the fleet, and Drivers can use the cameras they are
          assigned to.
        </p>
      </>
    ),
  },
  {
    id: 'data-retention',
    heading: 'How Long We Keep Information',
    body: (
      <>
        <ul>
          <li>
            <strong>Event video:</strong> 30 days in the cloud, then deleted automatically, unless the fleet customer deletes it sooner. Driver monitoring
            alerts are kept with their clips.
          </li>
          <li>
            <strong>GPS history:</strong> 90 days, then deleted automatically. Driving reports are built from the same 90 days of data.
          </li>
          <li>
            <strong>Recordings on the dashcam:</strong> stay on the camera’s memory card, under the fleet customer’s control, until the camera records over
            them.
          </li>
          <li>
            <strong>Live view and voice calls:</strong> streamed live and not stored by us.
          </li>
          <li>
            <strong>Account and billing information:</strong> while the account is open, then for as long as tax, accounting and other laws require.
          </li>
          <li>
            <strong>Contact and demo requests:</strong> as long as we need them to answer and follow up, and to keep a record of our business relationship. Demo
            access links expire 7 days after they are created.
          </li>
          <li>
            <strong>Security and technical logs:</strong> as long as needed to protect the service and investigate problems.
          </li>
        </ul>
        <p>
          Clips that a fleet customer downloads are under its control from then on. Deleted data may remain in encrypted backups for a short time until those
          backups are overwritten.
        </p>
      </>
    ),
  },
];
