import type { LegalSection } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';
import { SiteLink } from '@fleet/ui/components/SiteLink/SiteLink.tsx';
import { brand } from '../brand/brand.ts';

import { legalPaths } from './legalLinks.ts';

/** The first half of the Terms of Service: who may use the service, accounts, billing, hardware and lawful use. */
export const termsOfServiceSections: readonly LegalSection[] = [
  {
    id: 'agreement',
    heading: 'Our Agreement',
    body: (
      <>
        <p>
          If you use the service for a company or other organization, you accept these Terms on its behalf and confirm that you have the authority to do so.
          “You” then means that organization.
        </p>
        <p>
          These Terms, our <SiteLink href={legalPaths.privacyPolicy}>Privacy Policy</SiteLink>, the data processing terms in our{' '}
          <SiteLink href={legalPaths.gdpr}>GDPR Statement</SiteLink> and any order form you sign with us make up the whole agreement. Where an order form
          differs from these Terms, the order form applies.
        </p>
      </>
    ),
  },
  {
    id: 'key-terms',
    heading: 'Key Terms',
    body: (
      <ul>
        <li>
          <strong>Service:</strong> {brand.productName}, including our website, web and mobile apps, cloud service and firmware updates.
        </li>
        <li>
          <strong>Customer:</strong> the person or organization that holds a fleet account.
        </li>
        <li>
          <strong>Users:</strong> the Owner, Admins and Drivers who use the service under a Customer’s account.
        </li>
        <li>
          <strong>Fleet Data:</strong> the video, audio, images, location, driving and driver monitoring data that dashcams send to the service or that users
          add to it.
        </li>
        <li>
          <strong>Hardware:</strong> dashcams, LTE modems and accessories used with the service.
        </li>
      </ul>
    ),
  },
  {
    id: 'eligibility',
    heading: 'Who May Use the Service',
    body: (
      <p>
        You must be 18 or older and able to enter into a binding contract to use the service. The service is designed for business use. You may not use it if
        the law, including sanctions and export control laws, does not allow you to.
      </p>
    ),
  },
  {
    id: 'accounts-and-roles',
    heading: 'Accounts and Roles',
    body: (
      <>
        <p>Each fleet account has these roles:</p>
        <ul>
          <li>
            <strong>1 Owner,</strong> who holds the subscription, manages billing and is responsible for the account;
          </li>
          <li>
            <strong>up to 10 Admins,</strong> who manage vehicles, cameras, users and recordings;
          </li>
          <li>
            <strong>up to 3 Drivers per camera,</strong> who use the cameras they are assigned to.
          </li>
        </ul>
        <p>An account can connect up to 999 cameras. You must:</p>
        <ul>
          <li>give accurate account information and keep it up to date;</li>
          <li>give every user their own sign-in, and never share sign-in details;</li>
          <li>keep passwords confidential, and tell us at once if you suspect someone has used your account without permission;</li>
          <li>remove users who no longer need access.</li>
        </ul>
        <p>You are responsible for everything done through your account.</p>
      </>
    ),
  },
  {
    id: 'subscription-and-billing',
    heading: 'Subscription and Billing',
    body: (
      <ul>
        <li>
          <strong>Monthly fee.</strong> The Monthly Plan is billed monthly for each connected vehicle: one price for the first vehicle and a lower price for
          each additional vehicle, as shown on our <SiteLink href="/pricing">pricing page</SiteLink> when you subscribe.
        </li>
        <li>
          <strong>First month free.</strong> A new subscription starts with one free month, with every feature included. Billing starts when the free month ends
          unless you cancel before then.
        </li>
        <li>
          <strong>Renewal.</strong> Your subscription renews automatically every month until you cancel it. You authorize us and our payment processor to charge
          your payment method at the start of each billing period.
        </li>
        <li>
          <strong>Taxes.</strong> Prices do not include taxes unless stated. You pay any sales, use, value-added or similar taxes that apply.
        </li>
        <li>
          <strong>Price changes.</strong> We give at least 30 days’ notice of a price increase, which applies from your next billing period after the notice
          ends.
        </li>
        <li>
          <strong>Failed payments.</strong> If a payment fails, we will tell you and may suspend the service until the balance is paid.
        </li>
        <li>
          <strong>Cancellation.</strong> There is no long-term contract: you can cancel at any time in the app or by contacting us. Cancellation takes effect at
          the end of the current billing period. Fees already paid are not refunded, except where the law requires.
        </li>
        <li>
          <strong>Enterprise Plan.</strong> Pricing and terms for large fleets are agreed with our sales team in an order form.
        </li>
      </ul>
    ),
  },
  {
    id: 'hardware-and-sim-cards',
    heading: 'Hardware and SIM Cards',
    body: (
      <>
        <p>The subscription does not include hardware or mobile data.</p>
        <ul>
          <li>
            <strong>Hardware is bought separately.</strong> <SiteLink href="/dashcams">Compatible dashcams</SiteLink>, the LTE modem and accessories are sold
            separately, by us, {brand.maker.name} or authorized resellers. Hardware is covered by the seller’s terms and the manufacturer’s warranty, not by
            these Terms.
          </li>
          <li>
            <strong>SIM cards are bought separately.</strong> Each camera with built-in LTE, and each LTE modem, needs a SIM card with a data plan from a mobile
            carrier of your choice. SIM cards are not included. You pay the carrier’s charges, including roaming and the data used by live view, playback and
            uploads.
          </li>
          <li>
            <strong>Installation.</strong> Install hardware so that it does not block the driver’s view and meets vehicle and road laws.
          </li>
          <li>
            <strong>Connectivity.</strong> The service depends on mobile networks, Wi-Fi hotspots and GPS signals that we do not control. Poor coverage can
            delay or prevent live view, uploads and tracking.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable Use',
    body: (
      <>
        <p>You must not, and must not allow anyone else to:</p>
        <ul>
          <li>use the service for anything unlawful, including recording or tracking people without the notice or consent the law requires;</li>
          <li>stalk, harass or secretly monitor anyone, or track a vehicle you are not authorized to track;</li>
          <li>upload or share content that is unlawful or infringes anyone’s rights;</li>
          <li>use the app in a way that distracts a driver while the vehicle is moving;</li>
          <li>access or try to access accounts, systems or data without authorization, or test the service’s security without our written permission;</li>
          <li>interfere with or overload the service, or introduce malicious code;</li>
          <li>copy, modify, reverse engineer, resell or sublicense the service, except where the law expressly allows;</li>
          <li>use the service to build a competing product, or access it by automated means other than the interfaces we provide.</li>
        </ul>
        <p>We may suspend access that breaks these rules, as described under Suspension and Termination.</p>
      </>
    ),
  },
  {
    id: 'driver-consent-and-recording-laws',
    heading: 'Driver Consent and Recording Laws',
    body: (
      <>
        <p>
          Laws on recording video and audio, tracking location and monitoring employees differ between countries, states and provinces. You decide how and where
          the service is used, so you are responsible for using it lawfully. In particular, you must:
        </p>
        <ul>
          <li>
            tell drivers, passengers and other users of your vehicles, before they are recorded, that the vehicle records video and location, and audio and
            driver monitoring where used, and why;
          </li>
          <li>
            obtain every consent the law requires: some places require everyone’s consent before a conversation is recorded, and some require consent from or
            consultation with employees or their representatives before cameras or tracking are used at work;
          </li>
          <li>display notices in vehicles where the law requires them;</li>
          <li>switch off audio recording, interior cameras or driver monitoring wherever you cannot use them lawfully;</li>
          <li>use Fleet Data only for clear, lawful purposes, and give access only to people who need it;</li>
          <li>respect the law on recording in public places and on using recordings as evidence.</li>
        </ul>
        <p>
          We provide tools, not legal advice. If you are unsure what the law requires, ask a lawyer before you record. Our{' '}
          <SiteLink href={legalPaths.privacyPolicy}>Privacy Policy</SiteLink> explains how we handle Fleet Data for you.
        </p>
      </>
    ),
  },
  {
    id: 'fleet-data',
    heading: 'Your Fleet Data',
    body: (
      <ul>
        <li>
          You own your Fleet Data. You give us a limited right to host, process, transmit and display it only to provide, secure and support the service for
          you, and as the law requires.
        </li>
        <li>
          We process personal information in Fleet Data as your processor, under the data processing terms in our{' '}
          <SiteLink href={legalPaths.gdpr}>GDPR Statement</SiteLink>.
        </li>
        <li>Event video is kept for 30 days and GPS history for 90 days, then deleted automatically. Download anything you need to keep longer before then.</li>
        <li>You are responsible for the content of your Fleet Data and for having the right to collect and use it.</li>
        <li>
          We may use aggregated data that does not identify you, your vehicles or any person to run and improve the service and to publish statistics, such as
          the network figures on our website.
        </li>
      </ul>
    ),
  },
];
