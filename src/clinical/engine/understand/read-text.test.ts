import { describe, it, expect } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';

const understand = createUnderstanding(findings);

/** What a clinician would check: the findings read present and absent from one line of free text. */
function read(text: string): { present: string[]; absent: string[]; unrecognised: string[] } {
  const result = understand({ symptoms: [text], patient: {} });
  const fromText = result.findings.filter((finding) => finding.source === 'symptom');
  return {
    present: fromText.filter((finding) => finding.present).map((finding) => finding.findingId),
    absent: fromText.filter((finding) => !finding.present).map((finding) => finding.findingId),
    unrecognised: result.unrecognised,
  };
}

interface PhraseCase {
  name: string;
  text: string;
  present?: string[];
  absent?: string[];
}

function checkCases(cases: readonly PhraseCase[]): void {
  it.each(cases)('$name: "$text"', ({ text, present = [], absent = [] }) => {
    const reading = read(text);
    expect(reading.present).toEqual(expect.arrayContaining(present));
    expect(reading.absent).toEqual(expect.arrayContaining(absent));
    for (const id of absent) expect(reading.present).not.toContain(id);
    for (const id of present) expect(reading.absent).not.toContain(id);
  });
}

describe('free text in English, clinical and lay', () => {
  checkCases([
    { name: 'lay fever', text: 'hotness of body', present: ['fever'] },
    { name: 'lay fever', text: 'the body is hot since yesterday', present: ['fever'] },
    { name: 'clinical fever', text: 'Pyrexia and rigors', present: ['fever', 'chills-rigors'] },
    { name: 'lay diarrhoea', text: 'running stomach', present: ['diarrhoea'] },
    { name: 'loose stools', text: 'loose stools and vomiting', present: ['diarrhoea', 'vomiting'] },
    { name: 'breathing', text: 'difficulty in breathing', present: ['shortness-of-breath'] },
    {
      name: 'dysentery',
      text: 'frequent small stools with blood and mucus',
      present: ['diarrhoea', 'bloody-diarrhoea', 'mucus-in-stool'],
    },
    {
      name: 'meningism',
      text: 'stiff neck and eyes hurt in bright light',
      present: ['neck-stiffness', 'photophobia'],
    },
    { name: 'high fever implies fever', text: 'high fever', present: ['high-fever', 'fever'] },
    {
      name: 'specific cough implies cough',
      text: 'productive cough; coughing up blood',
      present: ['productive-cough', 'cough', 'haemoptysis'],
    },
    {
      name: 'laterality between words',
      text: 'red, bulging right eardrum',
      present: ['red-bulging-eardrum'],
    },
    {
      name: 'stroke wording',
      text: 'sudden weakness of the right arm and leg',
      present: ['focal-weakness', 'sudden-onset-neuro'],
    },
    {
      name: 'non-productive is dry',
      text: 'non productive cough',
      present: ['dry-cough', 'cough'],
      absent: [],
    },
    { name: 'unable to drink', text: 'unable to drink or breastfeed', present: ['unable-to-drink'] },
    { name: 'still able to drink', text: 'still able to drink', absent: ['unable-to-drink'] },
    {
      name: 'able to drink and breastfeed',
      text: 'Still able to drink and breastfeed',
      absent: ['unable-to-drink'],
    },
    {
      name: 'negation through a coordination',
      text: 'no pain in the chest or abdomen',
      absent: ['chest-pain', 'abdominal-pain'],
    },
    { name: 'plural and tense', text: 'vomited twice, headaches', present: ['vomiting', 'headache'] },
    { name: 'not able to', text: 'not able to keep fluids down', present: ['vomiting-everything'] },
    { name: 'contraction', text: "can't talk in full sentences", present: ['unable-to-speak-sentences'] },
    { name: "doesn't negates", text: "doesn't have a cough", absent: ['cough'] },
    {
      name: 'temperature in words',
      text: 'convulsed at home, fever 39.5',
      present: ['convulsions', 'high-fever', 'fever'],
    },
    { name: 'missing article', text: 'itchy rash between fingers', present: ['itchy-web-spaces'] },
    { name: 'side words', text: 'left sided weakness', present: ['focal-weakness'] },
    {
      name: 'coordinated words share a phrase',
      text: 'pain in the chest and abdomen',
      present: ['chest-pain', 'abdominal-pain'],
    },
    {
      name: 'coordinated words before a phrase',
      text: 'joint and muscle aches',
      present: ['arthralgia', 'myalgia'],
    },
  ]);
  it('does not read what makes a pain worse as a symptom', () => {
    expect(read('headache worse on walking and coughing').present).not.toContain('cough');
  });
  it('does not take a conjugated verb for a look-alike word', () => {
    expect(read('convulsed at home').present).not.toContain('confusion');
  });
  it('does not read a dry cough into a productive one', () => {
    expect(read('non productive cough').present).not.toContain('productive-cough');
  });
});

