import type { MessageKey } from '@fleet/i18n/catalogue.ts';
import type { MessageValue } from '@fleet/i18n/createMessages.ts';
import { Fragment, type ReactNode } from 'react';
import { useMessages } from '../../providers/MessagesProvider.tsx';

export interface MessageProps {
  id: MessageKey;
  values?: Record<string, MessageValue>;
  /** What each tag of the message becomes: `{ link: (text) => <SiteLink href="/gdpr">{text}</SiteLink> }`. */
  tags?: Record<string, (children: ReactNode) => ReactNode>;
}

// A message's parts never move or change in number: their places are their keys.
// biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message are a fixed sequence
const keyed = (parts: ReadonlyArray<ReactNode>) => parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);

/**
 * A message of the page's language where a node goes: copy written as JSX (a legal paragraph with a link, a
 * feature with a bold phrase) names its text and the catalogue gives it in the language being rendered.
 */
export function Message({ id, values, tags = {} }: MessageProps) {
  const { t, rich } = useMessages();
  if (Object.keys(tags).length === 0) return <>{t(id, values)}</>;
  const made: Record<string, MessageValue | ((chunks: ReactNode[]) => ReactNode)> = { ...values };
  for (const [name, make] of Object.entries(tags)) made[name] = (chunks) => make(keyed(chunks));
  return <>{keyed(rich<ReactNode>(id, made))}</>;
}
