import { describe, expect, it } from 'vitest';
import { secretBox } from './crypto';
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes';
import { codeAt, looksLikeCode, matchingStep, newSecret, otpauthUrl, stepAt } from './totp';

// A fixed moment at the start of a 30 s step, so ±30 s lands exactly one step either side.
const T0 = 1_800_000_000_000 - (1_800_000_000_000 % 30_000);

describe('TOTP codes (RFC 6238: SHA-1, 6 digits, 30 s)', () => {
  const secret = newSecret();

  it('gives the RFC 6238 test vector for its SHA-1 key', () => {
    // RFC 6238 appendix B: key "12345678901234567890", T = 59 s → 94287082 (8 digits; 6 → 287082).
    const rfcKey = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(codeAt(rfcKey, 59_000)).toBe('287082');
    expect(matchingStep(rfcKey, '287082', 59_000)).toBe(1);
  });

  it('accepts the current code and one step of drift either way, not two', () => {
    const step = stepAt(T0);
    expect(matchingStep(secret, codeAt(secret, T0), T0)).toBe(step);
    expect(matchingStep(secret, codeAt(secret, T0 - 30_000), T0)).toBe(step - 1);
    expect(matchingStep(secret, codeAt(secret, T0 + 30_000), T0)).toBe(step + 1);
    const far = codeAt(secret, T0 - 60_000);
    const near = [-1, 0, 1].map((d) => codeAt(secret, T0 + d * 30_000));
    if (!near.includes(far)) expect(matchingStep(secret, far, T0)).toBeNull();
  });

  it('refuses text that is not six digits, and tolerates spaces', () => {
    const code = codeAt(secret, T0);
    expect(matchingStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, T0)).toBe(stepAt(T0));
    expect(matchingStep(secret, code.slice(0, 5), T0)).toBeNull();
    expect(matchingStep(secret, 'abcdef', T0)).toBeNull();
    expect(looksLikeCode('123 456')).toBe(true);
    expect(looksLikeCode('k7dq2-m9xwa')).toBe(false);
  });

  it('makes a 160-bit base32 secret and an otpauth URL that names the issuer and account', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newSecret()).not.toBe(secret);
    const url = new URL(otpauthUrl(secret, 'ada'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('period')).toBe('30');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(decodeURIComponent(url.pathname)).toContain('ada');
  });
});

describe('the secret at rest', () => {
  it('round-trips, differs each time, and fails closed under another key or when altered', () => {
    const box = secretBox('a'.repeat(40));
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(secretBox('b'.repeat(40)).open(sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = parts[3]!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect(box.open(parts.join('.'))).toBeNull();
    expect(box.open('garbage')).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are ten distinct random codes, hashed so that case, spaces and dashes do not matter', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const [code] = codes as [string];
    expect(normaliseRecoveryCode(` ${code.toUpperCase()} `)).toBe(code.replace('-', ''));
    expect(hashRecoveryCode(code.toUpperCase().replace('-', ' '))).toBe(hashRecoveryCode(code));
    expect(hashRecoveryCode(code)).not.toContain(code.replace('-', ''));
    expect(hashRecoveryCode(codes[1]!)).not.toBe(hashRecoveryCode(code));
  });
});
