import fs from 'node:fs';
import { parse } from 'acorn';
import type { Plugin } from 'vite';
import { eachChild, withoutRanges, type Node } from './ast-nodes';

/**
 * Prescribing's data leaves the offline diagnosis chunk (docs/decisions/011). A condition's regimens stay in
 * its file (one home per condition), so the web build reads each condition module twice: as the engine
 * imports it, without its `regimens`, and as prescribing imports it (through knowledge/regimens.ts, as
 * `<file>?regimens`), without its `condition`. Each copy holds what its side reads, and the regimens, their
 * shared items and dose helpers go to prescribing's chunk, which the browser loads when a prescription is
 * asked for. The node build and the tests read the files as they are.
 */
const QUERY = 'regimens';
const knowledgeConditions = /src\/clinical\/knowledge\/conditions\//;
const conditionIndex = /src\/clinical\/knowledge\/conditions\/index\.ts$/;
const regimensModule = /src\/clinical\/knowledge\/regimens\.ts$/;
/** A condition's module (not a folder's shared citations, not a test). */
const conditionModule = /src\/clinical\/knowledge\/conditions\/[a-z-]+\/(?!citations\.ts$)[a-z0-9-]+\.ts$/;

const isSplit = (file: string) => conditionIndex.test(file) || conditionModule.test(file);

/** Whether `name` is read anywhere in the program (an identifier that is not a property's key). */
function reads(node: Node, name: string): boolean {
  if (node.type === 'Identifier' && node.name === name) return true;
  let found = false;
  const visit = (child: Node, parent: Node) => {
    if (found) return;
    const isKey =
      (parent.type === 'Property' && parent.key === child && !parent.computed && !parent.shorthand) ||
      (parent.type === 'MemberExpression' && parent.property === child && !parent.computed);
    if (!isKey && reads(child, name)) found = true;
  };
  eachChild(node, (child) => visit(child, node));
  return found;
}

/**
 * The module's code without its top-level `export const <name> = ...`. Throws when what is left still
 * reads the name: that copy would otherwise fail only when it runs.
 */
export function dropExportedConstant(code: string, name: string, file = 'module'): string {
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Node;
  const ranges: [number, number][] = [];
  for (const statement of program.body as Node[]) {
    const declaration = statement.declaration as Node | null | undefined;
    if (statement.type !== 'ExportNamedDeclaration' || declaration?.type !== 'VariableDeclaration') continue;
    const declarators = declaration.declarations as Node[];
    if (declarators.length === 1 && (declarators[0]!.id as Node).name === name)
      ranges.push([statement.start, statement.end]);
  }
  const kept = withoutRanges(code, ranges);
  if (ranges.length > 0 && reads(parse(kept, { ecmaVersion: 'latest', sourceType: 'module' }) as never, name))
    throw new Error(`${file}: '${name}' is read by what is left once it is split off`);
  return kept;
}

/** Two plugins: the copies are named before Vite resolves the imports, and cut once their types are gone. */
export function splitConditionRegimensPlugin(): Plugin[] {
  const resolving: Plugin = {
    name: 'afyadx-split-condition-regimens-resolve',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer) {
      if (importer === undefined || !source.startsWith('.')) return null;
      const [importerFile = '', query] = importer.split('?');
      const isPrescribingSide =
        regimensModule.test(importerFile) || (query === QUERY && knowledgeConditions.test(importerFile));
      if (!isPrescribingSide) return null;
      const resolved = await this.resolve(source, importerFile, { skipSelf: true });
      if (resolved === null || !isSplit(resolved.id)) return resolved;
      return `${resolved.id}?${QUERY}`;
    },
    load(id) {
      const [file = '', query] = id.split('?');
      if (query !== QUERY || !isSplit(file)) return null;
      return { code: fs.readFileSync(file, 'utf8'), moduleType: 'ts' };
    },
  };
  const cutting: Plugin = {
    name: 'afyadx-split-condition-regimens',
    enforce: 'post',
    apply: 'build',
    transform(code, id) {
      const [file = '', query] = id.split('?');
      if (!isSplit(file)) return null;
      const isIndex = conditionIndex.test(file);
      const dropped = query === QUERY ? (isIndex ? 'conditions' : 'condition') : 'regimens';
      return { code: dropExportedConstant(code, dropped, file), map: null };
    },
  };
  return [resolving, cutting];
}
