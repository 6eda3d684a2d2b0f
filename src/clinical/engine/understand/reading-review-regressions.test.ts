import { describe, it, expect } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';

/**
 * Readings a clinical safety review found wrong: a relative narrating about the patient, airway and lung
 * oedema, a named anaphylaxis, a remote birth beside a current pregnancy, and danger names taken as context.
 */
const understand = createUnderstanding(findings);

interface Case {
  text: string;
  patient?: { age?: number; gender?: 'male' | 'female'; pregnant?: boolean };
  present?: string[];
  notPresent?: string[];
}

function check(cases: readonly Case[]): void {
  it.each(cases)('"$text"', (row) => {
    const result = understand({ symptoms: [row.text], patient: row.patient ?? {} });
    const present = result.findings
      .filter((f) => f.present && f.source !== 'profile')
      .map((f) => f.findingId);
    expect(present).toEqual(expect.arrayContaining(row.present ?? []));
    for (const id of row.notPresent ?? []) expect(present).not.toContain(id);
  });
}

describe("a narrator's own relative is the patient", () => {
  check([
    { text: "our son's neck is stiff, he is hot to touch", patient: { age: 7 }, present: ['neck-stiffness'] },
    { text: "our daughter's lips turned blue this morning", patient: { age: 2 }, present: ['cyanosis'] },
    {
      text: "my wife's chest pain began this evening and she is sweating",
      patient: { age: 50, gender: 'female' },
      present: ['chest-pain', 'sweating'],
    },
  ]);
  check([
    { text: "the child's grandmother's legs are swollen", patient: { age: 6 }, notPresent: ['leg-swelling'] },
    { text: "my neighbour's son has a cough", patient: { age: 30 }, notPresent: ['cough'] },
    {
      text: "her father's chest pain is old, she has a cough",
      patient: { age: 9 },
      notPresent: ['chest-pain'],
    },
  ]);
});

describe('oedema of the airway and the lung is read; oedema of other organs is shown as not understood', () => {
  check([
    { text: 'laryngeal edema after a wasp sting', present: ['angioedema'], notPresent: ['leg-swelling'] },
    { text: 'tongue oedema since taking the new tablets', present: ['angioedema'] },
    { text: 'swollen throat after eating groundnuts', present: ['angioedema'] },
    {
      text: 'acute pulmonary edema, breathless lying flat',
      present: ['crackles'],
      notPresent: ['leg-swelling'],
    },
  ]);
  it.each(['cerebral edema on the CT scan', 'macular oedema seen by the specialist'])('"%s"', (text) => {
    const result = understand({ symptoms: [text], patient: { age: 50 } });
    expect(result.findings.filter((f) => f.present && f.source !== 'profile')).toEqual([]);
    expect(result.unrecognised.join(' ')).toMatch(/(cerebral|macular) o?edema/);
  });
});

describe('a named danger is never filed as context', () => {
  it('"known eclampsia, on magnesium" is read as the fit eclampsia is, not as context', () => {
    const result = understand({ symptoms: ['known eclampsia, on magnesium'], patient: { age: 30 } });
    expect((result.contextRead ?? []).map((read) => read.text)).not.toContain('eclampsia');
    expect(result.findings.filter((f) => f.present).map((f) => f.findingId)).toContain('convulsions');
  });

  it.each([
    ['cerebral malaria suspected', 'cerebral'],
    ['possible meningitis', 'meningitis'],
  ])('"%s" leaves "%s" not understood', (text, word) => {
    const result = understand({ symptoms: [text], patient: { age: 30 } });
    expect((result.contextRead ?? []).map((read) => read.text)).not.toContain(word);
    expect(result.unrecognised.join(' ')).toContain(word);
  });
});

describe('a birth long ago never ends a pregnancy told now', () => {
  const woman = { age: 29, gender: 'female' as const };
  check([
    {
      text: 'her last baby was delivered three years ago. now pregnant at 30 weeks with bleeding',
      patient: woman,
      present: ['pregnant'],
      notPresent: ['recent-childbirth'],
    },
    {
      text: 'alijifungua miaka miwili iliyopita, sasa ana mimba',
      patient: woman,
      present: ['pregnant'],
      notPresent: ['recent-childbirth'],
    },
    {
      text: 'she gave birth 3 hours ago and is bleeding a lot',
      patient: woman,
      present: ['recent-childbirth'],
    },
    { text: 'delivered at home five days ago, fever', patient: woman, present: ['recent-childbirth'] },
  ]);
});

describe('anaphylaxis written by name is read', () => {
  check([
    { text: 'anaphylactic reaction minutes after the injection', present: ['anaphylaxis-named'] },
    { text: 'choc anaphylactique après une piqûre de guêpe', present: ['anaphylaxis-named'] },
    { text: 'no anaphylaxis, mild itchy rash only', notPresent: ['anaphylaxis-named'] },
  ]);
});

describe('the relative who brings the patient is not the one ill', () => {
  check([
    { text: 'came in with his wife because of a cough for a week', present: ['cough'] },
    { text: 'brought by her mother for vomiting since the morning', present: ['vomiting'] },
    { text: 'amené par son père pour de la fièvre', present: ['fever'] },
    { text: 'her mother has diabetes; she has a headache', notPresent: ['known-diabetes'] },
  ]);
});
