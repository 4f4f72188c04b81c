import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { build } from 'esbuild';

/**
 * Packages left in node_modules, loaded as they are: native modules (a .node binary beside their
 * code), pg, which only a PostgreSQL server loads, and exceljs, which only an XLSX import loads,
 * each on first use.
 */
const EXTERNAL = ['better-sqlite3', 'better-sqlite3-13', '@node-rs/argon2', 'pg', 'exceljs'];

/**
 * Bundled packages that read files beside their own code through __dirname: in the bundle it
 * names the package's folder in node_modules again, found at run time (not the build machine's
 * path): Swagger UI serves its static files, @fastify/swagger reads its package.json. (Pino reads
 * its transport workers so too; the server configures no transport.)
 */
const READS_BESIDE_ITSELF = ['@fastify/swagger-ui', '@fastify/swagger'];

const packageDirname = {
  name: 'package-dirname',
  setup(build) {
    for (const name of READS_BESIDE_ITSELF) {
      const filter = new RegExp(`/node_modules/${name.replace('/', '\\/')}/.*\\.js$`);
      build.onLoad({ filter }, ({ path }) => {
        const root = path.slice(0, path.indexOf(`/node_modules/${name}/`) + 14 + name.length);
        const sub = relative(root, dirname(path));
        const source = readFileSync(path, 'utf8');
        // Its own files only (not packages nested under it), and only those that use __dirname.
        if (sub.split('/').includes('node_modules') || !source.includes('__dirname')) return;
        const path_ = "require('node:path')";
        const dir = `${path_}.join(${path_}.dirname(require.resolve('${name}/package.json')), '${sub}')`;
        return { contents: `var __dirname = ${dir};\n${source}`, loader: 'js' };
      });
    }
  },
};

/**
 * Compiles the server to one JavaScript file, dist/server/main.js, that plain `node` runs (no
 * TypeScript loader in production). Our code and the pure-JavaScript packages are bundled: one
 * file to read and compile instead of about a thousand to find, read and compile one by one,
 * which was most of the server's cold start (docs/decisions/0009-compiled-server.md).
 */
export async function buildServer() {
  await build({
    entryPoints: ['src/server/main.ts'],
    outfile: 'dist/server/main.js',
    bundle: true,
    external: EXTERNAL,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Bundled CommonJS packages require Node's own modules: an ES module has no require of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [packageDirname],
    // Less to read and parse at every start; names are kept (Fastify plugins and errors show them).
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: true,
    // Stack traces point into src/ (node --enable-source-maps, or a reader of the .map file).
    sourcesContent: false,
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
