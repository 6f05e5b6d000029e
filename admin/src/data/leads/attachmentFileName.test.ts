import { describe, expect, it } from 'vitest';
import { attachmentFileName } from './attachmentFileName.ts';

describe('attachmentFileName', () => {
  it("reads the server's quoted name", () => {
    expect(attachmentFileName('attachment; filename="leads-2026-11-21.csv"')).toBe('leads-2026-11-21.csv');
  });

  it('reads a bare name and an escaped quote', () => {
    expect(attachmentFileName('attachment; filename=leads.csv; size=10')).toBe('leads.csv');
    expect(attachmentFileName('attachment; filename="a \\"b\\".csv"')).toBe('a "b".csv');
  });

  it('prefers the encoded UTF-8 name', () => {
    expect(attachmentFileName(`attachment; filename="leads.csv"; filename*=UTF-8''leads-%C3%A9t%C3%A9.csv`)).toBe('leads-été.csv');
  });

  it('gives nothing when no name is given', () => {
    expect(attachmentFileName(null)).toBeUndefined();
    expect(attachmentFileName('attachment')).toBeUndefined();
    expect(attachmentFileName('attachment; filename=""')).toBeUndefined();
  });
});
