import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadKnowledge } from '../clinical/knowledge/load-knowledge';
import { absentWordings } from '../clinical/knowledge/findings/absent-wordings';
import { importedWordings } from '../clinical/knowledge/vocabularies';
import { withNamedConditions } from '../clinical/engine/understand/named-conditions';
import {
  buildPhraseIndex,
  phraseIndexWordLists,
  readKiswahiliVerbs,
  type PhraseIndex,
} from '../clinical/engine/understand/phrase-index';
import {
  fromPhraseIndexSnapshot,
  toPhraseIndexSnapshot,
  type PhraseIndexInputs,
} from '../clinical/engine/understand/phrase-index-snapshot';
import { phraseIndexSnapshots, snapshotKey } from './phrase-index-snapshots';

const vocabulary = withNamedConditions(loadKnowledge()).findings;
const fullInputs: PhraseIndexInputs = {
  vocabulary,
  absent: absentWordings,
  imported: importedWordings,
  wordLists: phraseIndexWordLists(),
};
// A small vocabulary keeps the folder tests fast: what they check does not depend on its size.
const smallInputs: PhraseIndexInputs = { ...fullInputs, vocabulary: vocabulary.slice(0, 40) };
const buildOf = (inputs: PhraseIndexInputs) => () =>
  buildPhraseIndex(inputs.vocabulary, inputs.absent, inputs.imported);

/** Everything of an index, orders and the late phrases' identity included, as comparable data. */
function shapeOf(index: PhraseIndex) {
  const all = [...index.byFirstWord.values(), ...index.looseByFirstWord.values()].flat();
  return {
    byFirstWord: [...index.byFirstWord],
    looseByFirstWord: [...index.looseByFirstWord],
    knownWords: [...index.knownWords],
    knownStems: [...index.knownStems],
    vocabularyWordsByLength: [...index.vocabularyWordsByLength],
    spellingCache: [...index.spellingCache],
    kindById: [...index.kindById],
    swahiliInfinitives: [...index.swahiliInfinitives],
    frenchWords: [...index.frenchWords],
    kiswahiliVerbs: { ...index.kiswahiliVerbs, latePhrases: undefined },
    latePositions: index.kiswahiliVerbs.latePhrases.map((phrase) => all.indexOf(phrase)),
  };
}

const folders: string[] = [];
function freshFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'afyadx-snapshot-test-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** The source over `folders`, and how many times it built the index instead of reading a snapshot. */
async function start(inputs: PhraseIndexInputs, ...at: string[]) {
  const snapshots = phraseIndexSnapshots(at);
  let builds = 0;
  const index = snapshots.source(inputs, () => {
    builds += 1;
    return buildOf(inputs)();
  });
  await snapshots.saved();
  return { index, builds };
}

