import { describe, expect, it } from 'vitest';
import { medicines } from '../knowledge/medicines';
import type { Medicine } from '../knowledge/types';
import { findAllergyConflict, readAllergyTerms } from './allergy';

const all: readonly Medicine[] = medicines;
const byId = (id: string): Medicine => {
  const medicine = all.find((m) => m.id === id);
  if (medicine === undefined) throw new Error(`no medicine ${id}`);
  return medicine;
};
const isBlocked = (allergies: string[], medicineId: string) =>
  findAllergyConflict(byId(medicineId), readAllergyTerms(allergies, all)) !== undefined;

describe('allergy matching', () => {
  it.each([
    [['sulfa'], 'cotrimoxazole', true],
    [['Septrin'], 'cotrimoxazole', true],
    [['PCN'], 'benzathine-benzylpenicillin', true],
    [['amoxicillin'], 'cloxacillin', true],
    [['Coartem'], 'artemether-lumefantrine', true],
    [['coartem'], 'artesunate-injection', true],
    [['lumefantrine'], 'artemether-lumefantrine', true],
    [['NSAIDs'], 'ibuprofen', true],
    [['aspirin'], 'diclofenac', true],
    [['Flagyl'], 'tinidazole', true],
    [['quinolones'], 'ciprofloxacin', true],
    [['penicillin'], 'ceftriaxone', false],
    [['iron'], 'spironolactone', false],
    [['sulfa'], 'amoxicillin', false],
    [['egg'], 'amoxicillin', false],
    [['allergic to cephalosporins'], 'ceftriaxone', true],
  ] as const)('allergy %j withholds %s: %s', (allergies, medicineId, expected) => {
    expect(isBlocked([...allergies], medicineId)).toBe(expected);
  });
});
