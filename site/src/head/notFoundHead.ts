import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { HeadSettings } from './pageHead.ts';
import { pageTitle } from './pageTitle.ts';

/** Every unknown path: out of search results. */
export function notFoundHead({ t }: Messages): HeadSettings {
  return { title: pageTitle(t('notFound.title')), description: t('notFound.description'), noindex: true };
}
