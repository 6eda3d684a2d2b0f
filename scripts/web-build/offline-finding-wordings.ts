import { parse } from 'acorn';
import type { Plugin } from 'vite';
import { writtenFindings } from '../../src/clinical/knowledge/findings';
import { eachChild, keyName, type Node } from './ast-nodes';

/**
 * The findings' French and Kiswahili wordings leave the offline diagnosis chunk for a chunk of their own
 * (docs/decisions/013). A finding keeps all its wordings in its file (one home per finding); the web build
 * writes each `sw: [...]` and `fr: [...]` of a finding's `synonyms` as `[]` in the engine's copy of the
 * findings' modules, and the wordings module (`features/offline/engine/finding-wordings.ts`, which computes
 * them from the findings in node and the tests) is written as the same wordings as data, in its own chunk.
 * The engine chunk imports it, so the browser fetches both together and the service worker stores both;
 * `loadDiagnosisKnowledge` puts the wordings back before the engine is built. The node build and the tests
 * read the files as they are.
 */
const findingModule = /src\/clinical\/knowledge\/findings\/[a-z0-9-]+\.ts$/;
const wordingsModule = /src\/web\/features\/offline\/engine\/finding-wordings\.ts$/;
const LANGUAGES = ['sw', 'fr'] as const;

const wordingsById = new Map(writtenFindings.map((finding) => [finding.id, finding.synonyms]));

/**
 * The wordings module as data: each finding's id, Kiswahili and French wordings as its file writes them, as node
 * reads them (the composed wordings are added when the knowledge is loaded, not carried pair by pair).
 */
export function findingWordingsModule(): string {
  const rows = writtenFindings.map((finding) => [finding.id, finding.synonyms.sw, finding.synonyms.fr]);
  return `export const findingWordings = ${JSON.stringify(rows)};\n`;
}

const literalStrings = (node: Node): string[] | undefined => {
  const elements = node.elements as (Node | null)[];
  const values = elements.map((element) =>
    element?.type === 'Literal' && typeof element.value === 'string' ? element.value : undefined,
  );
  return values.every((value) => value !== undefined) ? (values as string[]) : undefined;
};

/** Where a finding's Kiswahili or French wordings are written in a module, to be written as `[]`. */
export interface WrittenWordings {
  id: string;
  language: (typeof LANGUAGES)[number];
  start: number;
  end: number;
}

/**
 * The arrays of string literals under `synonyms` of an object whose `id` is a string, for Kiswahili and
 * French, when they are the wordings the wordings module holds for that id (otherwise the build stops: the engine would read other wordings than the server). Anything else is left where it is.
 */
export function otherLanguageWordingsIn(code: string, file = 'module'): WrittenWordings[] {
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Node;
  const found: WrittenWordings[] = [];
  const visit = (node: Node) => {
    if (node.type === 'ObjectExpression') {
      const properties = (node.properties as Node[]).filter((property) => property.type === 'Property');
      const id = properties.find((property) => keyName(property) === 'id')?.value as Node | undefined;
      const synonyms = properties.find((property) => keyName(property) === 'synonyms')?.value as
        Node | undefined;
      if (id?.type === 'Literal' && typeof id.value === 'string' && synonyms?.type === 'ObjectExpression') {
        for (const property of synonyms.properties as Node[]) {
          const language = keyName(property) as WrittenWordings['language'];
          const value = property.value as Node;
          if (
            property.type !== 'Property' ||
            !LANGUAGES.includes(language) ||
            value.type !== 'ArrayExpression'
          )
            continue;
          const written = literalStrings(value);
          if (written === undefined || written.length === 0) continue;
          const held = wordingsById.get(id.value)?.[language];
          if (held === undefined || JSON.stringify(held) !== JSON.stringify(written))
            throw new Error(
              `${file}: the ${language} wordings of '${id.value}' are not the ones the wordings module holds`,
            );
          found.push({ id: id.value, language, start: value.start, end: value.end });
        }
      }
    }
    eachChild(node, visit);
  };
  visit(program);
  return found;
}

/** The module's code with each finding's Kiswahili and French wordings written as `[]`, in their place. */
export function withoutOtherLanguageWordings(code: string, file = 'module'): string {
  return otherLanguageWordingsIn(code, file)
    .sort((a, b) => b.start - a.start)
    .reduce((text, { start, end }) => `${text.slice(0, start)}[]${text.slice(end)}`, code);
}

export function offlineFindingWordingsPlugin(): Plugin[] {
  const loading: Plugin = {
    name: 'afyadx-offline-finding-wordings-load',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      return wordingsModule.test(id.split('?')[0] ?? '') ? findingWordingsModule() : null;
    },
  };
  const emptying: Plugin = {
    name: 'afyadx-offline-finding-wordings',
    enforce: 'post',
    apply: 'build',
    transform(code, id) {
      const [file = '', query] = id.split('?');
      if (query !== undefined || !findingModule.test(file)) return null;
      return { code: withoutOtherLanguageWordings(code, file), map: null };
    },
  };
  return [loading, emptying];
}
