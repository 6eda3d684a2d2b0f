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
