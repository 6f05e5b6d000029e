import type { MessageKey } from '@fleet/i18n/catalogue.ts';
import type { RichValues } from '@fleet/i18n/createMessages.ts';
import type { MessageProps } from '@fleet/ui/components/Message/Message.tsx';
import { SiteLink } from '@fleet/ui/components/SiteLink/SiteLink.tsx';
import { useMessages } from '@fleet/ui/providers/MessagesProvider.tsx';
import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import { brand } from '../brand/brand.ts';

import { EmailLink } from './EmailLink.tsx';
import { legalPaths } from './legalLinks.ts';

const siteLink = (href: string) => (text: ReactNode) => <SiteLink href={href}>{text}</SiteLink>;

/**
 * The tags every legal message may use. An `<email>` tag holds the brand's address as its text
 * (`<email>{privacyEmail}</email>`), so a translation cannot point the link somewhere its text does not say.
 */
export const legalTags = {
  strong: (text: ReactNode) => <strong>{text}</strong>,
  privacyLink: siteLink(legalPaths.privacyPolicy),
  termsLink: siteLink(legalPaths.termsOfService),
  gdprLink: siteLink(legalPaths.gdpr),
  contactLink: siteLink(legalPaths.contact),
  email: (text: ReactNode) => <EmailLink address={plainText(text)} />,
} satisfies MessageProps['tags'];

/** The brand's names and addresses, arguments of the messages rather than words in them. */
export const legalValues = {
  productName: brand.productName,
  legalEntity: brand.legalEntity,
  maker: brand.maker.name,
  privacyEmail: brand.privacyEmail,
  legalEmail: brand.legalEmail,
  legalAddress: brand.legalAddress.join(', '),
} satisfies MessageProps['values'];

// The names go in as nodes of their own, not merged into the sentence: the text is then laid out in the same runs as
// when the documents were JSX (`{brand.productName}` between strings), and shows at exactly the same pixels. The
// e-mail addresses stay text, the content of their <email> tags.
const { privacyEmail, legalEmail, ...names } = legalValues;
const nameNodes = Object.fromEntries(Object.entries(names).map(([name, value]) => [name, <Fragment key={name}>{value}</Fragment>]));

/** The text of a tag's contents (a message gives a tag its text wrapped in keyed fragments). */
function plainText(text: ReactNode): string {
  return Children.toArray(text)
    .map((part) => (isValidElement<{ children?: ReactNode }>(part) ? plainText(part.props.children) : String(part)))
    .join('');
}

const keyed = (parts: ReadonlyArray<ReactNode>) =>
  // biome-ignore lint/suspicious/noArrayIndexKey: a message's parts never move, so their places can be their keys.
  parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);

/**
 * A paragraph or list item of a legal document: a catalogue message with the legal tags and brand values given
 * (like `Message`, whose values are text only), and any tags and values of its own.
 */
export function LegalMessage({ id, tags, values }: MessageProps) {
  const { rich } = useMessages();
  const made: Record<string, unknown> = { privacyEmail, legalEmail, ...nameNodes, ...values };
  for (const [name, make] of Object.entries({ ...legalTags, ...tags })) made[name] = (chunks: ReactNode[]) => make(keyed(chunks));
  // intl-messageformat places node values as parts of their own; RichValues only names text and tags.
  return <>{keyed(rich<ReactNode>(id, made as RichValues<ReactNode>))}</>;
}

/** A list whose every item is one message. */
export function LegalList({ ids }: { ids: readonly MessageKey[] }) {
  return (
    <ul>
      {ids.map((id) => (
        <li key={id}>
          <LegalMessage id={id} />
        </li>
      ))}
    </ul>
  );
}
