import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type english from '../messages/en.json';

/** A locale's catalogue as written: namespaces (a component, a page, a document) of ICU messages. */
export type Catalogue = typeof english;

export type Namespace = keyof Catalogue;

/** `namespace.message`, every one the English catalogue has. */
export type MessageKey = { [N in Namespace]: `${N}.${keyof Catalogue[N] & string}` }[Namespace];

/** A value a message's argument is filled with. */
export type MessageValue = string | number | Date;

/** A message as a browser receives it: plain text as it is, anything with arguments or tags parsed already. */
export type CompiledMessage = string | MessageFormatElement[];

/** Messages by namespace, as written or compiled: what a `Messages` is made of. */
export type MessageTable = Partial<Record<string, Record<string, CompiledMessage>>>;
