import type { SessionUser } from '../../shared/session';
import type { Database } from '../db/database';
import { twoStepRepository } from '../repositories/two-step';
import { secretBox } from './crypto';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { looksLikeCode, matchingStep, newSecret, otpauthUrl } from './totp';

/** Why a code was refused; the routes turn each into a message. */
export type Refusal = 'wrong' | 'reused' | 'recovery_used';
export type CodeCheck = { ok: true } | { ok: false; refusal: Refusal };

const refused = (refusal: Refusal): CodeCheck => ({ ok: false, refusal });

/**
 * Two-step sign-in for one server: setup, code checks (authenticator or recovery code) and
 * turning it off. `now` is a parameter everywhere so tests move the clock instead of waiting.
 */
export function twoStepService(
  db: Database,
  sessionSecret: string,
  { requiredForAdmins = false }: { requiredForAdmins?: boolean } = {},
) {
  const repo = twoStepRepository(db);
  const box = secretBox(sessionSecret);

  /** The step of a fresh authenticator code for this secret, or a refusal (replays included). */
  async function checkAuthenticatorCode(userId: number, sealed: string, code: string, now: number) {
    const secret = box.open(sealed);
    const step = secret === null ? null : matchingStep(secret, code, now);
    if (step === null) return refused('wrong');
    return (await repo.acceptStep(userId, step)) ? ({ ok: true } as const) : refused('reused');
  }

  return {
    repo,
    isOn: (userId: number) => repo.isOn(userId),
    /** REQUIRE_TWO_STEP_FOR_ADMINS applies to this user (admins and superusers). */
    requiredFor: (user: SessionUser) => requiredForAdmins && user.admin,
    /** This signed-in user must set two-step sign-in up before using anything else. */
    async mustSetUp(user: SessionUser | null): Promise<boolean> {
      return !!user && requiredForAdmins && user.admin && !(await repo.isOn(user.id));
    },

    async status(userId: number) {
      const enabled = await repo.isOn(userId);
      return { enabled, recovery_codes_left: enabled ? await repo.recoveryCodesLeft(userId) : 0 };
    },

    /** A new unconfirmed secret for the user; answers it as text, URL and QR code. */
    async beginSetup(userId: number, label: string, now = Date.now()) {
      const secret = newSecret();
      await repo.startSetup(userId, box.seal(secret), now);
      const url = otpauthUrl(secret, label);
      // Loaded at the first setup, not at start: most servers never draw a QR code.
      const { default: QRCode } = await import('qrcode');
      const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      const qr_data_url = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      return { secret, otpauth_url: url, qr_data_url };
    },

    /**
     * Confirms setup with one code: turns it on, ends the user's sessions but `keepSession` (the
     * stored id of the one confirming), and answers the ten recovery codes (the only time they
     * exist in plain text), or null for a wrong code or no setup in progress.
     */
    async confirmSetup(
      userId: number,
      code: string,
      { keepSession }: { keepSession: string },
      now = Date.now(),
    ): Promise<string[] | null> {
      const row = await repo.find(userId);
      if (!row || row.confirmed_at !== null) return null;
      const secret = box.open(row.secret);
      const step = secret === null ? null : matchingStep(secret, code, now);
      if (step === null) return null;
      const codes = newRecoveryCodes();
      const hashes = codes.map(hashRecoveryCode);
      return (await repo.confirm(userId, step, hashes, keepSession, now)) ? codes : null;
    },

    /** Checks a sign-in's second step: a six-digit code, else a recovery code (spent if right). */
    async check(userId: number, code: string, now = Date.now()): Promise<CodeCheck> {
      const row = await repo.find(userId);
      if (!row || row.confirmed_at === null) return refused('wrong');
      if (looksLikeCode(code)) return checkAuthenticatorCode(userId, row.secret, code, now);
      const hash = hashRecoveryCode(code);
      if (await repo.useRecoveryCode(userId, hash, now)) return { ok: true };
      return refused((await repo.recoveryCodeUsed(userId, hash)) ? 'recovery_used' : 'wrong');
    },

    remove: (userId: number, actor?: string) => repo.remove(userId, actor),
  };
}
export type TwoStepService = ReturnType<typeof twoStepService>;
