import { LegalMessage } from './LegalMessage.tsx';

/** The ways to reach us about the legal documents, the same in all three. */
export function LegalContactDetails() {
  return (
    <ul>
      <li>
        <LegalMessage id="legal.contactPrivacy" />
      </li>
      <li>
        <LegalMessage id="legal.contactLegal" />
      </li>
      <li>
        <LegalMessage id="legal.contactPost" />
      </li>
      <li>
        <LegalMessage id="legal.contactOnline" />
      </li>
    </ul>
  );
}
