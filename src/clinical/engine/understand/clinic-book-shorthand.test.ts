import { describe, it, expect } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';

/**
 * The shorthand of a clinic book (clinical officer, nurse, midwife): abbreviated words, the signs written as
 * symbols (+, -, Ø, #, ↑, ↓), named signs without the word 'sign', and queries written against a word.
 * Each reading has its calm twin: the same words without the finding, or the other meaning of the
 * abbreviation.
 */
const understand = createUnderstanding(findings);

interface Case {
  text: string;
  patient?: { age?: number; gender?: 'male' | 'female' };
  present?: string[];
  absent?: string[];
  notRead?: string[];
}

function check(cases: readonly Case[]): void {
  it.each(cases)('"$text"', (row) => {
    const result = understand({
      symptoms: [row.text],
      patient: row.patient ?? { age: 34, gender: 'female' },
    });
    const present = result.findings.filter((f) => f.present).map((f) => f.findingId);
    const absent = result.findings.filter((f) => !f.present).map((f) => f.findingId);
    expect(present).toEqual(expect.arrayContaining(row.present ?? []));
    expect(absent).toEqual(expect.arrayContaining(row.absent ?? []));
    for (const id of row.notRead ?? []) {
      expect(present).not.toContain(id);
      expect(absent).not.toContain(id);
    }
    for (const id of row.absent ?? []) expect(present).not.toContain(id);
  });
}

describe('abbreviated words read as the words they stand for', () => {
  check([
    { text: 'Wt loss over 2/12', present: ['weight-loss'] },
    { text: 'Conj suffusion both eyes', present: ['conjunctival-suffusion'] },
    {
      text: 'purulent urethral d/c x4/7',
      present: ['urethral-discharge'],
      patient: { age: 25, gender: 'male' },
    },
    { text: 'no urethral d/c', absent: ['urethral-discharge'], patient: { age: 25, gender: 'male' } },
    { text: 'FHS absent on Pinard', present: ['reduced-fetal-movements'] },
    { text: 'FHS heard, regular', notRead: ['reduced-fetal-movements'] },
    { text: 'FMs reduced since yesterday', present: ['reduced-fetal-movements'] },
    { text: 'IUFD confirmed on scan', present: ['reduced-fetal-movements'] },
    { text: 'tender matted L axillary LNs', present: ['lymphadenopathy'] },
    { text: 'unvacc, sore throat', present: ['unvaccinated'] },
    // A tender groin node is a node, not a plague bubo; the bubo is very painful.
    { text: 'fever, tender inguinal LNs', present: ['lymphadenopathy'], notRead: ['painful-bubo'] },
    { text: 'fever, very painful swollen gland L groin', present: ['painful-bubo'] },
  ]);
});

describe('LAP and LAD: lymph nodes by their context, else left as they were', () => {
  check([
    { text: 'generalised LAP, fever', present: ['lymphadenopathy'], notRead: ['lower-abdominal-pain'] },
    { text: 'LAD: cervical and axillary', present: ['lymphadenopathy'] },
    {
      text: 'pallor -, jaundice -, cyanosis -, LAP -',
      absent: ['lymphadenopathy', 'pallor', 'jaundice', 'cyanosis'],
      notRead: ['lower-abdominal-pain'],
    },
    // Calm twin: LAP beside bleeding in a woman is her lower abdominal pain, as before.
    { text: 'c/o LAP and PV bleeding x2/7', present: ['lower-abdominal-pain'], notRead: ['lymphadenopathy'] },
  ]);
});

describe('the signs of the clinic book: + graded, - and Ø for none, # fracture, ↑ ↓', () => {
  check([
    { text: 'pallor +++', present: ['pallor'] },
    { text: 'pallor -, jaundice ++', present: ['jaundice'], absent: ['pallor'] },
    { text: 'Ø fever', absent: ['fever'] },
    { text: 'fever Ø, cough +', present: ['cough'], absent: ['fever'] },
    // Calm twin: a dash between a finding and its duration denies nothing.
    { text: 'fever - 3 days', present: ['fever'] },
    { text: '# R femur after a fall', present: ['hip-thigh-fracture'] },
    { text: '↑ thirst and ↓ urine output', present: ['polydipsia', 'reduced-urine'] },
    { text: 'JACCOLD nil', absent: ['jaundice', 'cyanosis', 'lymphadenopathy'] },
  ]);
});

describe('a named sign written by its name and result', () => {
  check([
    { text: "Murphy's +ve", present: ['murphy-sign'] },
    { text: "Murphy's -ve", absent: ['murphy-sign'] },
    { text: "Kernig's sign +ve", present: ['neck-stiffness'] },
    // Calm twin: a possessive elsewhere names no sign.
    { text: "mother's sister is well", notRead: ['murphy-sign', 'neck-stiffness'] },
  ]);
});

describe('a query written against a word ends no sentence', () => {
  check([
    {
      text: 'swallowed ?12 of the ferrous sulphate tabs',
      patient: { age: 3, gender: 'male' },
      present: ['iron-ingestion'],
    },
    // Calm twin: a question mark that ends a question still ends it.
    {
      text: 'swallowed something? no tablets missing',
      patient: { age: 3, gender: 'male' },
      notRead: ['iron-ingestion'],
    },
  ]);
});

describe('obstetric and limb shorthand', () => {
  check([
    { text: 'C/S 4/7 ago, wound red', present: ['recent-childbirth'] },
    // Calm twin: a caesarean long past is no recent birth.
    { text: 'previous C/S x2, now 30/40', notRead: ['recent-childbirth'] },
    { text: 'Liquor: meconium stained, thick', present: ['bandl-ring-or-fetal-distress'] },
    { text: 'HR 150 irregular', present: ['irregular-pulse'] },
    { text: 'HR 150 regular', notRead: ['irregular-pulse'] },
    {
      text: 'febrile, R hip pain on passive movement',
      patient: { age: 1, gender: 'male' },
      present: ['refuses-to-move-limb'],
    },
    {
      text: 'R forearm deformity after fall',
      patient: { age: 10, gender: 'male' },
      present: ['forearm-wrist-fracture'],
    },
  ]);
});