describe('phrase index snapshots', () => {
  it('read back, the whole index is the same, and reads Kiswahili verbs the same later', () => {
    const built = buildOf(fullInputs)();
    const read = fromPhraseIndexSnapshot(JSON.parse(JSON.stringify(toPhraseIndexSnapshot(built))));
    expect(read).toBeDefined();
    expect(shapeOf(read!)).toEqual(shapeOf(built));
    expect(built.kiswahiliVerbs.latePhrases.length).toBeGreaterThan(0);
    // The lazy reading puts its phrases after the ones not late: the late ones must be the same objects.
    readKiswahiliVerbs(built);
    readKiswahiliVerbs(read!);
    expect(shapeOf(read!)).toEqual(shapeOf(built));
  });

  it('is small (every string once): a start reads a quarter of the index written out whole (4.5 MB)', () => {
    const text = JSON.stringify(toPhraseIndexSnapshot(buildOf(fullInputs)()));
    expect(text.length).toBeLessThan(1_500_000);
  });

  it('makes its lists when first read, in any order: the index is the same, Kiswahili verbs read into it too', () => {
    const built = buildOf(fullInputs)();
    const data = JSON.parse(JSON.stringify(toPhraseIndexSnapshot(built))) as unknown;
    const read = fromPhraseIndexSnapshot(data)!;
    // A few lists read first (and one of them changed, as reading Kiswahili verbs does), then the verbs.
    const late = read.kiswahiliVerbs.latePhrases[0]!;
    const lateList = read.byFirstWord.get(late.words[0]!) ?? read.looseByFirstWord.get(late.words[0]!);
    expect(lateList).toContain(late);
    for (const word of ['homa', 'fever', 'kichwa', 'douleur']) read.byFirstWord.get(word);
    expect([...read.byFirstWord.keys()]).toEqual([...built.byFirstWord.keys()]);
    readKiswahiliVerbs(built);
    readKiswahiliVerbs(read);
    expect(shapeOf(read)).toEqual(shapeOf(built));
    // A list set anew goes last, as in a Map.
    read.byFirstWord.set('zzz', []);
    expect([...read.byFirstWord.keys()].at(-1)).toBe('zzz');
  });

  it('is not read when a position or count is out of place', () => {
    const snapshot = toPhraseIndexSnapshot(buildOf(smallInputs)());
    const { phrases } = snapshot;
    const outside = snapshot.strings.length;
    for (const broken of [
      { ...snapshot, phrases: { ...phrases, words: [...phrases.words.slice(1), outside] } },
      { ...snapshot, phrases: { ...phrases, words: phrases.words.slice(1) } },
      { ...snapshot, phrases: { ...phrases, findings: [...phrases.findings.slice(1), -1] } },
      { ...snapshot, phrases: { ...phrases, wordCounts: phrases.wordCounts.map((count) => count + 0.5) } },
      { ...snapshot, byFirstWord: [...snapshot.byFirstWord, 0, 1] },
      { ...snapshot, latePhrases: [...snapshot.latePhrases, phrases.findings.length] },
      { ...snapshot, knownWords: [outside] },
      { ...snapshot, strings: [...snapshot.strings.slice(0, -1), 7] },
    ])
      expect(fromPhraseIndexSnapshot(JSON.parse(JSON.stringify(broken)))).toBeUndefined();
    expect(fromPhraseIndexSnapshot(JSON.parse(JSON.stringify(snapshot)))).toBeDefined();
  });

  it('is built once, then read from the folder', async () => {
    const folder = freshFolder();
    const first = await start(smallInputs, folder);
    expect(first.builds).toBe(1);
    expect(fs.readdirSync(folder)).toEqual([`phrase-index-${snapshotKey(smallInputs)}.json`]);
    const second = await start(smallInputs, folder);
    expect(second.builds).toBe(0);
    expect(shapeOf(second.index)).toEqual(shapeOf(first.index));
  });

  it('never reads a snapshot of other inputs: a changed wording is another key', async () => {
    const folder = freshFolder();
    await start(smallInputs, folder);
    const [first, ...rest] = smallInputs.vocabulary;
    const changed: PhraseIndexInputs = {
      ...smallInputs,
      vocabulary: [
        { ...first!, synonyms: { ...first!.synonyms, en: [...first!.synonyms.en, 'a new wording'] } },
        ...rest,
      ],
    };
    expect(snapshotKey(changed)).not.toBe(snapshotKey(smallInputs));
    const again = await start(changed, folder);
    expect(again.builds).toBe(1);
    expect(again.index.knownWords.has('wording')).toBe(true);
    // A file under this key's name holding another key is not read either.
    const file = path.join(folder, `phrase-index-${snapshotKey(changed)}.json`);
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { key: string };
    fs.writeFileSync(file, JSON.stringify({ ...saved, key: snapshotKey(smallInputs) }));
    expect((await start(changed, folder)).builds).toBe(1);
  });

  it('ignores a corrupt snapshot: builds, answers, and saves a whole one', async () => {
    const folder = freshFolder();
    const file = path.join(folder, `phrase-index-${snapshotKey(smallInputs)}.json`);
    const expected = shapeOf(buildOf(smallInputs)());
    for (const corrupt of [
      '{"key":',
      JSON.stringify({ key: snapshotKey(smallInputs), snapshot: { format: 1 } }),
    ]) {
      fs.writeFileSync(file, corrupt);
      const started = await start(smallInputs, folder);
      expect(started.builds).toBe(1);
      expect(shapeOf(started.index)).toEqual(expected);
      expect((await start(smallInputs, folder)).builds).toBe(0);
    }
  });

  it('works with no folder it can write: the index is built each time, the next folder takes the snapshot', async () => {
    const blocker = path.join(freshFolder(), 'a-file');
    fs.writeFileSync(blocker, '');
    const unwritable = path.join(blocker, 'cache');
    const alone = await start(smallInputs, unwritable);
    expect(alone.builds).toBe(1);
    expect(shapeOf(alone.index)).toEqual(shapeOf(buildOf(smallInputs)()));
    expect((await start(smallInputs, unwritable)).builds).toBe(1);
    const fallback = freshFolder();
    await start(smallInputs, unwritable, fallback);
    expect((await start(smallInputs, unwritable, fallback)).builds).toBe(0);
    expect(fs.readdirSync(fallback)).toHaveLength(1);
  });
});
