import { parse } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessage, MessageTable, Namespace } from './catalogue.ts';
import { isPlainText, type Messages } from './createMessages.ts';

/** What an island is given to speak its page's language: the namespaces it uses, compiled. */
export interface IslandMessages {
  lang: string;
  intl: string;
  table: Record<string, Record<string, CompiledMessage>>;
}

const compiled = new WeakMap<object, Record<string, CompiledMessage>>();

function compileNamespace(namespace: Record<string, CompiledMessage>): Record<string, CompiledMessage> {
  let done = compiled.get(namespace);
  if (!done) {
    done = {};
    for (const [key, message] of Object.entries(namespace)) {
      // Plain text stays text (smaller than its syntax tree); anything with arguments or tags is parsed here, once.
      done[key] = typeof message === 'string' && !isPlainText(message) ? parse(message) : message;
    }
    compiled.set(namespace, done);
  }
  return done;
}

/** The namespaces an island uses, from the page's messages, ready for the browser (no parser needed there). */
export function islandMessages(messages: Messages, namespaces: readonly Namespace[]): IslandMessages {
  const table: IslandMessages['table'] = {};
  for (const name of namespaces) {
    const namespace = messages.table[name];
    if (!namespace) throw new Error(`No "${name}" messages in ${messages.lang}`);
    table[name] = compileNamespace(namespace);
  }
  return { lang: messages.lang, intl: messages.intl, table };
}

export type { MessageTable };
