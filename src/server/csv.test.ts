import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes every cell and doubles the quotes inside', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a "quoted", word')).toBe('"a ""quoted"", word"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=1+2', '+1@example.com', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'defuses %j, which a spreadsheet would run as a formula',
    (value) => {
      expect(csvCell(value)).toBe(`"'${value}"`);
    },
  );

  it('leaves an ordinary address as it is', () => {
    expect(csvCell('ann+news@example.com')).toBe('"ann+news@example.com"');
  });

  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv([
        ['email_address', 'joined'],
        ['a@example.com', '2026-01-02'],
      ]),
    ).toBe('"email_address","joined"\r\n"a@example.com","2026-01-02"\r\n');
  });
});
