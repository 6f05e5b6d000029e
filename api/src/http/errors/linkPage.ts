const pages = {
  invalid: [
    'This demo link is not valid',
    'The link looks incomplete. Please copy the whole address from your e-mail, or ask your sales contact for a new one.',
  ],
  unknown: ['This demo link was not found', 'We could not find this demo link. Please check the address, or ask your sales contact for a new one.'],
  expired: [
    'This demo link has expired',
    'Demo links are valid for a limited time. Please ask your sales contact for a new one, or request a demo on our website.',
  ],
  revoked: [
    'This demo link is no longer active',
    'This demo link has been withdrawn. Please ask your sales contact for a new one, or request a demo on our website.',
  ],
  error: ['Something went wrong', 'We could not open this page just now. Please try again in a moment.'],
} as const;

export type LinkPageKind = keyof typeof pages;

/** A small self-contained page for demo links that cannot be opened. */
export function linkPage(kind: LinkPageKind): string {
  const [title, text] = pages[kind];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${text}</p>
<p><a href="/request-demo">Request a demo</a> · <a href="/contact">Contact sales</a> · <a href="/">Home</a></p>
</main>
</body>
</html>
`;
}
