import { describe, expect, it } from 'vitest';
import { csvCell, guardCell, isFormulaText, toCsv, unguardCell } from './csv';

// What LibreOffice 7.4 makes of these when it opens the CSV (its default import, "evaluate
// formulas" on) is in tests/api/csv-libreoffice.test.ts; Excel runs every = + - @ start.
const FORMULAS = [
  '=1+2',
  '=HYPERLINK("http://x","y")',
  '+1+1',
  '-2+3',
  '@SUM(A1)',
  '@chief',
  '+A1',
  '-foo',
  '+1@example.com',
  '-2+3@example.com',
  "+cmd|' /C calc'!A0",
  '-1 555 0100 ext 2',
  '+',
  '-',
  '- ',
  '\t=1',
  '\r=1',
  '\t',
  '\t123',
  '\t+A1',
  '\r-2+3',
];
const AS_THEY_ARE = [
  '+44 20 7946 0000',
  '+1 (555) 010-9999',
  '+44-20-7946-0000',
  '+1 555 0100',
  '+1/2',
  '-5',
  '-1.5',
  '- 5',
  '\t+44 20 7946 0000',
  '\r-5',
  '020 7946 0000',
  'ann+news@example.com',
  'plain',
  '',
];

describe('csv', () => {
  it('quotes every cell and doubles the quotes inside', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a "quoted", word')).toBe('"a ""quoted"", word"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each(FORMULAS)('defuses %j, which a spreadsheet would run as a formula', (value) => {
    expect(isFormulaText(value)).toBe(true);
    expect(csvCell(value)).toBe(`"'${value.replace(/"/g, '""')}"`);
  });

  it.each(AS_THEY_ARE)('writes %j as it is: a number, a phone number or plain text', (value) => {
    expect(isFormulaText(value)).toBe(false);
    expect(csvCell(value)).toBe(`"${value}"`);
  });

  it('guards a text that already starts with an apostrophe before a formula once more', () => {
    // Else the importer could not tell "'=1" typed by someone from "=1" guarded by the export.
    expect(isFormulaText("'=1+2")).toBe(false);
    expect(guardCell("'=1+2")).toBe("''=1+2");
    expect(guardCell("'+44 20 7946 0000")).toBe("'+44 20 7946 0000");
  });

  it('unguards a guarded formula only, by one apostrophe', () => {
    expect(unguardCell("'=1+2")).toBe('=1+2');
    expect(unguardCell("''=1+2")).toBe("'=1+2");
    expect(unguardCell("'-2+3")).toBe('-2+3');
    expect(unguardCell("'+44 20 7946 0000")).toBe("'+44 20 7946 0000");
    expect(unguardCell("'quoted")).toBe("'quoted");
    expect(unguardCell("'")).toBe("'");
    expect(unguardCell('=1+2')).toBe('=1+2');
  });

  it.each([...FORMULAS, ...AS_THEY_ARE, "'=1+2", "''=1", "'", "'plain", "'+A1", "'''@x"])(
    'gives back %j from its guarded text',
    (value) => {
      expect(unguardCell(guardCell(value))).toBe(value);
    },
  );

  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv([
        ['email_address', 'joined'],
        ['a@example.com', '2026-01-02'],
      ]),
    ).toBe('"email_address","joined"\r\n"a@example.com","2026-01-02"\r\n');
  });
});
