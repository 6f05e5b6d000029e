import type { CompiledMessage, MessageValue } from './catalogue.ts';

// The ICU parser's element types (@formatjs/icu-messageformat-parser's TYPE): text, and a plain `{name}` argument.
const literalElement = 0;
const argumentElement = 1;

/** A written message of text and plain `{name}` arguments only: no plural, select, format, tag or quoting. */
const simpleMessage = /^(?:[^{}<']|'(?![{}#|'])|\{\s*[A-Za-z0-9_]+\s*\})*$/;

/**
 * The message with its plain arguments filled in, as IntlMessageFormat would fill them; undefined when it takes more
 * than that (a plural, a number or date format, a tag) or a value is missing or not text or a number. Such a message
 * needs no formatter: making one resolves its locale through `Intl`, whose first use costs a phone tens of
 * milliseconds while an island hydrates.
 */
export function fillArguments(message: CompiledMessage, values: Record<string, MessageValue> = {}): string | undefined {
  const textOf = (name: string) => {
    const value = values[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  };
  if (typeof message === 'string') {
    if (!simpleMessage.test(message)) return undefined;
    let missing = false;
    const filled = message.replace(/\{\s*([A-Za-z0-9_]+)\s*\}/g, (_, name: string) => {
      const value = textOf(name);
      if (value === undefined) missing = true;
      return value ?? '';
    });
    return missing ? undefined : filled;
  }
  let filled = '';
  for (const element of message) {
    if (element.type === literalElement) filled += element.value;
    else if (element.type === argumentElement) {
      const value = textOf(element.value);
      if (value === undefined) return undefined;
      filled += value;
    } else return undefined;
  }
  return filled;
}
