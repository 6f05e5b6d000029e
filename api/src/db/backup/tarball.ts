/**
 * The few plain files of a backup as one tar archive (POSIX ustar), so that an operator can list and unpack it with
 * `tar` (`tar -tzvf fleet.backup.tar.gz`). Regular files only, names under 100 bytes: what a backup holds.
 */

export interface TarEntry {
  name: string;
  data: Uint8Array;
  /** Permission bits; 0o600 unless given (a backup holds personal data and a key). */
  mode?: number;
}

const block = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(entry: TarEntry, mtime: number): Uint8Array {
  const name = Buffer.from(entry.name, 'utf8');
  if (name.length >= 100) throw new Error(`tar entry name too long: ${entry.name}`);
  const bytes = Buffer.alloc(block);
  name.copy(bytes, 0);
  bytes.write(octal(entry.mode ?? 0o600, 8), 100, 'ascii');
  bytes.write(octal(0, 8), 108, 'ascii');
  bytes.write(octal(0, 8), 116, 'ascii');
  bytes.write(octal(entry.data.length, 12), 124, 'ascii');
  bytes.write(octal(mtime, 12), 136, 'ascii');
  bytes.write('        ', 148, 'ascii');
  bytes.write('0', 156, 'ascii');
  bytes.write('ustar\u000000', 257, 'ascii');
  let sum = 0;
  for (const byte of bytes) sum += byte;
  bytes.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return bytes;
}

const padding = (size: number) => new Uint8Array((block - (size % block)) % block);

/** The archive's bytes: each entry's header, its data padded to 512 bytes, then two empty blocks. */
export function writeTar(entries: readonly TarEntry[], mtime = Math.floor(Date.now() / 1000)): Buffer {
  const parts: Uint8Array[] = [];
  for (const entry of entries) parts.push(header(entry, mtime), entry.data, padding(entry.data.length));
  parts.push(new Uint8Array(block * 2));
  return Buffer.concat(parts);
}

/** The regular files of an archive written by writeTar (or by `tar` from plain files); throws on anything else. */
export function readTar(archive: Uint8Array): Map<string, Uint8Array> {
  const bytes = Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
  const files = new Map<string, Uint8Array>();
  for (let offset = 0; offset + block <= bytes.length; ) {
    const head = bytes.subarray(offset, offset + block);
    if (head.every((byte) => byte === 0)) return files;
    if (head.toString('ascii', 257, 262) !== 'ustar') throw new Error('not a tar archive');
    const text = (start: number, length: number) => head.toString('utf8', start, start + length).replace(/\0.*$/s, '');
    const size = Number.parseInt(text(124, 12).trim(), 8);
    const prefix = text(345, 155);
    const name = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
    const type = text(156, 1);
    const start = offset + block;
    if (!Number.isInteger(size) || start + size > bytes.length) throw new Error('the tar archive is cut short');
    if (type === '0' || type === '') files.set(name, bytes.subarray(start, start + size));
    offset = start + size + padding(size).length;
  }
  throw new Error('the tar archive is cut short');
}
