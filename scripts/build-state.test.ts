import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, buildState, stampBuild } from './build-state.mjs';

// A project folder with sources and a build, every file dated explicitly (seconds since epoch).
let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-state-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function file(path: string, at: number) {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, 'x');
  utimesSync(full, at, at);
}

function completeBuild(startedAt: number) {
  for (const output of BUILD_OUTPUTS) file(output, startedAt + 30);
  stampBuild(root, startedAt * 1000);
}

describe('buildState', () => {
  beforeEach(() => {
    file('src/server/main.ts', 1000);
    file('src/web/app/app.tsx', 1000);
    file('package-lock.json', 1000);
  });

  it('is missing before any build', () => {
    expect(buildState(root)).toBe('missing');
  });

  it('is missing when a build stopped before its stamp (outputs alone do not count)', () => {
    for (const output of BUILD_OUTPUTS) file(output, 2000);
    expect(buildState(root)).toBe('missing');
  });

  it('is missing when an output was deleted after a complete build', () => {
    completeBuild(2000);
    rmSync(join(root, 'dist/server/main.js'));
    expect(buildState(root)).toBe('missing');
  });

  it('is current after a complete build started later than every source', () => {
    completeBuild(2000);
    expect(buildState(root)).toBe('current');
  });

  it.each([
    ['a server source', 'src/server/routes/health.ts'],
    ['a web source, deep in a folder', 'src/web/features/pages/list.tsx'],
    ['the lockfile (dependencies changed)', 'package-lock.json'],
    ['a build script', 'scripts/build-server.mjs'],
  ])('is stale when %s is newer than the build', (_label, path) => {
    completeBuild(2000);
    file(path, 3000);
    expect(buildState(root)).toBe('stale');
  });

  it('is stale when a source was saved while the build ran (the stamp is its start)', () => {
    completeBuild(2000);
    file('src/server/main.ts', 2010); // before the outputs were written, after the build began
    expect(buildState(root)).toBe('stale');
  });

  it('ignores test files, which the build does not read', () => {
    completeBuild(2000);
    file('src/server/config.test.ts', 3000);
    file('src/web/kit/table.test.tsx', 3000);
    expect(buildState(root)).toBe('current');
  });

  it('ignores files outside the sources (docs, tests/)', () => {
    completeBuild(2000);
    file('docs/operations.md', 3000);
    file('tests/hardening/shutdown.test.ts', 3000);
    file('tests/support/child-server.ts', 3000);
    expect(buildState(root)).toBe('current');
  });
});
