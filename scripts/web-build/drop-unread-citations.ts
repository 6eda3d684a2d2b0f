import { parse } from 'acorn';
import type { Plugin } from 'vite';
import { compactConditionFindings } from './compact-condition-findings';
import { regimens } from '../../src/clinical/knowledge/conditions/index';
import type { Regimen } from '../../src/clinical/knowledge/types';
import { eachChild, isNode, keyName, withoutRanges, type Node } from './ast-nodes';

/**
 * The browser's offline engine never reads the citations of a condition's knowledge (its prior, findings,
 * red flags, investigations), of a finding, of a triage rule, of a medicine (its contraindications and
 * interactions: only the generated formulary cites them) or of a vital-sign, written or seasonal
 * threshold: they are the knowledge's sources for the people who review it, for the knowledge checks and
 * for the server's exports, all of which keep them.
 * Dropping them from the web build keeps the engine and knowledge chunk within its budget (issue 16,
 * ≤ 350 KB compressed) as the knowledge grows. What a screen shows keeps its sources: the citations printed
 * beside each dose are the regimen's and its items', which are kept.
 */
const knowledgeModule =
  /src\/clinical\/knowledge\/((conditions|findings|triage-rules|medicines)\/.+|vital-thresholds|written-thresholds|seasonal-calendar)\.ts$/;
/** In a condition's module only the `condition` itself: the regimens and their items are kept whole. */
const conditionModule = /src\/clinical\/knowledge\/conditions\//;

const citationKeys: ReadonlySet<string> = new Set(['citations', 'citation']);
/** What no answer shows of a source: a citation reads as its title, edition and section. */
const unreadSourceKeys: ReadonlySet<string> = new Set(['publisher', 'url']);
const sourceModule = /src\/clinical\/knowledge\/sources\/.+\.ts$/;
/** The engine reads a country's code and name; its subdivisions serve only the server's regional intelligence. */
const countriesModule = /src\/clinical\/knowledge\/countries\.ts$/;
const unreadCountryKeys: ReadonlySet<string> = new Set(['subdivisions']);
/** A condition's ICD-11 code serves the server's exports; answers name the ICD-10 code. */
const unreadConditionKeys: ReadonlySet<string> = new Set(['icd11']);
/** A medicine's class and essential-medicines listings serve only the generated formulary (src/clinical/prescribing/formulary.ts). */
const medicineModule = /src\/clinical\/knowledge\/medicines\//;
const unreadMedicineKeys: ReadonlySet<string> = new Set(['drugClass', 'onEssentialMedicinesList']);

/**
 * The lab knowledge (analytes and lab finding rules): a lab reading names its sources by id (`sourceIds`)
 * and never by section, so a lab citation keeps its `sourceId` and goes without its `section` (the knowledge
 * tests check every section, docs/decisions/011).
 */
const labModule = /src\/clinical\/knowledge\/(lab-analytes\/.+|lab-finding-rules(-[a-z-]+)?)\.ts$/;

/** The [start, end) range of a node with the comma after it. */
function withComma(code: string, node: Node): [number, number] {
  let end = node.end;
  while (/\s/.test(code[end] ?? '')) end += 1;
  if (code[end] === ',') end += 1;
  return [node.start, end];
}

/** The [start, end) ranges of every property named in `keys` under `node`, with its comma. */
function propertyRanges(
  code: string,
  node: Node,
  ranges: [number, number][],
  keys: ReadonlySet<string>,
): void {
  if (node.type === 'Property' && !node.computed) {
    const name = keyName(node);
    if (name !== undefined && keys.has(name)) {
      ranges.push(withComma(code, node));
      return;
    }
  }
  eachChild(node, (child) => propertyRanges(code, child, ranges, keys));
}

/**
 * The module's code without the citations of its top-level declarations (of `condition` alone when
 * `onlyCondition`).
 */
export function dropUnreadCitations(
  code: string,
  onlyCondition = false,
  keys: ReadonlySet<string> = citationKeys,
): string {
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Node;
  const ranges: [number, number][] = [];
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node;
      if (onlyCondition && !(id.type === 'Identifier' && id.name === 'condition')) continue;
      if (isNode(declarator.init)) propertyRanges(code, declarator.init, ranges, keys);
    }
  }
  return withoutRanges(code, ranges);
}

/** The module's code without the `section` of any citation in it (an object that names a `sourceId`). */
export function dropCitationSections(code: string): string {
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Node;
  const ranges: [number, number][] = [];
  const visit = (node: Node): void => {
    if (node.type === 'ObjectExpression') {
      const properties = node.properties as Node[];
      const plain = properties.filter((property) => property.type === 'Property' && !property.computed);
      if (plain.some((property) => keyName(property) === 'sourceId'))
        for (const property of plain)
          if (keyName(property) === 'section') ranges.push(withComma(code, property));
    }
    eachChild(node, visit);
  };
  visit(program);
  return withoutRanges(code, ranges);
}

/**
 * The sources a screen names: only a dose's citations are described by their source's title and edition
 * (`describeCitation`, for the regimens and their items); every other citation of the web build is read for
 * its source id at most.
 */
export function sourcesRegimensCite(list: readonly Regimen[] = regimens): Set<string> {
  return new Set(
    list
      .flatMap((regimen) => [
        ...(regimen.citations ?? []),
        ...regimen.items.flatMap((item) => item.citations ?? []),
      ])
      .map((citation) => citation.sourceId),
  );
}

/** The source module's code without the sources whose id is not in `kept`. */
export function dropSourcesNotDescribed(code: string, kept: ReadonlySet<string>): string {
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Node;
  const ranges: [number, number][] = [];
  const visit = (node: Node): void => {
    if (node.type === 'ArrayExpression') {
      for (const element of (node.elements as (Node | null)[]).filter(isNode)) {
        const idProperty =
          element.type === 'ObjectExpression'
            ? (element.properties as Node[]).find((property) => keyName(property) === 'id')
            : undefined;
        const id = (idProperty?.value as Node | undefined)?.value;
        if (typeof id !== 'string' || kept.has(id)) continue;
        ranges.push(withComma(code, element));
      }
      return;
    }
    eachChild(node, visit);
  };
  visit(program);
  return withoutRanges(code, ranges);
}

export function dropUnreadCitationsPlugin(): Plugin {
  let described: Set<string> | undefined;
  return {
    name: 'afyadx-drop-unread-citations',
    enforce: 'post',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (file.endsWith('.test.ts')) return null;
      if (sourceModule.test(file)) {
        described ??= sourcesRegimensCite();
        const kept = dropSourcesNotDescribed(code, described);
        return { code: dropUnreadCitations(kept, false, unreadSourceKeys), map: null };
      }
      if (labModule.test(file)) return { code: dropCitationSections(code), map: null };
      if (countriesModule.test(file))
        return { code: dropUnreadCitations(code, false, unreadCountryKeys), map: null };
      if (!knowledgeModule.test(file)) return null;
      const isCondition = conditionModule.test(file);
      const kept = dropUnreadCitations(code, isCondition);
      if (isCondition)
        return {
          code: compactConditionFindings(dropUnreadCitations(kept, true, unreadConditionKeys)),
          map: null,
        };
      if (medicineModule.test(file))
        return { code: dropUnreadCitations(kept, false, unreadMedicineKeys), map: null };
      return { code: kept, map: null };
    },
  };
}
