import { describe, expect, it } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createEngine } from '..';
import { createUnderstanding } from './understand-input';
import { readMeasurements } from './read-measurements';

/**
 * Cases told in everyday Kiswahili and French read as well as the clinician's shorthand: the grammar of
 * 'cannot' ('siwezi', 'anashindwa', 'n'arrive pas à', 'incapable de'), pronouns before a verb ('ça me
 * gratte'), amounts ('anakojoa kidogo sana'), the blood pressure in cmHg ('TA 8/5'), and the words of
 * person and 'to have' ('nina', 'ako na', 'j'ai'). Each reading has a calm twin that must not change.
 */
const understand = createUnderstanding(findings);

function read(text: string, age?: number): { present: string[]; absent: string[]; unrecognised: string[] } {
  const result = understand({ symptoms: [text], patient: age === undefined ? {} : { age } });
  const fromText = result.findings.filter((finding) => finding.source !== 'profile');
  return {
    present: fromText.filter((finding) => finding.present).map((finding) => finding.findingId),
    absent: fromText.filter((finding) => !finding.present).map((finding) => finding.findingId),
    unrecognised: result.unrecognised,
  };
}

describe("Kiswahili 'cannot' in every person", () => {
  it.each([
    ['siwezi kunywa', 'unable-to-drink'],
    ['siwezi kumeza', 'dysphagia'],
    ['ameshindwa kunyonya', 'unable-to-drink'],
    ['anashindwa kunywa kabisa', 'unable-to-drink'],
  ])('"%s" reads %s', (text, id) => {
    expect(read(text, 3).present).toContain(id);
  });

  it.each(['anaweza kunywa', 'ananyonya vizuri', 'anakunywa maji'])(
    'calm twin "%s" reads no inability',
    (text) => {
      expect(read(text, 3).present).not.toContain('unable-to-drink');
    },
  );
});

describe("French 'cannot' and 'has difficulty'", () => {
  it.each([
    ["je n'arrive pas à uriner", 'unable-to-pass-urine'],
    ['je ne peux pas uriner', 'unable-to-pass-urine'],
    ["il n'arrive pas à téter", 'unable-to-drink'],
    ['elle est incapable de marcher', 'prostration'],
    ["il n'arrive plus à marcher", 'acute-flaccid-paralysis'],
    ["j'ai du mal à respirer", 'shortness-of-breath'],
  ])('"%s" reads %s', (text, id) => {
    expect(read(text, 40).present).toContain(id);
  });

  it.each([
    ['il urine bien', 'unable-to-pass-urine'],
    ['il tète bien', 'unable-to-drink'],
    ["j'ai mal à la tête", 'shortness-of-breath'],
    ["il n'a pas de mal à respirer", 'shortness-of-breath'],
  ])('calm twin "%s" does not read %s', (text, id) => {
    expect(read(text, 40).present).not.toContain(id);
  });
});

describe('French pronouns before the verb', () => {
  it('"ça me gratte partout" reads itching as "ça gratte" does', () => {
    expect(read('ça me gratte partout').present).toContain('itching');
    expect(read('ça gratte partout').present).toContain('itching');
  });
});

describe('an amount qualifies the word it follows', () => {
  it('"anakojoa kidogo sana" (passes very little urine) is little urine, not much', () => {
    const reading = read('anakojoa kidogo sana', 30);
    expect(reading.present).toContain('reduced-urine');
    expect(reading.present).not.toContain('polyuria');
  });
  it('calm twin: "anakojoa sana" (passes much urine) stays polyuria', () => {
    expect(read('anakojoa sana', 30).present).toContain('polyuria');
  });
  it('"nina uvimbe mgumu kwenye titi" reads the breast lump through its firmness', () => {
    expect(read('nina uvimbe mgumu kwenye titi', 45).present).toContain('breast-lump');
  });
});

describe("the words of person and 'to have' are understood", () => {
  it.each([
    ['nina homa na maumivu ya kichwa', ['fever', 'headache']],
    ['ako na homa na kutapika', ['fever', 'vomiting']],
    ['yuko na kikohozi', ['cough']],
    ['amekuwa na homa kwa siku tatu', ['fever']],
    ['tuko na homa', ['fever']],
    ["j'ai mal au ventre depuis 3 jours", ['abdominal-pain']],
  ])('"%s"', (text, ids) => {
    const reading = read(text, 30);
    expect(reading.present).toEqual(expect.arrayContaining(ids));
    expect(reading.unrecognised).toEqual([]);
  });
});

describe('blood pressure in centimetres of mercury (French notes)', () => {
  it.each([
    ['TA 8/5', 80, 50],
    ['TA 8,5/5', 85, 50],
    ['tension 16/11', 160, 110],
    ['la tension est de 9/6', 90, 60],
  ])('"%s" is %d/%d mmHg', (text, systolic, diastolic) => {
    expect(readMeasurements(text)).toMatchObject({ systolicBP: systolic, diastolicBP: diastolic });
  });
  it.each(['TA 120/80 mmHg', 'souffle 2/6', 'TA 12/8 mmHg'])('calm twin "%s" is not read in cmHg', (text) => {
    const { systolicBP } = readMeasurements(text);
    expect(systolicBP === undefined || systolicBP === 120).toBe(true);
  });
});

describe('a pregnant woman whose age is not written gets no child danger-sign rule', () => {
  const engine = createEngine();
  const now = new Date('2026-11-28T09:00:00Z');
  const reasons = (text: string, patient: Record<string, unknown>) =>
    engine.diagnose({ symptoms: [text], patient }, now).diagnosis.triage.reasons.join('\n');
  it('vomiting everything in pregnancy, age unknown: not an IMCI child danger sign', () => {
    expect(reasons('mjamzito, anatapika kila kitu', { gender: 'female', pregnant: true })).not.toMatch(
      /IMCI/,
    );
  });
  it('calm twin: the same words of a child of unknown age still raise the IMCI danger sign', () => {
    expect(reasons('anatapika kila kitu', {})).toMatch(/IMCI/);
  });
});

describe('an amount told inside a wording', () => {
  it.each([
    ['he has lost a lot of weight', 'weight-loss'],
    ['she has lost so much weight', 'weight-loss'],
    ['he drinks a lot of alcohol', 'alcohol-use'],
  ])('"%s" reads %s', (text, id) => {
    expect(read(text, 40).present).toContain(id);
  });
  it('"she vomited a lot of blood" is vomiting blood, its amount stepped over as in "vomited lots of blood"', () => {
    expect(read('she vomited a lot of blood', 40).present).toContain('melaena');
  });
  it('calm twin: "she lost a lot of blood" keeps the heavy bleeding a lot of blood tells', () => {
    expect(read('she lost a lot of blood', 40).present).toContain('heavy-bleeding');
  });
});

describe('blood denied after a wording denies its bloody form', () => {
  it.each([
    ['diarrhoea without blood', 'bloody-diarrhoea'],
    ['diarrhée sans sang', 'bloody-diarrhoea'],
    ['kuhara, hakuna damu', 'bloody-diarrhoea'],
    ['toux sans sang', 'haemoptysis'],
  ])('"%s": %s absent, the wording itself present', (text, id) => {
    const reading = read(text, 30);
    expect(reading.absent).toContain(id);
    expect(reading.present).not.toContain(id);
    expect(reading.present.length).toBeGreaterThan(0);
  });
  it.each([
    ['diarrhoea with blood', 'bloody-diarrhoea'],
    ['kuhara damu', 'bloody-diarrhoea'],
  ])('calm twin "%s" still reads %s', (text, id) => {
    expect(read(text, 30).present).toContain(id);
  });
});
