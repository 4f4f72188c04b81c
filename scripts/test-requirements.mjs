// What the test tiers need beyond Node, found once for all of them: a tier that lacks one says so
// in one line, with what to install, and is skipped; under CI=true that is a failure, so CI still
// runs everything (docs/development.md, "Test tiers"). Plain JavaScript: the npm scripts and the
// test configurations load it alike.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Under CI a missing tool fails the run instead of skipping (CI=true; "false" and "0" do not). */
export const inCi = () => !['', '0', 'false'].includes(process.env.CI ?? '');

/** The system's Chromium for Playwright: Debian's headless shell first, else the full browser. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) {
    return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  }
  return ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find(existsSync);
}

/** Where PostgreSQL 15 keeps initdb and pg_ctl (hardening's throwaway clusters): Debian's place. */
export const POSTGRES_15_BIN = process.env.POSTGRES_15_BIN ?? '/usr/lib/postgresql/15/bin';

/** LibreOffice, which opens the CSV exports as a spreadsheet user would: Debian's place. */
export const SOFFICE_PATH = process.env.SOFFICE_PATH ?? '/usr/bin/soffice';

export const REQUIREMENTS = {
  chromium: {
    present: () => chromiumPath() !== undefined,
    install:
      'install Chromium: apt-get install -y chromium-headless-shell chromium, or set CHROMIUM_PATH',
  },
  postgres: {
    present: () => Boolean(process.env.TEST_DATABASE_URL),
    install:
      'run a PostgreSQL server and set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres',
  },
  postgres15: {
    present: () =>
      existsSync(`${POSTGRES_15_BIN}/initdb`) && spawnSync('id', ['-u', 'postgres']).status === 0,
    install: `install PostgreSQL 15: apt-get install -y postgresql-15 (needs ${POSTGRES_15_BIN}/initdb and the postgres user)`,
  },
  libreoffice: {
    present: () => existsSync(SOFFICE_PATH),
    install: `install LibreOffice Calc: apt-get install -y libreoffice-calc-nogui (needs ${SOFFICE_PATH}), or set SOFFICE_PATH`,
  },
};

/**
 * Whether `what` can run: true when the requirement is met; otherwise prints one line saying it
 * was skipped and what to install, and answers false, or under CI prints it as an error and
 * answers null (the caller fails).
 */
export function checkRequirement(name, what) {
  const requirement = REQUIREMENTS[name];
  if (requirement.present()) return true;
  if (inCi()) {
    console.error(
      `${what}: FAILED, as CI=true allows no skipped tier. To run it, ${requirement.install}.`,
    );
    return null;
  }
  console.log(`${what}: skipped. To run it, ${requirement.install}.`);
  return false;
}

// As a command: `node scripts/test-requirements.mjs postgres "API on PostgreSQL"` prints the line
// when it is missing; exit 1 only under CI.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [name, what] = process.argv.slice(2);
  if (!(name in REQUIREMENTS)) throw new Error(`unknown requirement ${name}`);
  process.exit(checkRequirement(name, what ?? name) === null ? 1 : 0);
}
