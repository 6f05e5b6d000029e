const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

/** Text of a rendered HTML fragment: tags dropped, entities decoded, whitespace collapsed. Runs the same at build time and in the browser. */
export function htmlToText(html: string): string {
  return (
    html
      // Block elements separate words; inline ones (<strong>, <a>) sit inside them.
      .replace(/<\/?(?:p|br|div|li|ul|ol|h[1-6]|blockquote|figure|figcaption|table|tr|td|th)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, code: string) => {
        if (code[0] === '#') {
          const point = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
          return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
        }
        return named[code.toLowerCase()] ?? entity;
      })
      .replace(/\s+/g, ' ')
      .trim()
  );
}
