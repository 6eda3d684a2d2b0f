import { describe, expect, it } from 'vitest';
import { medicines } from './medicines';
import { regimens } from './conditions';
import { clinicalScope } from './scope';
import { allSources } from './load-knowledge';
import { medicineSchema, regimenSchema, type Citation, type Medicine, type Regimen } from './types';

const sourceIds = new Set<string>(allSources.map((s) => s.id));
const medicineById = new Map<string, Medicine>(medicines.map((m) => [m.id, m]));
const allRegimens: readonly Regimen[] = regimens;
const allMedicines: readonly Medicine[] = medicines;

function citationsOfMedicine(medicine: Medicine): Citation[] {
  return [
    ...medicine.citations,
    ...medicine.contraindications.flatMap((c) => c.citations),
    ...medicine.interactions.flatMap((i) => i.citations),
  ];
}
function citationsOfRegimen(regimen: Regimen): Citation[] {
  return [...regimen.citations, ...regimen.items.flatMap((item) => item.citations)];
}

describe('medicines catalogue', () => {
  it('parses with the schema and has unique ids', () => {
    for (const medicine of allMedicines)
      expect(() => medicineSchema.parse(medicine), medicine.id).not.toThrow();
    expect(new Set(allMedicines.map((m) => m.id)).size).toBe(allMedicines.length);
    expect(allMedicines.length).toBeGreaterThanOrEqual(70);
  });

  it('cites only known sources', () => {
    const unknown = allMedicines.flatMap((m) =>
      citationsOfMedicine(m)
        .filter((c) => !sourceIds.has(c.sourceId))
        .map((c) => `${m.id}: ${c.sourceId}`),
    );
    expect(unknown).toEqual([]);
  });

  it('gives amoxicillin the penicillin and beta-lactam allergy classes', () => {
    expect(medicineById.get('amoxicillin')?.allergyClasses).toEqual(['penicillin', 'beta-lactam']);
  });
});

describe('regimens', () => {
  it('parse with the schema and have unique ids', () => {
    for (const regimen of allRegimens) expect(() => regimenSchema.parse(regimen), regimen.id).not.toThrow();
    expect(new Set(allRegimens.map((r) => r.id)).size).toBe(allRegimens.length);
  });

  it('cover every condition of the scope and only those', () => {
    const scopeIds = new Set<string>(clinicalScope.map((c) => c.id));
    expect(allRegimens.filter((r) => !scopeIds.has(r.conditionId)).map((r) => r.id)).toEqual([]);
    const covered = new Set(allRegimens.map((r) => r.conditionId));
    expect(clinicalScope.filter((c) => !covered.has(c.id)).map((c) => c.id)).toEqual([]);
  });

  it('name only medicines of the catalogue, and every alternative has a dose in a regimen of the same condition', () => {
    const problems: string[] = [];
    for (const regimen of allRegimens) {
      for (const item of regimen.items) {
        if (!medicineById.has(item.medicineId)) problems.push(`${regimen.id}: unknown ${item.medicineId}`);
        for (const alternativeId of item.alternativeIds) {
          if (!medicineById.has(alternativeId))
            problems.push(`${regimen.id}: unknown alternative ${alternativeId}`);
          const isDosed = allRegimens.some(
            (r) =>
              r.conditionId === regimen.conditionId && r.items.some((i) => i.medicineId === alternativeId),
          );
          if (!isDosed)
            problems.push(
              `${regimen.id}: alternative ${alternativeId} has no dose for ${regimen.conditionId}`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('cite only known sources', () => {
    const unknown = allRegimens.flatMap((r) =>
      citationsOfRegimen(r)
        .filter((c) => !sourceIds.has(c.sourceId))
        .map((c) => `${r.id}: ${c.sourceId}`),
    );
    expect(unknown).toEqual([]);
  });

  it('never write a band or fixed dose above its own maxima', () => {
    const problems: string[] = [];
    for (const regimen of allRegimens) {
      for (const item of regimen.items) {
        const dose = item.dose;
        const amounts =
          dose.kind === 'fixed' ? [dose.mg] : dose.kind === 'mg-per-kg' ? [] : dose.bands.map((b) => b.mg);
        for (const mg of amounts) {
          if (mg > dose.maxMgPerDose || mg * item.dosesPerDay > dose.maxMgPerDay + 1e-9)
            problems.push(`${regimen.id}/${item.medicineId}: ${mg}`);
        }
        if (dose.maxMgPerDose > dose.maxMgPerDay)
          problems.push(`${regimen.id}/${item.medicineId}: max per dose above max per day`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each([
    'bronchiolitis',
    'common-cold',
    'acute-gastroenteritis',
    'influenza',
    'covid-19',
    'dengue',
    'conjunctivitis',
    'measles',
    'varicella',
    'acute-sinusitis',
    'viral-hepatitis',
  ])('give no antibacterial for %s', (conditionId) => {
    const antibacterials = allRegimens
      // A newborn's purulent conjunctivitis is presumed gonococcal and treated (WHO N. gonorrhoeae guideline 2016).
      .filter((r) => r.conditionId === conditionId && r.population?.maxAgeDays === undefined)
      .flatMap((r) => r.items)
      .filter((item) => medicineById.get(item.medicineId)?.atc.startsWith('J01'));
    expect(antibacterials).toEqual([]);
  });
});

/** The doses a day a citation's wording states ('3 times daily', '2-3 times daily', 'every 6 hours'), as ranges. */
function statedDosesPerDay(section: string): [number, number][] {
  const counts: Record<string, number> = { once: 1, twice: 2, three: 3, four: 4 };
  const ranges: [number, number][] = [];
  const times = /\b(once|twice|three|four|\d)(?:\s*(?:-|to)\s*(\d))?\s*(?:times\s*)?(?:daily|a day)\b/gi;
  for (const match of section.matchAll(times)) {
    const low = counts[match[1]!.toLowerCase()] ?? Number(match[1]);
    ranges.push([low, match[2] === undefined ? low : Number(match[2])]);
  }
  for (const match of section.matchAll(/\bevery (\d+)(?:\s*(?:-|to)\s*(\d+))? ?h(?:ours?)?\b/gi)) {
    const shortest = Number(match[1]);
    const longest = match[2] === undefined ? shortest : Number(match[2]);
    ranges.push([24 / longest, 24 / shortest]);
  }
  return ranges;
}

describe('regimen frequencies', () => {
  it('read the frequency a citation states', () => {
    expect(statedDosesPerDay('co-trimoxazole 8 mg/kg + 40 mg/kg 3 times daily')).toEqual([[3, 3]]);
    expect(statedDosesPerDay('apply 2-3 times daily')).toEqual([[2, 3]]);
    expect(statedDosesPerDay('10 to 40 mg 3 to 4 times daily')).toEqual([[3, 4]]);
    expect(statedDosesPerDay('50 000 U/kg every 6 hours')).toEqual([[4, 4]]);
    expect(statedDosesPerDay('Pneumonia')).toEqual([]);
  });

  it('agree with the frequency their item citations state', () => {
    const disagreeing = allRegimens.flatMap((regimen) =>
      regimen.items.flatMap((item) =>
        item.citations
          .map((citation) => ({ citation, ranges: statedDosesPerDay(citation.section) }))
          .filter(({ ranges }) => ranges.length > 0)
          .filter(
            ({ ranges }) =>
              !ranges.some(([low, high]) => item.dosesPerDay >= low && item.dosesPerDay <= high),
          )
          .map(({ citation }) => `${regimen.id} ${item.medicineId} ${item.frequency}: ${citation.section}`),
      ),
    );
    expect(disagreeing).toEqual([]);
  });
});
