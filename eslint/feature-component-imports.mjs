import fs from 'node:fs';
import path from 'node:path';

const FEATURES = path.join(import.meta.dirname, '..', 'src', 'features');

/**
 * A feature may show another feature's component only when that component is a capability the other feature
 * offers (`composable`, e.g. 'enquiry/enquiry-form'): a page of one feature composing another. Any other component
 * of another feature is a part of it, and a part more than one feature needs belongs in src/ui, the design system.
 * A component is a .tsx module; helpers (.ts) and type-only imports are not checked here.
 */
export const featureComponentImports = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid importing another feature's UI parts" },
    schema: [{ type: 'object', properties: { composable: { type: 'array', items: { type: 'string' } } } }],
    messages: {
      part:
        "'{{name}}' is a part of the {{feature}} feature: move it to src/ui if it is a generic part, or list it in " +
        'eslint.config.mjs among the components {{feature}} offers other features to compose.',
    },
  },
  create(context) {
    const own = path.relative(FEATURES, context.filename).split(path.sep);
    if (own[0] === '..' || own.length < 2) return {};
    const composable = new Set(context.options[0]?.composable ?? []);

    function check(node) {
      const source = node.source;
      if (node.importKind === 'type' || node.exportKind === 'type' || typeof source?.value !== 'string')
        return;
      const specifier = source.value;
      const target = specifier.startsWith('@/features/')
        ? path.join(FEATURES, specifier.slice('@/features/'.length))
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(context.filename), specifier)
          : null;
      if (!target || !fs.existsSync(`${target}.tsx`)) return;
      const [feature, ...rest] = path.relative(FEATURES, target).split(path.sep);
      if (feature === '..' || feature === own[0] || rest.length === 0) return;
      const name = [feature, ...rest].join('/');
      if (!composable.has(name)) context.report({ node: source, messageId: 'part', data: { name, feature } });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
