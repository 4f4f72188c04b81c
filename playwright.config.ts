import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { REQUIREMENTS, chromiumPath } from './scripts/test-requirements.mjs';
import { scratchDir } from './tests/support/scratch-dir';

// The system's Chromium, never a downloaded one (docs/development.md). Debian's
// chromium-headless-shell first: the old headless mode, which Playwright itself picks for headless
// runs (no GPU process; the suite takes about 30% less time here), else the full browser. Run
// directly, Playwright fails without one; `npm run test:e2e` skips the tier (scripts/test-e2e.mjs).
const chromium = chromiumPath();
if (!chromium) throw new Error(`Chromium not found: ${REQUIREMENTS.chromium.install}`);

const port = Number(process.env.E2E_PORT ?? 3100);
// Playwright loads this file in every worker; only the main process starts the server, once. Its
// SQLite database is in memory where the machine allows (tests/support/scratch-dir.ts), and goes
// at the end (globalTeardown).
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = scratchDir('e2e-');
  process.env.E2E_DATA_DIR_MADE = process.env.E2E_DATA_DIR;
}
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' };

// Two browsers at a time share the one server (the suite spends most of its time waiting on the
// browser and the server, not computing). The tests of one file run in order, in one worker.
// Tests that read the newest public pages (the homepage's latest posts, the Pages screen) count
// on no other page being created meanwhile, so every spec that creates or reads public pages
// runs in a project of its own, one file at a time, beside the rest of the suite.
const PAGE_SPECS = /\/(public-[\w-]+|dashboard-pages)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  globalTeardown: './tests/e2e/remove-data-dir.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs about a quarter of the suite's CPU time, and a passing test's is
    // thrown away: CI, which retries a failed test once, records the retry's.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'pages',
      testMatch: PAGE_SPECS,
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
    { name: 'chromium', testIgnore: PAGE_SPECS, use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    // The compiled server, as production runs it, on a temporary SQLite database (npm run test:e2e
    // builds the app first when a source changed).
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // SQLite in a temporary folder; PostgreSQL for the @postgres subset (scripts/e2e-postgres.mjs).
      DATABASE_URL:
        process.env.E2E_DATABASE_URL ?? `sqlite:${join(process.env.E2E_DATA_DIR, 'app.db')}`,
      ...(process.env.E2E_DATABASE_URL && {
        SESSION_SECRET: 'e2e-session-secret-of-32-characters!',
      }),
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // The e2e webhook receiver (tests/support/webhook-receiver.ts) listens on 127.0.0.1, which
      // a webhook may not reach unless this says so.
      WEBHOOK_ALLOW_PRIVATE: 'on',
    },
  },
});
