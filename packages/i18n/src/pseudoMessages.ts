import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Catalogue, CompiledMessage, MessageTable } from './catalogue.ts';
import { createMessages, type Messages } from './createMessages.ts';

const accents: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] as string,
  ]),
);

/** Text as the pseudo-locale shows it: every letter accented and the whole ~40 % longer, so a layout that only fits English shows. */
export function pseudoText(text: string): string {
  const accented = [...text].map((char) => accents[char] ?? char).join('');
  const letters = text.replace(/[^A-Za-z]/g, '').length;
  return letters === 0 ? accented : `${accented}${'·'.repeat(Math.ceil(letters * 0.4))}`;
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: pseudoText(element.value) };
    if (element.type === TYPE.tag) return { ...element, children: pseudoElements(element.children) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(Object.entries(element.options).map(([name, option]) => [name, { ...option, value: pseudoElements(option.value) }]));
      return { ...element, options };
    }
    return element;
  });
}

/** The English catalogue in the pseudo-locale (accented, longer), for design review and the tests that look for text outside a catalogue. */
export function pseudoMessages(english: Catalogue): Messages {
  const table: MessageTable = {};
  for (const [name, namespace] of Object.entries(english)) {
    const messages: Record<string, CompiledMessage> = {};
    for (const [key, message] of Object.entries(namespace as Record<string, string>)) messages[key] = pseudoElements(parse(message));
    table[name] = messages;
  }
  return createMessages('en-XA', 'en-US', table);
}
