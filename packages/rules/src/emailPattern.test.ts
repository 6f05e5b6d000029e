import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emailPattern } from './emailPattern.ts';

describe('emailPattern', () => {
  it('is the pattern of openapi.yaml’s Email, which the server applies', () => {
    const document = readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8');
    const email = document.slice(document.indexOf('\n    Email:\n'));
    const quoted = /\n {6}pattern: '((?:[^']|'')*)'/.exec(email)?.[1];
    expect(quoted?.replaceAll("''", "'")).toBe(emailPattern.source);
  });

  it('takes a plain mailbox and nothing that could name a second one', () => {
    expect(emailPattern.test("o'brien+fleet@mail.example.com")).toBe(true);
    for (const address of [
      'x<victim@corp.example>',
      '"Victim" <victim@corp.example>',
      'a@b.example,c@d.example',
      'victim@corp.example (note)',
      'no-domain@',
      'nodot@example',
    ]) {
      expect(emailPattern.test(address), address).toBe(false);
    }
  });
});
