import { describe, it, expect } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';

/**
 * Negation, attribution and time (issue 10): sentences written for these tests, each with what must be
 * read present, what must never be read present and what must be read absent.
 */
const understand = createUnderstanding(findings);

interface Row {
  text: string;
  present?: string[];
  notPresent?: string[];
  absent?: string[];
}

function checkRows(rows: readonly Row[]): void {
  it.each(rows)('"$text"', (row) => {
    const result = understand({ symptoms: [row.text], patient: {} });
    const fromText = result.findings.filter((finding) => finding.source !== 'profile');
    const present = fromText.filter((finding) => finding.present).map((finding) => finding.findingId);
    const absent = fromText.filter((finding) => !finding.present).map((finding) => finding.findingId);
    expect(present).toEqual(expect.arrayContaining(row.present ?? []));
    for (const id of row.notPresent ?? []) expect(present).not.toContain(id);
    expect(absent).toEqual(expect.arrayContaining(row.absent ?? []));
  });
}

describe('two nouns joined by "and" are two specimens, not one finding', () => {
  checkRows([
    { text: 'Her blood and urine tests came back normal.', notPresent: ['haematuria'] },
    { text: 'Urine and blood were sent to the lab.', notPresent: ['haematuria'] },
    { text: 'She noticed blood in her urine this morning.', present: ['haematuria'] },
    { text: 'The dipstick of his urine shows blood.', present: ['haematuria'] },
    { text: 'The urine was clear and the stool examination unremarkable.', notPresent: ['haematuria'] },
  ]);
});

describe("a possessive naming another person makes the finding that person's", () => {
  checkRows([
    { text: "Her mother's belly has been swollen for months.", notPresent: ['abdominal-distension'] },
    { text: "His wife's ankles are swollen.", notPresent: ['leg-swelling'] },
    { text: "The neighbour's child's eyes turned yellow last week.", notPresent: ['jaundice'] },
    { text: "Our neighbour's boy has a bad cough.", notPresent: ['cough'] },
    { text: 'Her brother died in a road crash last month.', notPresent: ['road-traffic-injury'] },
    { text: "The child's eyes are yellow.", present: ['jaundice'] },
    { text: "The baby's tummy is swollen and tight.", present: ['abdominal-distension'] },
  ]);
});

describe('an emotion is not a vital sign', () => {
  checkRows([
    { text: 'She was shocked by the news of her diagnosis.', notPresent: ['hypotension'] },
    { text: 'The patient is in shock with cold hands.', present: ['hypotension'] },
  ]);
});

describe('feeling cold is a symptom; a cold body is hypothermia', () => {
  checkRows([
    {
      text: 'He feels cold even under two blankets.',
      present: ['chills-rigors'],
      notPresent: ['hypothermia'],
    },
    { text: 'The newborn feels cold to the touch.', present: ['hypothermia'], notPresent: ['chills-rigors'] },
    { text: 'She always feels cold when others are warm.', present: ['cold-intolerance'] },
  ]);
});

describe('oedema without a site, and organ oedema', () => {
  checkRows([
    { text: 'Oedema noted on examination.', present: ['leg-swelling'] },
    { text: 'Examination: pallor, oedema.', present: ['pallor', 'leg-swelling'] },
    { text: 'There is no oedema.', absent: ['leg-swelling'] },
    { text: 'Puffy face with oedema of the face.', present: ['face-hand-oedema'] },
    { text: 'Generalized edema since last week.', present: ['leg-swelling', 'face-hand-oedema'] },
    { text: 'X-ray shows pulmonary oedema.', notPresent: ['leg-swelling'] },
  ]);
});

describe('psychosis and mania in lay words', () => {
  checkRows([
    {
      text: 'He says he hears voices that no one else in the room can hear.',
      present: ['psychotic-symptoms'],
    },
    { text: 'She is sure the neighbours are plotting against her family.', present: ['psychotic-symptoms'] },
    { text: 'For a week he has been talking very fast and sleeping little.', present: ['elevated-mood'] },
    { text: 'She went on spending sprees with borrowed money.', present: ['elevated-mood'] },
    { text: 'A voice tells him to harm others.', present: ['psychotic-symptoms'] },
    { text: 'Very little sleep and lots of energy for a week.', present: ['reduced-need-for-sleep'] },
    {
      text: 'He feels tired with no energy and sleeps little.',
      notPresent: ['reduced-need-for-sleep', 'elevated-mood'],
    },
  ]);
});

