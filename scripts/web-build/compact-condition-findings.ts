import { parse } from 'acorn';
import { isNode, keyName, type Node } from './ast-nodes';

/**
 * A condition lists each finding as `{ findingId, frequency }`, about 4,000 times in all. The web build
 * writes each such pair as `[findingId, frequency]` and turns the list back into the same objects, in the
 * same order, when the module loads: the same knowledge in fewer bytes of the engine chunk (issue 16,
 * ≤ 350 KB compressed). Entries with anything more (a specificity) are left as they are.
 */

/** The pair's source texts when the entry is exactly `{ findingId, frequency }` in that order. */
function pairOf(code: string, entry: Node): [string, string] | undefined {
  if (entry.type !== 'ObjectExpression') return undefined;
  const properties = entry.properties as Node[];
  if (properties.length !== 2) return undefined;
  const [first, second] = properties as [Node, Node];
  const plain = (property: Node) =>
    property.type === 'Property' && !property.computed && !property.shorthand && property.kind === 'init';
  if (!plain(first) || !plain(second) || keyName(first) !== 'findingId' || keyName(second) !== 'frequency')
    return undefined;
  const text = (node: Node) => code.slice((node.value as Node).start, (node.value as Node).end);
  return [text(first), text(second)];
}

/** Turns the pairs back into entries, leaving any other entry as it is. */
const expandPairs =
  '.map((entry) => (Array.isArray(entry) ? { findingId: entry[0], frequency: entry[1] } : entry))';

/** The module's code with the `findings` of its `condition` written as pairs. */
export function compactConditionFindings(code: string): string {
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Node;
  const edits: Array<[number, number, string]> = [];
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node;
      const init = declarator.init;
      if (!(id.type === 'Identifier' && id.name === 'condition') || !isNode(init)) continue;
      if (init.type !== 'ObjectExpression') continue;
      const findings = (init.properties as Node[]).find(
        (property) => property.type === 'Property' && keyName(property) === 'findings',
      );
      const list = findings?.value as Node | undefined;
      if (list?.type !== 'ArrayExpression') continue;
      const entries = (list.elements as unknown[]).filter(isNode);
      if (entries.length !== (list.elements as unknown[]).length) continue;
      let changed = false;
      for (const entry of entries) {
        const pair = pairOf(code, entry);
        if (pair === undefined) continue;
        edits.push([entry.start, entry.end, `[${pair[0]}, ${pair[1]}]`]);
        changed = true;
      }
      if (changed) edits.push([list.end, list.end, expandPairs]);
    }
  }
  return edits
    .sort((a, b) => b[0] - a[0] || b[1] - a[1])
    .reduce((text, [start, end, replacement]) => text.slice(0, start) + replacement + text.slice(end), code);
}
