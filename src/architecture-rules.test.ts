import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The architecture rules (eslint/architecture.js and import-x/no-cycle in eslint.config.js), run through ESLint's Node API on planted imports.
// Path-based rules lint virtual files (lintText with a filePath inside src/): the rules check
// where a relative import points, so neither the planted file nor its import target must exist.

const repoRoot = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: repoRoot });
// For the path-based rules only: without no-cycle (tested on its own below), a planted import of
// a real file such as '../../app/routes' doesn't make ESLint parse the app's whole import graph.
const pathRulesOnly = new ESLint({
  cwd: repoRoot,
  overrideConfig: { files: ['src/**'], rules: { 'import-x/no-cycle': 'off' } },
});

// ESLint's first lint loads the parser, the plugins and the TypeScript resolver: seconds on a busy
// machine, so it happens here, under a hook's generous limit, not inside the first test's 5 s.
beforeAll(() => pathRulesOnly.lintText('', { filePath: 'src/planted.ts' }), 60_000);

/** Every problem ESLint reports for `code` as if it were the file `filePath`. */
async function lint(filePath: string, code: string) {
  const [result] = await pathRulesOnly.lintText(code, { filePath });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

/** A module that imports `specifier` and uses what it imports. */
const importing = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

const SHARED = 'src/shared is used by both the server and the web app, so it imports neither.';
const WEB = 'the web app talks to the server only over HTTP; shared code goes in src/shared.';
const layers = (specifier: string, reason: string) => ({
  ruleId: 'architecture/layers',
  message: `'${specifier}': ${reason}`,
});

describe('architecture/layers', () => {
  it.each([
    ['src/shared/planted.ts', '../server/db/database', SHARED],
    ['src/shared/resources/planted.ts', '../../web/lib/api', SHARED],
    ['src/shared/planted.ts', '../server', SHARED],
    ['src/web/planted.ts', '../server/main', WEB],
    ['src/web/features/a/planted.tsx', '../../../server/routes/pages', WEB],
  ])('%s importing %s is an error', async (file, specifier, reason) => {
    expect(await lint(file, importing(specifier))).toEqual([layers(specifier, reason)]);
  });

  it('counts type-only imports, re-exports and dynamic imports too', async () => {
    const code = [
      "import type { T } from '../server/x';",
      "export { z } from '../server/y';",
      "export const load = () => import('../server/z');",
      'export type U = T;',
    ].join('\n');
    expect(await lint('src/web/planted.ts', code)).toEqual([
      layers('../server/x', WEB),
      layers('../server/y', WEB),
      layers('../server/z', WEB),
    ]);
  });

  it.each([
    ['src/shared/planted.ts', './resources/x'],
    ['src/shared/planted.ts', './server-time'],
    ['src/web/planted.ts', '../shared/session'],
    ['src/web/features/a/planted.tsx', '../../../shared/resources/x'],
    ['src/server/planted.ts', '../shared/session'],
  ])('%s importing %s is fine', async (file, specifier) => {
    expect(await lint(file, importing(specifier))).toEqual([]);
  });
});

const feature = (specifier: string, name: string, what: 'app' | 'feature') => ({
  ruleId: 'architecture/feature-isolation',
  message:
    what === 'app'
      ? `'${specifier}': feature '${name}' imports src/web/app; the app composes the features, not the other way round.`
      : `'${specifier}': feature '${name}' imports another feature; move what they share to components/, lib/ or store/.`,
});

describe('architecture/feature-isolation', () => {
  it.each([
    ['src/web/features/a/planted.tsx', '../b/x', 'feature'],
    ['src/web/features/a/planted.tsx', '../../features/b/x', 'feature'],
    ['src/web/features/a/planted.tsx', '../b', 'feature'],
    ['src/web/features/a/sub/planted.tsx', '../../b/x', 'feature'],
    ['src/web/features/a/planted.tsx', '../../app/routes', 'app'],
    ['src/web/features/a/sub/planted.ts', '../../../app/guards', 'app'],
  ] as const)('%s importing %s is an error', async (file, specifier, what) => {
    expect(await lint(file, importing(specifier))).toEqual([feature(specifier, 'a', what)]);
  });

  it.each([
    ['src/web/features/a/planted.tsx', './x'],
    ['src/web/features/a/planted.tsx', './sub/x'],
    ['src/web/features/a/planted.tsx', '../a/x'],
    ['src/web/features/a/sub/planted.tsx', '../x'],
    ['src/web/features/a/sub/planted.tsx', '../../a/x'],
    ['src/web/features/ab/planted.tsx', '../ab/x'],
    ['src/web/features/a/planted.tsx', '../../components/x'],
    ['src/web/features/a/planted.tsx', '../../lib/x'],
    ['src/web/features/a/planted.tsx', '../../store/x'],
    ['src/web/features/a/planted.tsx', '../../content/x'],
    ['src/web/features/a/planted.tsx', '../../../shared/x'],
    ['src/web/app/planted.tsx', '../features/b/x'],
    ['src/web/components/planted.tsx', '../features/b/x'],
  ])('%s importing %s is fine', async (file, specifier) => {
    expect(await lint(file, importing(specifier))).toEqual([]);
  });
});

const kysely = (specifier: string) => ({
  ruleId: 'architecture/kysely-confined',
  message: `'${specifier}': only src/server/db/ and src/server/repositories/ use Kysely; elsewhere call a repository.`,
});

describe('architecture/kysely-confined', () => {
  it.each([
    ['src/server/resource-engine/planted.ts', 'kysely'],
    ['src/server/planted.ts', 'kysely/helpers/postgres'],
    ['src/shared/planted.ts', 'kysely'],
    ['src/web/planted.ts', 'kysely'],
  ])('%s importing %s is an error', async (file, specifier) => {
    expect(await lint(file, importing(specifier))).toEqual([kysely(specifier)]);
  });

  it('counts a type-only import and an import() type', async () => {
    const code = [
      "import type { Kysely } from 'kysely';",
      "export type Db = Kysely<{ t: { id: number } }> | import('kysely').Transaction<never>;",
    ].join('\n');
    expect(await lint('src/server/routes/planted.ts', code)).toEqual([
      kysely('kysely'),
      kysely('kysely'),
    ]);
  });

  it.each([
    ['src/server/db/planted.ts', 'kysely'],
    ['src/server/db/migrations/planted.ts', 'kysely'],
    ['src/server/repositories/planted.ts', 'kysely/helpers/postgres'],
    ['src/server/planted.ts', 'kysely-like-package'],
    ['tests/api/planted.ts', 'kysely'],
    ['scripts/planted.ts', 'kysely'],
  ])('%s importing %s is fine', async (file, specifier) => {
    expect(await lint(file, importing(specifier))).toEqual([]);
  });
});

const SQLITE_DRIVER_ONLY =
  'load better-sqlite3 through src/server/db/sqlite-driver.ts, which picks the major for the running Node (type-only imports are fine).';

describe('better-sqlite3 loads only through src/server/db/sqlite-driver.ts', () => {
  it.each([
    ['src/server/db/planted.ts', 'better-sqlite3'],
    ['src/server/db/planted.ts', 'better-sqlite3-13'],
    ['tests/api/planted.ts', 'better-sqlite3-13/linux-x64'],
    ['scripts/planted.ts', 'better-sqlite3'],
    ['scripts/planted.mjs', 'better-sqlite3'],
  ])('%s importing %s is an error', async (file, specifier) => {
    expect(await lint(file, importing(specifier))).toEqual([
      {
        ruleId: '@typescript-eslint/no-restricted-imports',
        message: `'${specifier}' import is restricted from being used by a pattern. ${SQLITE_DRIVER_ONLY}`,
      },
    ]);
  });

  it('counts a re-export, import() and require() too', async () => {
    const code = [
      "import { createRequire } from 'node:module';",
      "export { default } from 'better-sqlite3';",
      "export const load = () => import('better-sqlite3-13');",
      "export const loadSync = () => createRequire(import.meta.url)('better-sqlite3');",
    ].join('\n');
    expect((await lint('tests/hardening/planted.ts', code)).map((m) => m.ruleId)).toEqual([
      '@typescript-eslint/no-restricted-imports',
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
  });

  it('allows type-only imports, other packages, and the driver module itself', async () => {
    const types = [
      "import type Sqlite from 'better-sqlite3';",
      "export type S = Sqlite.Statement | import('better-sqlite3').Database;",
    ].join('\n');
    expect(await lint('src/server/db/planted.ts', types)).toEqual([]);
    expect(await lint('src/server/planted.ts', importing('better-sqlite3-helpers'))).toEqual([]);
    const driver = [
      "import { createRequire } from 'node:module';",
      'const require = createRequire(import.meta.url);',
      "export default require('better-sqlite3-13');",
    ].join('\n');
    expect(await lint('src/server/db/sqlite-driver.ts', driver)).toEqual([]);
  });
});

describe('import-x/no-cycle', () => {
  const fixtures = 'tests/lint-fixtures/no-cycle';

  it('is on for all of src, and the normal run skips the fixtures', async () => {
    for (const file of ['src/server/main.ts', 'src/web/main.tsx', 'src/shared/planted.ts']) {
      const config = await eslint.calculateConfigForFile(file);
      expect(config.rules['import-x/no-cycle']?.[0]).toBe(2); // error
    }
    expect(await eslint.isPathIgnored(`${fixtures}/cycle-a.ts`)).toBe(true);
  });

  it("fires on a real two-file cycle with the production config's rule and resolver", async () => {
    // The fixture files sit outside src/ (and are ignored) so `eslint .` stays clean; lint them
    // with exactly the plugin, settings and rule entry the production config applies to src/.
    const production = await eslint.calculateConfigForFile('src/planted.ts');
    const fixtureLinter = new ESLint({
      cwd: repoRoot,
      ignore: false,
      overrideConfig: {
        files: [`${fixtures}/**`],
        plugins: { 'import-x': production.plugins['import-x'] },
        settings: production.settings,
        rules: { 'import-x/no-cycle': production.rules['import-x/no-cycle'] },
      },
    });
    const results = await fixtureLinter.lintFiles([fixtures]);
    const problems = Object.fromEntries(
      results.map((r) => [
        path.basename(r.filePath),
        r.messages.map(({ ruleId, message, line }) => ({ ruleId, message, line })),
      ]),
    );
    const cycle = { ruleId: 'import-x/no-cycle', message: 'Dependency cycle detected', line: 2 };
    expect(problems).toEqual({
      'cycle-a.ts': [cycle],
      'cycle-b.ts': [cycle],
      // A type-only import back is erased at compile time, so it forms no cycle.
      'type-only-a.ts': [],
      'type-only-b.ts': [],
    });
  });
});
