// `npm run test:e2e`: the browser tests on SQLite, then their @postgres subset on PostgreSQL
// (scripts/e2e-postgres.mjs). Without Chromium the tier says it was skipped and what to install
// (under CI=true, a failure); arguments go to Playwright.
import { spawnSync } from 'node:child_process';
import { ensureBuild } from './build-state.mjs';
import { checkRequirement } from './test-requirements.mjs';

const can = checkRequirement('chromium', 'Browser tests (npm run test:e2e)');
if (!can) process.exit(can === null ? 1 : 0);

ensureBuild();
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
const status = run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
if (status !== 0) process.exit(status);
process.exit(run(process.execPath, ['scripts/e2e-postgres.mjs']));
