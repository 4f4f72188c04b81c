import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three tiers: unit tests beside the code, and the API suite through the real app on SQLite
// (a copy of one database migrated per run, per file) and, when TEST_DATABASE_URL is set, on
// PostgreSQL too.
//
// API files that mock a module (vi.mock). The API projects share a worker's module graph between
// files (isolate: false), so a module another file already loaded stays unmocked there: these run
// in projects of their own, `api-sqlite-isolated` and `api-postgres-isolated`, one graph per file.
const ISOLATED_API_FILES = ['tests/api/login-throttle.test.ts'];

const apiProject = (name: string, dialect: 'sqlite' | 'postgres', isolated = false) => ({
  test: {
    name: isolated ? `${name}-isolated` : name,
    include: isolated ? ISOLATED_API_FILES : ['tests/api/**/*.test.ts'],
    exclude: isolated ? [] : [...configDefaults.exclude, ...ISOLATED_API_FILES],
    environment: 'node',
    env: { TEST_DIALECT: dialect },
    // One database migrated per run, copied per file (the isolated project's one file migrates
    // its own, which costs what making a template would).
    globalSetup: isolated ? [] : ['tests/api/support/migrated-template.ts'],
    // Every answer of the suite is checked against the OpenAPI document.
    setupFiles: ['tests/api/support/contract-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Each file builds its own app on its own database, so the files share a worker's module
    // graph instead of importing the whole server again per file (except ISOLATED_API_FILES).
    isolate: isolated,
    // Two workers, whatever the machine's core count (Vitest's default here is one): a third of
    // the tier's time is files waiting (a webhook's 10 s timeout, password resets' fixed answer
    // time, mail and notifications), and a second worker computes meanwhile. In its own group, so
    // that a run of every project does not mix this count with the unit projects' default.
    maxWorkers: 2,
    sequence: { groupOrder: 2 },
  },
});

// The unit projects run their files in one worker, one after another (isolate: false), each file
// on fresh modules of our own code (tests/support/fresh-modules.ts) and, for the web, an emptied
// jsdom window: a process and a jsdom per file cost more than the tests (the two projects took
// 113 s of CPU time here, 44 s so).
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/fresh-modules.ts'],
          isolate: false,
          // A generous ceiling, not a speed claim: a few tests here write a real SQLite file
          // (the demo seeder), which on a busy 2-core machine can pass Vitest's 5 s default.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'unit-web',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/fresh-web-file.ts', 'src/web/test-utils/setup.ts'],
          isolate: false,
          // After the node project rather than file by file between its files: one jsdom.
          sequence: { groupOrder: 1 },
          // A generous ceiling, not a speed claim: typing into whole forms on a busy 2-core
          // machine can pass Vitest's 5 s default.
          testTimeout: 30_000,
        },
      },
      apiProject('api-sqlite', 'sqlite'),
      apiProject('api-sqlite', 'sqlite', true),
      {
        // Real servers as child processes, under load and faults: one file at a time, so one
        // file's load does not skew another's figures or starve its timeouts.
        test: {
          name: 'hardening',
          include: ['tests/hardening/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/hardening/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [apiProject('api-postgres', 'postgres'), apiProject('api-postgres', 'postgres', true)]
        : []),
    ],
  },
});