describe('Swahili', () => {
  checkCases([
    { name: 'fever', text: 'homa kali', present: ['fever'] },
    { name: 'body heat', text: 'joto mwilini', present: ['fever'] },
    { name: 'cough and diarrhoea', text: 'kikohozi na kuhara', present: ['cough', 'diarrhoea'] },
    { name: 'diarrhoea and vomiting', text: 'kuharisha na kutapika', present: ['diarrhoea', 'vomiting'] },
    { name: 'headache', text: 'maumivu ya kichwa', present: ['headache'] },
    { name: 'headache, lay', text: 'kichwa kuuma', present: ['headache'] },
    { name: 'convulsions', text: 'degedege', present: ['convulsions'] },
    { name: 'stiff neck', text: 'shingo ngumu', present: ['neck-stiffness'] },
    { name: 'blood in stool', text: 'damu kwenye choo', present: ['bloody-diarrhoea'] },
    { name: 'hard breathing', text: 'kupumua kwa shida', present: ['shortness-of-breath'] },
    { name: 'conjugated verbs', text: 'anaharisha na alitapika', present: ['diarrhoea', 'vomiting'] },
    { name: 'conjugated, urine', text: 'anakojoa mara kwa mara', present: ['urinary-frequency'] },
    { name: 'severity between words', text: 'maumivu makali ya tumbo', present: ['abdominal-pain'] },
    { name: 'coordinated', text: 'maumivu ya kichwa na viungo', present: ['headache', 'arthralgia'] },
    { name: 'still breastfeeding', text: 'anaweza kunyonya', absent: ['unable-to-drink'] },
  ]);
  it('does not read "anakojoa" (passes urine) as "anakohoa" (coughs)', () => {
    expect(read('anakojoa mara kwa mara').present).not.toContain('cough');
  });
});

describe('French', () => {
  checkCases([
    { name: 'fever and cough', text: 'fièvre et toux', present: ['fever', 'cough'] },
    { name: 'without accents', text: 'fievre, diarrhee', present: ['fever', 'diarrhoea'] },
    { name: 'vomiting', text: 'vomissements depuis hier', present: ['vomiting'] },
    { name: 'headache', text: 'céphalées intenses', present: ['severe-headache', 'headache'] },
    { name: 'meningism', text: 'raideur de la nuque', present: ['neck-stiffness'] },
    { name: 'convulsions', text: 'convulsions répétées', present: ['convulsions'] },
    { name: 'drinking', text: "l'enfant ne boit plus", present: ['unable-to-drink'] },
    {
      name: 'urine',
      text: 'brûlures mictionnelles et pollakiurie depuis 2 jours',
      present: ['dysuria', 'urinary-frequency'],
    },
    {
      name: 'radiating pain',
      text: 'douleur thoracique constrictive irradiant au bras gauche',
      present: ['crushing-chest-pain', 'pain-radiating-arm-jaw'],
    },
  ]);
});

describe('misspellings and abbreviations', () => {
  checkCases([
    { name: 'diarhoea', text: 'diarhoea', present: ['diarrhoea'] },
    { name: 'vommiting', text: 'vommiting', present: ['vomiting'] },
    { name: 'headach', text: 'headach', present: ['headache'] },
    { name: 'US spelling', text: 'diarrhea', present: ['diarrhoea'] },
    { name: 'transposed letters', text: 'haedache', present: ['headache'] },
    { name: 'SOB', text: 'SOB on exertion', present: ['shortness-of-breath'] },
    { name: 'DIB', text: 'c/o DIB', present: ['shortness-of-breath'] },
    { name: 'N/V', text: 'N/V', present: ['nausea', 'vomiting'] },
    { name: 'PND', text: 'PND', present: ['orthopnoea'] },
    { name: 'LOC', text: 'LOC', present: ['unconscious'] },
    { name: 'HA in capitals', text: 'HA x2/7', present: ['headache'] },
    { name: 'RUQ', text: 'RUQ pain', present: ['right-upper-quadrant-pain'] },
    { name: 'RLQ', text: 'RLQ tenderness', present: ['right-lower-quadrant-pain'] },
    { name: 'LAP', text: 'LAP', present: ['lower-abdominal-pain'] },
  ]);
  it('never corrects short words, numbers or a different first letter', () => {
    expect(read('ha ha').present).not.toContain('headache');
    expect(read('folic acid').present).not.toContain('abdominal-pain');
    expect(read('never had that before').present).not.toContain('fever');
    expect(read('HbSS confirmed at age 2').present).not.toContain('diarrhoea');
  });
});

