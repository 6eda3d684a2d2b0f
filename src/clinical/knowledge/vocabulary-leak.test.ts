import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findings } from './findings';
import { absentWordings } from './findings/absent-wordings';
import { importedWordings } from './vocabularies';
import { contextTerms } from './vocabularies/context-terms';
import { negationPhrases, pseudoNegationPhrases } from '../engine/understand/word-lists/negation-words';

/**
 * The vocabulary must be general clinical language, never the wording of the cases we measure it on:
 * a knowledge wording of four or more words found verbatim in a vignette or evaluation file means the
 * benchmark measures memory, not understanding. Case and spacing are ignored, and so is punctuation
 * ('chest-pain' and 'chest pain' are the same wording).
 */
const minimumWords = 4;
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const sharedVignettes = path.resolve(repositoryRoot, '../shared/vignettes');

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function jsonFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(folder, name));
}

/** Every string in a JSON document, folded, each between spaces so a match is on whole words. */
function caseTexts(file: string): string {
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.push(` ${fold(value)} `);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(JSON.parse(fs.readFileSync(file, 'utf8')));
  return texts.join('\n');
}

/** Every wording the knowledge base matches text with, and where it lives. */
export function knowledgeWordings(): Array<{ text: string; owner: string }> {
  const wordings: Array<{ text: string; owner: string }> = [];
  for (const finding of findings) {
    const texts = [
      finding.label,
      ...finding.synonyms.en,
      ...finding.synonyms.sw,
      ...finding.synonyms.fr,
      ...(finding.abbreviations ?? []),
    ];
    for (const text of texts) wordings.push({ text, owner: `finding ${finding.id}` });
  }
  for (const entry of absentWordings)
    for (const text of [...entry.en, ...entry.sw, ...entry.fr])
      wordings.push({ text, owner: `absent wording of ${entry.findingId}` });
  for (const wording of importedWordings) wordings.push({ text: wording.text, owner: wording.source });
  for (const term of contextTerms) wordings.push({ text: term.text, owner: `context term (${term.kind})` });
  for (const words of [...negationPhrases, ...pseudoNegationPhrases])
    wordings.push({ text: words.join(' '), owner: 'word lists' });
  return wordings;
}

/** The knowledge wordings of `minimumWords` or more words found verbatim in the given files. */
export function leakedWordings(
  files: readonly string[],
  knownBefore: ReadonlySet<string> = new Set(),
): string[] {
  const corpus = files.map(caseTexts).join('\n');
  const leaks = new Set<string>();
  for (const { text, owner } of knowledgeWordings()) {
    // '…' marks a gap in a loose wording: each part is a wording of its own.
    for (const part of text.split(/…|\.\.\./)) {
      const folded = fold(part);
      if (folded.split(' ').length < minimumWords || knownBefore.has(folded)) continue;
      if (corpus.includes(` ${folded} `)) leaks.add(`${owner}: "${part.trim()}"`);
    }
  }
  return [...leaks].sort();
}

/**
 * An examination set written out of sight of the knowledge (eval/README.md says how) shares some
 * everyday clinical wordings with it by chance ('raised jugular venous pressure'). Such a set may list,
 * in eval/known-wordings/<set>.json, the wordings the knowledge already held at the commit where the
 * set was sealed: they cannot have been copied from a set written later. Any other shared wording
 * still fails, and each listed one is checked against that commit when the history is at hand.
 */
interface KnownWordings {
  sealedAt: string;
  wordings: string[];
}
const knownWordingsFolder = path.join(repositoryRoot, 'eval/known-wordings');

function knownWordingsOf(file: string): KnownWordings | undefined {
  const listed = path.join(knownWordingsFolder, path.basename(file));
  return fs.existsSync(listed) ? (JSON.parse(fs.readFileSync(listed, 'utf8')) as KnownWordings) : undefined;
}

function historyHas(commit: string): boolean {
  try {
    execFileSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: repositoryRoot, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** True when the knowledge at `commit` already held the wording (case ignored). */
function knowledgeHeldAt(commit: string, wording: string): boolean {
  try {
    execFileSync('git', ['grep', '-q', '-i', '-F', wording, commit, '--', 'src/clinical/knowledge'], {
      cwd: repositoryRoot,
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * The wordings of `wordings` the knowledge at `commit` already held: one `git grep` for the whole list, then
 * one per wording the combined search did not print (overlapping matches print only one of them).
 */
function wordingsNotHeldAt(commit: string, wordings: readonly string[]): string[] {
  if (wordings.length === 0) return [];
  let printed = '';
  try {
    printed = execFileSync(
      'git',
      [
        'grep',
        '-h',
        '-o',
        '-i',
        '-F',
        ...wordings.flatMap((wording) => ['-e', wording]),
        commit,
        '--',
        'src/clinical/knowledge',
      ],
      { cwd: repositoryRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
  } catch {
    // Nothing printed: every wording is checked on its own below.
  }
  const found = new Set(printed.split('\n').map((line) => line.toLowerCase()));
  return wordings.filter((wording) => !found.has(wording.toLowerCase()) && !knowledgeHeldAt(commit, wording));
}

describe('the knowledge base holds general wordings, not case text', () => {
  const files = [...jsonFiles(sharedVignettes), ...jsonFiles(path.join(repositoryRoot, 'eval'))];

  it('has no wording of four or more words found verbatim in a vignette or evaluation file', () => {
    expect(files.length).toBeGreaterThan(0);
    const leaks = files.flatMap((file) => {
      const known = knownWordingsOf(file);
      return leakedWordings([file], new Set(known?.wordings.map(fold)));
    });
    expect(leaks).toEqual([]);
    // Every wording against every case of every set: the corpus grows with each examination (30 s on a quiet
    // machine with 25 sets), so this test has a longer time limit than the rest.
  }, 180_000);

  it('lists as known only wordings the knowledge held before the set was sealed', () => {
    const lists = fs.existsSync(knownWordingsFolder) ? jsonFiles(knownWordingsFolder) : [];
    for (const list of lists) {
      expect(fs.existsSync(path.join(repositoryRoot, 'eval', path.basename(list)))).toBe(true);
      const { sealedAt, wordings } = knownWordingsOf(list)!;
      if (!historyHas(sealedAt)) continue; // a shallow clone: the listed wordings are still exact, not proven
      expect(wordingsNotHeldAt(sealedAt, wordings)).toEqual([]);
    }
  });

  it('finds a wording copied from a case (control)', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'leak-control-'));
    try {
      const file = path.join(folder, 'case.json');
      const wording = findings
        .flatMap((finding) => finding.synonyms.en)
        .find((text) => /\w+( \w+){3}/.test(text));
      fs.writeFileSync(file, JSON.stringify([{ symptoms: [`Since Monday, ${wording?.toUpperCase()}!`] }]));
      expect(leakedWordings([file]).length).toBeGreaterThan(0);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
