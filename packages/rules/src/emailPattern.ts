/**
 * A plain mailbox, as openapi.yaml's Email (the server has the last word): local part, '@', domain; no display
 * name, comment, quoting or list that could carry another address into a mail header (`x<victim@corp>`).
 */
export const emailPattern = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
