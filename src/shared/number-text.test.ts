import { describe, expect, it } from 'vitest';
import { isOtherNumberFormat, ungroup } from './number-text';

describe('ungroup', () => {
  it.each([
    ['1,250.50', '1250.50'],
    ['1,000', '1000'],
    ['12,345,678.9', '12345678.9'],
    ['-1,000', '-1000'],
    ['999', '999'],
    ['1250.50', '1250.50'],
  ])('reads %j, commas every three digits, as %j', (text, plain) => {
    expect(ungroup(text)).toBe(plain);
  });

  it.each(['1,25.50', '12,34', '1,0000', ',100', '1,000,', '1 250,50', '1.250,50', '1,000.5,0'])(
    'leaves %j, whose commas are not the app’s, as it is',
    (text) => {
      expect(ungroup(text)).toBe(text);
    },
  );
});

describe('isOtherNumberFormat', () => {
  it.each(['1,25.50', '12,34', '1 250,50', '1.250,50', '1\u00a0250,50', "1'250.50", '1.', '.5'])(
    'says %j is digits written in another format',
    (text) => {
      expect(isOtherNumberFormat(text)).toBe(true);
    },
  );

  it.each(['1,250.50', '1,000', '12.345', '7', '-5', 'ten', '1e3', '', '1,000 kr', '$1,000'])(
    'says %j is not: the app’s format, or not digits at all',
    (text) => {
      expect(isOtherNumberFormat(text)).toBe(false);
    },
  );
});
