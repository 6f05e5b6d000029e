import { IntlMessageFormat } from 'intl-messageformat';
import type { CompiledMessage, MessageKey, MessageTable, MessageValue } from './catalogue.ts';
import { fillArguments } from './fillArguments.ts';

export type { MessageValue };

/** Tags in a message (`<link>the policy</link>`) become what these make of their contents. */
export type RichValues<T> = Record<string, MessageValue | ((chunks: Array<string | T>) => T)>;

/** A locale's messages and formats, as the pages and components use them. */
export interface Messages {
  /** The `Intl` locale (`de-DE`) numbers and dates are formatted in; `lang` is the page's language (`de`). */
  readonly intl: string;
  readonly lang: string;
  /** The message, its arguments filled in: plurals, numbers and dates in the locale's own forms. */
  t(key: MessageKey, values?: Record<string, MessageValue>): string;
  /** A message with tags, as text and the nodes its tags were made into. */
  rich<T>(key: MessageKey, values: RichValues<T>): Array<string | T>;
  /** 12847 → '12,847' (en) / '12.847' (de). */
  number(value: number): string;
  /** 15.99 → '$15.99' (en) / '15,99 $' (de): the prices are in US dollars everywhere. */
  money(value: number): string;
  /** A day in the locale's long form: 'November 28, 2026' (en) / '28. November 2026' (de). */
  date(value: Date): string;
  /** The messages themselves, for handing a namespace on to an island. */
  readonly table: MessageTable;
}

/** What `make` makes, made the first time it is asked for. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/** Text that reads the same formatted or not: no arguments, tags or quoted characters. */
export const isPlainText = (message: string) => !/[{}<]|''/.test(message);

/**
 * The messages of one locale. A message is parsed the first time it is used and kept; a browser is given its
 * messages compiled already (`compileMessages`), so the islands never carry the ICU parser.
 */
export function createMessages(lang: string, intl: string, table: MessageTable): Messages {
  const formats = new Map<string, IntlMessageFormat>();
  // Made when first used: an island that formats no number or date (the blog list's, whose post dates come from the
  // catalogue) does not pay for loading a formatter's locale data as it hydrates.
  const integer = once(() => new Intl.NumberFormat(intl));
  const money = once(() => new Intl.NumberFormat(intl, { style: 'currency', currency: 'USD' }));
  const longDate = once(() => new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' }));

  const find = (key: string): CompiledMessage => {
    const dot = key.indexOf('.');
    const message = table[key.slice(0, dot)]?.[key.slice(dot + 1)];
    if (message === undefined) throw new Error(`No message "${key}" in the ${lang} messages`);
    return message;
  };
  const format = (key: string) => {
    let made = formats.get(key);
    if (!made) {
      made = new IntlMessageFormat(find(key), intl);
      formats.set(key, made);
    }
    return made;
  };

  return {
    intl,
    lang,
    table,
    t(key, values) {
      const message = find(key);
      if (typeof message === 'string' && isPlainText(message)) return message;
      return fillArguments(message, values) ?? String(format(key).format(values));
    },
    rich<T>(key: MessageKey, values: RichValues<T>) {
      const message = find(key);
      if (typeof message === 'string' && isPlainText(message)) return [message];
      const filled = fillArguments(message, values as Record<string, MessageValue>);
      if (filled !== undefined) return [filled];
      const parts = format(key).format<T>(values as Record<string, MessageValue | ((chunks: Array<string | T>) => T)>);
      return Array.isArray(parts) ? parts : [parts as string | T];
    },
    number: (value) => integer().format(value),
    money: (value) => money().format(value),
    date: (value) => longDate().format(value),
  };
}
