// Completes `<distDir>/standalone`, the folder a deployment runs, after every `next build` (`npm run build` and
// ensureBuild both call it): Next traces the server's own files but leaves out public/ and the build's static files
// (a CDN is assumed to serve them), and knows nothing of the deployment scripts. Those are compiled here with esbuild
// into `standalone/scripts/<name>.mjs`, so they run with `node` and the production dependencies only (no tsx).
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * The scripts a deployment runs, by file name in scripts/: each becomes `standalone/scripts/<name>.mjs`.
 * Adding one (backup, restore) is one line here.
 */
export const DEPLOYMENT_SCRIPTS = [
  'migrate',
  'setup',
  'user',
  'import-stock',
  'export-leads',
  'backup',
  'restore',
];

/**
 * Packages the compiled scripts load from node_modules rather than carry: PGlite finds its WebAssembly and data files
 * beside its own code, sharp is a native module. Both are in the standalone folder's node_modules (traced by Next,
 * PGlite's files named in next.config.ts's outputFileTracingIncludes).
 */
const EXTERNAL = ['@electric-sql/pglite', 'sharp'];

/** Where `next build` wrote the standalone server for `distDir` (throws when it did not). */
export function standaloneDir(distDir = process.env.NEXT_DIST_DIR || '.next') {
  const dir = path.resolve(distDir, 'standalone');
  if (!existsSync(path.join(dir, 'server.js')))
    throw new Error(`No standalone server in ${dir}: next.config.ts must set output: 'standalone'.`);
  return dir;
}

/** Copies public/ and the static files into the standalone folder and compiles the deployment scripts there. */
export async function completeStandalone(distDir = process.env.NEXT_DIST_DIR || '.next') {
  const standalone = standaloneDir(distDir);
  // server.js changes into its own folder and serves `public` and `<distDir>/static` from there.
  rmSync(path.join(standalone, 'public'), { recursive: true, force: true });
  if (existsSync('public')) cpSync('public', path.join(standalone, 'public'), { recursive: true });
  const builtStatic = path.join(standalone, path.relative('.', path.resolve(distDir)), 'static');
  rmSync(builtStatic, { recursive: true, force: true });
  cpSync(path.join(distDir, 'static'), builtStatic, { recursive: true });

  const scripts = path.join(standalone, 'scripts');
  rmSync(scripts, { recursive: true, force: true });
  await build({
    entryPoints: Object.fromEntries(DEPLOYMENT_SCRIPTS.map((name) => [name, `scripts/${name}.ts`])),
    outdir: scripts,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // The scripts share most of their code (drizzle, the schema, zod): one copy of it, in chunks beside them (in
    // the same folder: src/server/db/migrate.ts finds the migrations beside the code that runs it).
    splitting: true,
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external: EXTERNAL,
    tsconfig: 'tsconfig.json',
    // CommonJS packages bundled into an ES module still call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __forecourtCreateRequire } from 'node:module'; const require = __forecourtCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  // src/server/db/migrate.ts reads the migrations beside itself: in the bundle, beside the scripts.
  cpSync('src/server/db/migrations', path.join(scripts, 'migrations'), { recursive: true });
  return standalone;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standalone = await completeStandalone();
  console.log(
    `Standalone server completed in ${path.relative('.', standalone)} (public, static, scripts/*.mjs).`,
  );
}
