/**
 * Hands a file the app fetched itself to the browser's downloads: an object URL on a temporary `<a download>`. The
 * export needs the session token in a header, which a plain link could not send.
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
