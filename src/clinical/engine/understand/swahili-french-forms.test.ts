import { describe, expect, it } from 'vitest';
import { findings } from '../../knowledge/findings';
import { frenchVerbForms } from './french-verbs';
import { stemWord } from './stem';
import { infinitivesOf, readSwahiliVerb, swahiliLocativeNoun } from './swahili-verbs';
import { createUnderstanding } from './understand-input';

/**
 * The reading method for Kiswahili and French: a vocabulary written in infinitives and base forms meets
 * the forms people say (persons, noun classes, tenses, negatives, locatives, agreement, small words).
 * Sentences of our own; each negated sign has a calm twin so a denial stays a denial.
 */
const understand = createUnderstanding(findings);

function read(text: string): { present: string[]; absent: string[] } {
  const fromText = understand({ symptoms: [text], patient: {} }).findings.filter(
    (finding) => finding.source !== 'profile',
  );
  return {
    present: fromText.filter((finding) => finding.present).map((finding) => finding.findingId),
    absent: fromText.filter((finding) => !finding.present).map((finding) => finding.findingId),
  };
}

describe('Kiswahili verbs: subject, tense, object and negative', () => {
  it('parses a verb into its root, in any class and with an object', () => {
    expect(readSwahiliVerb('kinaniuma').map((reading) => reading.root)).toContain('uma');
    expect(readSwahiliVerb('vimevimba').map((reading) => reading.root)).toContain('vimba');
    expect(readSwahiliVerb('anayetapika').map((reading) => reading.root)).toContain('tapika');
    const negative = readSwahiliVerb('hakohoi').find((reading) => reading.root === 'kohoi');
    expect(negative).toMatchObject({ negative: true, negativePresent: true });
    expect(infinitivesOf(negative!)).toContain('kukohoa');
  });

  it('keeps the reflexive verbs whole: giving birth is not opening', () => {
    expect(readSwahiliVerb('amejifungua').map((reading) => reading.root)).not.toContain('fungua');
  });

  it.each([
    ['kichwa kinaniuma tangu jana', 'headache'],
    ['tumbo linamuuma sana', 'abdominal-pain'],
    ['tumbo linaniuma', 'abdominal-pain'],
    ['miguu imevimba', 'leg-swelling'],
  ])('"%s" reads %s', (text, findingId) => {
    expect(read(text).present).toContain(findingId);
  });

  it.each([
    ['hakohoi, anatapika', 'cough', 'vomiting'],
    ['hatapiki lakini anakohoa', 'vomiting', 'cough'],
    ['miguu haijavimba, homa kali', 'leg-swelling', 'fever'],
    ['sijazimia ila kichwa kinauma', 'syncope', 'headache'],
  ])('"%s": the negative verb denies %s only, %s stays told', (text, denied, told) => {
    const reading = read(text);
    expect(reading.absent).toContain(denied);
    expect(reading.present).not.toContain(denied);
    expect(reading.present).toContain(told);
  });

  it('reads a negative verb with its object: "hakohoi damu" denies coughing blood', () => {
    expect(read('hakohoi damu').absent).toContain('haemoptysis');
    expect(read('anakohoa damu').present).toContain('haemoptysis');
  });

  it('reads "does not suck" as the inability the vocabulary names, and "sucks well" as none', () => {
    expect(read('mtoto hanyonyi').present).toContain('unable-to-drink');
    expect(read('mtoto ananyonya vizuri').present).not.toContain('unable-to-drink');
  });

  it('denies a headache told with a negative verb of its class: "kichwa hakiniumi"', () => {
    expect(read('kichwa hakiniumi').absent).toContain('headache');
    expect(read('kichwa hakiniumi').present).not.toContain('headache');
  });
});

describe('Kiswahili nouns: locatives, agreement and the small words between', () => {
  it('reads a locative as its noun', () => {
    expect(swahiliLocativeNoun('tumboni')).toBe('tumbo');
    expect(swahiliLocativeNoun('ni')).toBeUndefined();
  });

  it('gives one stem to an adjective in every noun class', () => {
    expect(stemWord('jekundu')).toBe(stemWord('mwekundu'));
    expect(stemWord('nyekundu')).toBe(stemWord('mekundu'));
    expect(stemWord('mengi')).toBe(stemWord('nyingi'));
  });

  it('reads "maumivu makali kiunoni" (bad pain in the loins) as "maumivu ya kiuno"', () => {
    expect(read('maumivu makali kiunoni').present).toContain('back-pain');
  });

  it('steps over a possessive: "kichwa chake kinauma"', () => {
    expect(read('kichwa chake kinauma').present).toContain('headache');
  });

  it('steps over no possessive that is also an English word: "cannot wake her, breathing" is not "cannot breathe"', () => {
    const read1 = read('we cannot wake her, breathing slowly');
    expect(read1.present).toContain('unconscious');
    expect(read1.present).not.toContain('shortness-of-breath');
  });

  it('does not read yellow pus from the eyes as yellow eyes', () => {
    expect(read('usaha mwingi wa njano unatoka machoni').present).not.toContain('jaundice');
    expect(read('njano machoni').present).toContain('jaundice');
  });
});

describe('French small words between the words of a wording', () => {
  it('reads "perte du poids" as "perte de poids"', () => {
    expect(read('perte du poids depuis deux mois').present).toContain('weight-loss');
  });
});

describe('French verb forms and feminine endings', () => {
  it.each([
    ['il toussait beaucoup la nuit', 'cough'],
    ['il vomissait tout ce qu’il mangeait', 'vomiting'],
    ['elle est très agitée', 'agitation'],
  ])('"%s" reads %s', (text, findingId) => {
    expect(read(text).present).toContain(findingId);
  });

  it.each([
    ['il ne toussait pas', 'cough'],
    ['il ne vomissait plus', 'vomiting'],
    ["elle n'est pas agitée", 'agitation'],
  ])('"%s" denies %s', (text, findingId) => {
    expect(read(text).absent).toContain(findingId);
    expect(read(text).present).not.toContain(findingId);
  });

  it('gives the feminine and plural the masculine stem', () => {
    expect(stemWord('gonflée')).toBe(stemWord('gonflé'));
    expect(stemWord('douloureuses')).toBe(stemWord('douloureux'));
    expect(stemWord('productive')).toBe(stemWord('productif'));
    expect(stemWord('abdominaux')).toBe(stemWord('abdominal'));
    expect(stemWord('maux')).toBe(stemWord('mal'));
  });

  it('reads a French verb form back only to a French word: "urgent" is no "urge"', () => {
    expect(frenchVerbForms('toussaient')).toContain('tousse');
    expect(frenchVerbForms('vomissait')).toContain('vomit');
    expect(read('seen urgently, pain later').present).toEqual([]);
  });
});

describe('Kiswahili verbs the vocabulary holds only conjugated', () => {
  it('reads another class or tense of the same verb: "utosi kimeinuka", "pumzi yananuka kama matunda"', () => {
    expect(read('utosi kimeinuka').present).toContain('bulging-fontanelle');
    expect(read('pumzi yananuka kama matunda').present).toContain('fruity-breath');
  });

  it('never reads its negative as the sign: "pumzi hainuki kama matunda"', () => {
    expect(read('pumzi hainuki kama matunda').present).not.toContain('fruity-breath');
  });
});