describe('negation before and after the finding', () => {
  checkRows([
    {
      text: 'The scan shows a thick gallbladder wall without any gallstones.',
      absent: ['gallstones-ultrasound-lab'],
    },
    { text: 'Gallstones were not seen on the scan.', absent: ['gallstones-ultrasound-lab'] },
    { text: 'Gallstones ruled out by ultrasound.', absent: ['gallstones-ultrasound-lab'] },
    { text: 'The scan ruled out gallstones.', absent: ['gallstones-ultrasound-lab'] },
    { text: 'Gallstones excluded on imaging.', absent: ['gallstones-ultrasound-lab'] },
    { text: 'Abdomen free of tenderness.', notPresent: ['abdominal-pain'], absent: ['abdominal-pain'] },
    { text: 'The liver is not palpable.', absent: ['hepatomegaly'] },
    { text: 'No evidence of jaundice.', absent: ['jaundice'] },
    { text: 'Blood film negative for malaria parasites.', notPresent: ['malaria-test-positive'] },
    { text: 'Fever, which has now settled.', absent: ['fever'] },
    {
      text: 'Loose stools last week, now resolved; today a cough.',
      present: ['cough'],
      absent: ['diarrhoea'],
    },
    { text: 'Fever, which is worst at night.', present: ['fever'] },
    { text: 'Meningitis cannot be excluded: the neck is stiff.', present: ['neck-stiffness'] },
    {
      text: 'Gallstones not ruled out; pain under the right ribs.',
      notPresent: ['gallstones-ultrasound-lab'],
    },
    { text: 'Gallstones cannot be excluded on this scan.', notPresent: ['gallstones-ultrasound-lab'] },
    { text: 'Douleurs abdominales sans fièvre.', present: ['abdominal-pain'], absent: ['fever'] },
    { text: "L'enfant n'a pas de diarrhée.", absent: ['diarrhoea'] },
    { text: 'Ana kikohozi bila homa.', present: ['cough'], absent: ['fever'] },
    { text: 'Mtoto hana homa.', absent: ['fever'] },
  ]);
});

describe("'non' glued to a known word negates it as 'non-' does", () => {
  checkRows([
    { text: 'A nonpruritic rash on the trunk.', present: ['rash'], absent: ['itching'] },
    { text: 'Nonbloody diarrhea for two days.', present: ['diarrhoea'], absent: ['bloody-diarrhoea'] },
    { text: 'He is a nonsmoker.', absent: ['known-copd-or-smoker'] },
    { text: 'Nonetheless the cough goes on.', present: ['cough'] },
  ]);
});

describe('a treatment after a finding sets it in time, it does not take it away', () => {
  checkRows([
    { text: 'Loose stools after a course of antibiotics for an ear infection.', present: ['diarrhoea'] },
    { text: 'Fever despite three days of antimalarials.', present: ['fever'] },
    { text: 'Cough unresponsive to amoxicillin.', present: ['cough'], notPresent: ['unconscious'] },
  ]);
});

describe('an illness long over is history, not a finding now', () => {
  checkRows([
    { text: 'She had malaria last year.', notPresent: ['malaria-test-positive'] },
    { text: 'He had jaundice about ten years ago.', notPresent: ['jaundice'] },
    { text: 'In 2018, she had a positive malaria test.', notPresent: ['malaria-test-positive'] },
    { text: 'He was treated for a cough in 2019 and now coughs again.', present: ['cough'] },
    { text: 'The cough started two years ago.', present: ['cough'] },
    { text: 'He had a fever two days ago.', present: ['fever'] },
    { text: 'Weight loss over the last year.', present: ['weight-loss'] },
    {
      text: 'The past medical history is notable for an eye discharge at two weeks of age.',
      notPresent: ['eye-discharge'],
    },
    { text: 'Prior to admission she had fever and cough.', present: ['fever', 'cough'] },
    {
      text: 'He was in a road traffic accident four months ago; now a headache that will not settle.',
      present: ['road-traffic-injury', 'headache'],
    },
    { text: 'He fell and hit his head an hour ago.', present: ['head-injury'] },
    { text: 'Her first baby was delivered in 2017.', notPresent: ['recent-childbirth'] },
    { text: 'Known diabetic on insulin.', present: ['known-diabetes'] },
    { text: 'HIV positive, on ART.', present: ['known-hiv'] },
    { text: 'Diagnosed with hypertension five years ago.', present: ['known-hypertension'] },
  ]);
});

describe('a birth told in one line makes a pregnancy told in another the one that ended', () => {
  it('a delivery with an antenatal test result is postpartum, not pregnant', () => {
    const result = understand({
      symptoms: [
        'She gave birth an hour ago and is bleeding heavily.',
        'Her antenatal haemoglobin at 34 weeks was 9.8 g/dL.',
      ],
      patient: { age: 28, gender: 'female' },
    });
    const present = result.findings.filter((finding) => finding.present).map((finding) => finding.findingId);
    expect(present).toContain('recent-childbirth');
    expect(present).not.toContain('pregnant');
  });

  it('control: a pregnancy with no birth told stays a pregnancy', () => {
    const result = understand({
      symptoms: ['Her antenatal haemoglobin at 34 weeks was 9.8 g/dL.', 'Headache and swollen feet.'],
      patient: { age: 28, gender: 'female' },
    });
    expect(result.findings.some((finding) => finding.findingId === 'pregnant' && finding.present)).toBe(true);
  });
});
