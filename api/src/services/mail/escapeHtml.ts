const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => entities[ch]!);
}

/** A header value on one line: control characters (CR, LF, tab …) become spaces, so headers cannot be injected. */
export function oneLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this function's job.
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}
