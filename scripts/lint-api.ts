import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { servedOpenApiDocument } from './openapi-document';

/**
 * `npm run lint:api`: lints the served OpenAPI document with Redocly CLI (rules: redocly.yaml,
 * its recommended set with each rule turned off saying why). Any error or warning fails.
 */
const dir = mkdtempSync(join(tmpdir(), 'lint-api-'));
const file = join(dir, 'openapi.json');
try {
  writeFileSync(file, await servedOpenApiDocument());
  const run = spawnSync(
    'npx',
    ['--no-install', 'redocly', 'lint', file, '--config', 'redocly.yaml', '--max-problems', '200'],
    { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' },
  );
  // Keep Redocly's report, not its banners (stderr also carries the verdict line).
  process.stderr.write(run.stderr.replace(/^ *[╔║╚].*\n/gm, ''));
  const warned = /You have \d+ warnings?/.test(run.stderr);
  process.exitCode = run.status !== 0 || warned ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
