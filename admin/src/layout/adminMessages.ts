import { createMessages } from '@fleet/i18n/createMessages.ts';
import { errorScreen, notFound } from '@fleet/i18n/messages/en.json';

/**
 * The English of the design system's components the admin shares with the site (the 404 body, the routing error
 * screen), and only theirs: the admin speaks English, and its bundle carries these namespaces, not the catalogue.
 * The sign-in page shows none of them and is not given these: the message formatter would put it over its
 * JavaScript budget (scripts/signInBudget.ts).
 */
export const adminMessages = createMessages('en', 'en-US', { errorScreen, notFound });
