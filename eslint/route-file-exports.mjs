import fs from 'node:fs';
import path from 'node:path';

const SRC = path.join(import.meta.dirname, '..', 'src');

/** Route segment config (https://nextjs.org/docs/app/api-reference/file-conventions/route-segment-config). */
const SEGMENT_CONFIG = new Set([
  'dynamic',
  'dynamicParams',
  'revalidate',
  'fetchCache',
  'runtime',
  'preferredRegion',
  'maxDuration',
]);

/** The text of the module a specifier names (`@/…` or relative), or null when there is none. */
function moduleText(specifier, filename) {
  const base = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(filename), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate)) return fs.readFileSync(candidate, 'utf8');
  }
  return null;
}

const escape = (name) => name.replace(/[$]/g, '\\$');

/**
 * A route file (src/app/**\/route.ts) only re-exports handlers, `export { getSearchRoute as GET } from '…'`, and
 * each one is declared in its module as `export const getSearchRoute = with…(`: a wrapper of src/server/http
 * resolves the site or the caller and answers every failure (STYLE rules 4 and 18, ADR 0028). Route segment
 * config (`export const dynamic = …`) may stay.
 */
export const routeFileExports = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Route files only re-export handlers wrapped by a with… wrapper of src/server/http',
    },
    schema: [],
    messages: {
      inline:
        "A route file only re-exports its handlers (`export { getThing as GET } from '@/server/…'`): move this " +
        'code beside its feature or server module (ADR 0028).',
      unwrapped:
        "'{{name}}' is not declared `export const {{name}} = with…(` in '{{source}}': wrap it in a wrapper of " +
        'src/server/http (ADR 0028).',
    },
  },
  create(context) {
    function checkReExport(node) {
      const source = node.source.value;
      const text = typeof source === 'string' ? moduleText(source, context.filename) : null;
      for (const specifier of node.specifiers) {
        const name = specifier.local.name ?? specifier.local.value;
        const wrapped = new RegExp(`export\\s+const\\s+${escape(name)}\\b[^=]*=\\s*with[A-Z]\\w*\\s*[<(]`);
        if (!text || !wrapped.test(text)) {
          context.report({ node: specifier, messageId: 'unwrapped', data: { name, source } });
        }
      }
    }

    const isSegmentConfig = (node) =>
      node.declaration?.type === 'VariableDeclaration' &&
      node.declaration.declarations.every((d) => d.id.type === 'Identifier' && SEGMENT_CONFIG.has(d.id.name));

    return {
      Program(program) {
        for (const node of program.body) {
          if (node.type === 'ExportNamedDeclaration' && node.source && node.exportKind !== 'type') {
            checkReExport(node);
          } else if (!(node.type === 'ExportNamedDeclaration' && isSegmentConfig(node))) {
            context.report({ node, messageId: 'inline' });
          }
        }
      },
    };
  },
};
