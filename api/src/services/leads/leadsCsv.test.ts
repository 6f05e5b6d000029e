import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, leadsCsvFileName } from './leadsCsv.ts';

describe('csvCell', () => {
  it('leaves plain text as it is, in any script', () => {
    expect(csvCell('Zoë Tanaka')).toBe('Zoë Tanaka');
    expect(csvCell('東京 Transit')).toBe('東京 Transit');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
  });

  it('makes text of anything a spreadsheet would take as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t']) expect(csvCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(' =1')).toBe(' =1');
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvCell('Haulers, Inc')).toBe('"Haulers, Inc"');
    expect(csvCell('the "big" one')).toBe('"the ""big"" one"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    // A carriage return first is both: neutralised, then quoted.
    expect(csvCell('\rstarts with CR')).toBe(`"'\rstarts with CR"`);
  });
});

it('ends each line with CRLF and names the file by the day in UTC', () => {
  expect(csvLine(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  expect(leadsCsvFileName(new Date('2026-03-05T23:59:59Z'))).toBe('leads-2026-03-05.csv');
});
