import { describe, expect, it } from 'vitest';
import { findings } from '../../knowledge/findings';
import { frenchVerbBase } from './french-verbs';
import { stemWord } from './stem';
import { createUnderstanding } from './understand-input';

/**
 * French verbs of the body in every tense and person, French clinic shorthand, and the wordings of weight,
 * sputum and cold skin the examiners' misses showed were not read. Sentences of our own.
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

describe('French conjugated verbs meet one form', () => {
  it.each([
    ['vomissaient', 'vomit'],
    ['vomir', 'vomit'],
    ['vomis', 'vomit'],
    ['vomissements', 'vomit'],
    ['toussait', 'tousse'],
    ['toussent', 'tousse'],
    ['crachats', 'crache'],
    ['buvait', 'boit'],
    ['perdu', 'perd'],
    ['maigrissait', 'maigrit'],
  ])('%s is read as %s', (form, base) => {
    expect(frenchVerbBase(form)).toBe(base);
    expect(stemWord(form)).toBe(stemWord(base));
  });

  it.each(['vomit', 'urine', 'tremble', 'patient', 'fever', 'pregnant', 'water', 'march'])(
    'the English word %s keeps its own stem',
    (word) => {
      expect(frenchVerbBase(word)).toBe(word);
    },
  );
});

describe('French told in any tense reads the finding', () => {
  it.each([
    ['depuis ce matin elle ne vomit plus', 'vomiting', 'absent'],
    ['la nuit dernière il vomissait sans arrêt', 'vomiting', 'present'],
    ['ils crachaient du sang le matin', 'haemoptysis', 'present'],
    ['mon fils ne buvait plus rien', 'unable-to-drink', 'present'],
    ['elles transpiraient la nuit', 'night-sweats', 'present'],
    ['depuis hier je crache un peu en toussant', 'productive-cough', 'present'],
    ['le bébé est tout froid quand on le touche au ventre', 'hypothermia', 'present'],
    ['il a perdu 6 kilos en deux mois', 'weight-loss', 'present'],
    ['une perte de 5 kg cette année', 'weight-loss', 'present'],
    ['depuis la nuit il crache de la mousse', 'pink-frothy-sputum', 'present'],
    ['patiente sous TARV depuis 2019', 'known-hiv', 'present'],
    ['cardiopathie rhumatismale suivie à Dakar', 'known-heart-disease', 'present'],
  ])('"%s" reads %s %s', (text, findingId, state) => {
    const reading = read(text);
    expect(state === 'present' ? reading.present : reading.absent).toContain(findingId);
  });

  it('a node that grows is no weight gain', () => {
    expect(read("les ganglions de l'aisselle grossissent").present).not.toContain('weight-gain');
    expect(read('elle a grossi de 4 kg').present).toContain('weight-gain');
  });
});

describe('French clinic shorthand', () => {
  it.each([
    ['OMI bilatéraux', 'leg-swelling'],
    ['HSMG à la palpation', 'splenomegaly'],
    ['HMG douloureuse', 'hepatomegaly'],
    ['AEG depuis un mois', 'malaise'],
    ['BDC assourdis', 'muffled-heart-sounds'],
    ['DRS constrictive', 'chest-pain'],
  ])('"%s" reads %s', (text, findingId) => {
    expect(read(text).present).toContain(findingId);
  });

  it("'Drs' in lower case are doctors, not a chest pain", () => {
    expect(read('reviewed by the drs on the ward').present).not.toContain('chest-pain');
  });
});