describe('negation and its scope', () => {
  checkCases([
    { name: 'no', text: 'no cough', absent: ['cough'] },
    { name: 'denies', text: 'denies chest pain', absent: ['chest-pain'] },
    { name: 'not', text: 'not vomiting', absent: ['vomiting'] },
    { name: 'without', text: 'without fever', absent: ['fever'] },
    {
      name: 'nausea without vomiting',
      text: 'nausea without vomiting',
      present: ['nausea'],
      absent: ['vomiting'],
    },
    { name: 'list', text: 'no fever or rash', absent: ['fever', 'rash'] },
    { name: 'ends at comma', text: 'no fever, cough for 3 days', present: ['cough'], absent: ['fever'] },
    {
      name: 'ends at but',
      text: 'no vomiting but has diarrhoea',
      present: ['diarrhoea'],
      absent: ['vomiting'],
    },
    {
      name: 'a list closed by or',
      text: 'has not had headache, rash, or joint pains',
      absent: ['headache', 'rash', 'arthralgia'],
    },
    {
      name: 'a list after a verb of denial',
      text: 'denies cough, vomiting, dysuria',
      absent: ['cough', 'vomiting', 'dysuria'],
    },
    {
      name: 'a list item with its own assertion',
      text: 'no fever, has cough and vomiting',
      present: ['cough', 'vomiting'],
      absent: ['fever'],
    },
    {
      name: 'a prefix negates one wording',
      text: 'non-bloody diarrhoea',
      present: ['diarrhoea'],
      absent: ['bloody-diarrhoea'],
    },
    {
      name: 'a prefix before an unknown word negates nothing after it',
      text: 'non-foul watery stools',
      present: ['watery-diarrhoea'],
    },
    {
      name: 'normal vital signs',
      text: 'vital signs within normal limits',
      absent: ['fever', 'tachycardia', 'tachypnoea', 'hypotension'],
    },
    { name: 'trailing', text: 'cough absent', absent: ['cough'] },
    { name: 'trailing after a colon', text: 'Cough: nil', absent: ['cough'] },
    { name: 'shorthand negative', text: 'malaria RDT -ve', absent: ['malaria-test-positive'] },
    { name: 'hakuna', text: 'hakuna homa', absent: ['fever'] },
    { name: 'bila', text: 'bila kikohozi', absent: ['cough'] },
    { name: 'hana', text: 'hana homa', absent: ['fever'] },
    { name: 'sina', text: 'sina kikohozi', absent: ['cough'] },
    { name: 'lakini', text: 'hana homa lakini anakohoa', present: ['cough'], absent: ['fever'] },
    { name: 'pas de', text: 'pas de fièvre', absent: ['fever'] },
    { name: 'sans', text: 'sans toux', absent: ['cough'] },
    { name: 'ni ... ni', text: 'ni toux ni fièvre', absent: ['cough', 'fever'] },
    { name: 'mais', text: 'pas de fièvre mais toux', present: ['cough'], absent: ['fever'] },
    { name: 'negation inside the wording', text: 'does not sleep under a bed net', present: ['no-bed-net'] },
    {
      name: 'negation inside the wording',
      text: 'No vaccinations after 6 weeks of age',
      present: ['unvaccinated'],
    },
    {
      name: 'aggravating factor is not a symptom',
      text: 'headache worse on walking and coughing',
      present: ['headache'],
    },
    {
      name: 'absence spreads to narrower findings',
      text: 'no fever',
      absent: ['fever', 'high-fever', 'prolonged-fever'],
    },
  ]);
});

describe('letters after a number', () => {
  it('reads a unit, not the abbreviation it spells', () => {
    expect(read('breathing at 40 rpm').present).not.toContain('ruptured-membranes');
    expect(read('breathing at 40rpm').present).not.toContain('ruptured-membranes');
    expect(read('RPM at 30 weeks').present).toContain('ruptured-membranes');
  });
});

describe('what is not understood', () => {
  it('reports unknown words instead of guessing', () => {
    const reading = read('fever and glorbitis of the left toe');
    expect(reading.present).toContain('fever');
    // The toe is a part of the body, read as context (read-context-terms.ts): only the unknown word is left.
    expect(reading.unrecognised).toEqual(['glorbitis']);
  });
  it('does not report filler words', () => {
    expect(read('patient complains of fever for 3 days').unrecognised).toEqual([]);
  });
});

describe('how long each part of a sentence has lasted', () => {
  const durationOf = (text: string, findingId: string) =>
    understand({ symptoms: [text], patient: {} }).findings.find((finding) => finding.findingId === findingId)
      ?.durationDays;

  it('gives a part anchored at its own moment no duration from another part', () => {
    const text = 'high fever for 2 days, had a fit this morning';
    expect(durationOf(text, 'fever') ?? durationOf(text, 'high-fever')).toBe(2);
    expect(durationOf(text, 'convulsions')).toBeUndefined();
  });

  it('still shares a duration across parts that name no moment of their own', () => {
    expect(durationOf('joint pain, swelling for 3 months', 'arthralgia')).toBe(90);
  });
});
