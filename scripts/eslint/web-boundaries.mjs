import path from 'node:path';

/**
 * Zones of the web app, in the manner of bulletproof-react's `import/no-restricted-paths`:
 * - a feature (src/web/features/<name>/) is used from outside only through its public index;
 * - a route (src/web/routes/<name>-page.tsx with its folder routes/<name>/) never imports another route.
 * Relative imports are resolved against the importing file, so `../../features/x/y` and
 * `../x/y` are judged by where they land, not by how they are spelled.
 */
const webRoot = path.resolve(import.meta.dirname, '../../src/web');

function zoneOf(file) {
  const relative = path.relative(webRoot, file).split(path.sep);
  if (relative[0] === '..') return null;
  if (relative[0] === 'features' && relative.length > 1)
    return { kind: 'feature', name: relative[1], inner: relative.slice(2).join('/') };
  if (relative[0] === 'routes' && relative.length > 1)
    return { kind: 'route', name: relative[1].replace(/\.tsx?$/, '').replace(/-page$/, '') };
  return { kind: 'other' };
}

const isIndex = (inner) => inner === '' || /^index(\.tsx?)?$/.test(inner);

export const webBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      featureInternals:
        "Import the '{{feature}}' feature through its public index (features/{{feature}}), not '{{inner}}'.",
      otherRoute: "The '{{from}}' route imports the '{{to}}' route: move what both need into a feature.",
    },
    schema: [],
  },
  create(context) {
    const from = zoneOf(context.filename);
    if (!from) return {};
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = zoneOf(path.resolve(path.dirname(context.filename), source));
      if (!to) return;
      if (to.kind === 'feature' && !(from.kind === 'feature' && from.name === to.name) && !isIndex(to.inner))
        context.report({
          node: node.source,
          messageId: 'featureInternals',
          data: { feature: to.name, inner: to.inner },
        });
      if (from.kind === 'route' && to.kind === 'route' && from.name !== to.name)
        context.report({
          node: node.source,
          messageId: 'otherRoute',
          data: { from: from.name, to: to.name },
        });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const webBoundariesPlugin = { rules: { 'web-boundaries': webBoundaries } };
