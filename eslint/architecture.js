import path from 'node:path';

const root = path.dirname(import.meta.dirname);

// --- Architecture rules (tested in src/architecture-rules.test.ts) ---------------------------
// Each rule sees every import form: import (type-only too), export ... from, import(), the type
// `import('x').T`, `import x = require('x')` and require(). Relative specifiers are checked by
// where they point, without resolving the file, so the rules hold for files that don't exist yet.

/** `file` as a path relative to the repository root, with forward slashes. */
const repoPath = (file) => path.relative(root, file).split(path.sep).join('/');
/** Whether the repo-relative path `file` is the folder `dir` or inside it. */
const inside = (file, dir) => file === dir || file.startsWith(`${dir}/`);
/** The repo-relative path a relative specifier points to, or null for a package specifier. */
const target = (importer, specifier) =>
  specifier.startsWith('.') || specifier.startsWith('/')
    ? repoPath(path.resolve(root, path.dirname(importer), specifier.replace(/\?.*$/, '')))
    : null;

/** A rule reporting every import specifier for which `check(importer, specifier)` gives a reason. */
const importRule = (description, check) => ({
  meta: {
    type: 'problem',
    docs: { description },
    schema: [],
    messages: { forbidden: "'{{specifier}}': {{reason}}" },
  },
  create(context) {
    const importer = repoPath(context.physicalFilename);
    const visit = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      const reason = check(importer, node.value);
      if (reason)
        context.report({ node, messageId: 'forbidden', data: { specifier: node.value, reason } });
    };
    return {
      ImportDeclaration: (node) => visit(node.source),
      ExportNamedDeclaration: (node) => visit(node.source),
      ExportAllDeclaration: (node) => visit(node.source),
      ImportExpression: (node) => visit(node.source),
      TSImportType: (node) => visit(node.source ?? node.argument?.literal),
      TSExternalModuleReference: (node) => visit(node.expression),
      'CallExpression[callee.name="require"]': (node) => visit(node.arguments[0]),
    };
  },
});

export const architecture = {
  meta: { name: 'architecture' },
  rules: {
    // 1. src/shared runs in both the server and the browser; the browser reaches the server only over HTTP.
    layers: importRule(
      'src/shared imports neither src/server nor src/web; src/web never imports src/server.',
      (importer, specifier) => {
        const to = target(importer, specifier);
        if (to === null) return null;
        if (inside(importer, 'src/shared') && (inside(to, 'src/server') || inside(to, 'src/web')))
          return 'src/shared is used by both the server and the web app, so it imports neither.';
        if (inside(importer, 'src/web') && inside(to, 'src/server'))
          return 'the web app talks to the server only over HTTP; shared code goes in src/shared.';
        return null;
      },
    ),
    // 2. Features stay independent: the app's routes compose them, shared UI lives in components/, lib/, store/.
    'feature-isolation': importRule(
      'A file in src/web/features/<f>/ imports no other feature folder and nothing from src/web/app.',
      (importer, specifier) => {
        const feature = /^src\/web\/features\/([^/]+)\//.exec(importer)?.[1];
        const to = target(importer, specifier);
        if (feature === undefined || to === null) return null;
        if (inside(to, 'src/web/app'))
          return `feature '${feature}' imports src/web/app; the app composes the features, not the other way round.`;
        if (inside(to, 'src/web/features') && !inside(to, `src/web/features/${feature}`))
          return `feature '${feature}' imports another feature; move what they share to components/, lib/ or store/.`;
        return null;
      },
    ),
    // 3. SQL stays behind the repositories: only src/server/db/ and src/server/repositories/ use Kysely.
    'kysely-confined': importRule(
      'Only src/server/db/ and src/server/repositories/ import kysely.',
      (importer, specifier) => {
        if (!/^kysely(\/|$)/.test(specifier) || !inside(importer, 'src')) return null;
        if (inside(importer, 'src/server/db') || inside(importer, 'src/server/repositories'))
          return null;
        return 'only src/server/db/ and src/server/repositories/ use Kysely; elsewhere call a repository.';
      },
    ),
  },
};
