import { SiteLink } from '@fleet/ui/components/SiteLink/SiteLink.tsx';
import { brand } from '../brand/brand.ts';

import { EmailLink } from './EmailLink.tsx';
import { legalPaths } from './legalLinks.ts';

/** The ways to reach us about the legal documents, the same in all three. */
export function LegalContactDetails() {
  return (
    <ul>
      <li>
        Privacy questions and data requests: <EmailLink address={brand.privacyEmail} />
      </li>
      <li>
        Legal questions and notices: <EmailLink address={brand.legalEmail} />
      </li>
      <li>By post: {brand.legalAddress.join(', ')}</li>
      <li>
        Online: our <SiteLink href={legalPaths.contact}>contact form</SiteLink>
      </li>
    </ul>
  );
}
