import { describe, expect, it } from 'vitest';
import { findings } from '../../knowledge/findings';
import { allSources } from '../../knowledge/load-knowledge';
import { ingestedDoseThresholds, ironSaltContents } from '../../knowledge/written-thresholds';
import { elementalIronMg } from './elemental-iron';
import { createUnderstanding } from './understand-input';

/**
 * An iron overdose is judged in elemental iron per kg (WHO Pocket Book 2013: toxic from 20 mg/kg), the
 * tablets' salt converted by its iron content (BNF: ferrous sulfate 200 mg = 65 mg iron, ferrous fumarate
 * 210 mg = 68 mg, ferrous gluconate 300 mg = 35 mg).
 */
const understand = createUnderstanding(findings);
const read = (text: string, patient: { age: number; weight: number }) => {
  const result = understand({ symptoms: [text], patient });
  const present = result.findings.filter((f) => f.present).map((f) => f.findingId);
  return { present, elementalPerKg: result.amounts?.ingestedElementalIronMgPerKg };
};

describe('iron overdose by elemental iron per kg', () => {
  it.each([
    ['the toddler swallowed 15 tablets of ferrous sulfate 200 mg', 12, 81.3],
    ['swallowed 20 tablets of 210 mg ferrous fumarate', 30, 45.3],
    ['swallowed 30 ferrous gluconate 300 mg tablets', 40, 26.3],
    ['ate 10 tablets of 60 mg iron', 14, 42.9], // written as iron: no conversion
    ['ate 8 iron tablets 200 mg each', 10, 52], // salt not named: the largest iron share (65 in 200 mg)
  ])('"%s" at %s kg: %s mg/kg elemental iron, toxic', (text, weight, perKg) => {
    const { present, elementalPerKg } = read(text, { age: 3, weight });
    expect(elementalPerKg).toBe(perKg);
    expect(present).toContain('iron-ingestion');
  });

  it('control: 3 tablets of ferrous sulfate 200 mg at 16 kg is 12.2 mg/kg of iron, below 20 (37.5 mg/kg of salt)', () => {
    const { present, elementalPerKg } = read('swallowed 3 tablets of ferrous sulfate 200 mg', {
      age: 4,
      weight: 16,
    });
    expect(elementalPerKg).toBe(12.2);
    expect(present).not.toContain('iron-ingestion');
  });

  it('calm twin: tablets handed out at the clinic are a supply, not an overdose', () => {
    const { present } = read('was given 90 ferrous sulfate 200 mg tablets at the antenatal clinic', {
      age: 25,
      weight: 60,
    });
    expect(present).not.toContain('iron-ingestion');
  });

  it('converts by the salt named, whatever the strength', () => {
    expect(elementalIronMg(2000, '10 tablets of ferrous sulfate 200 mg')).toBe(650);
    expect(elementalIronMg(3000, '10 ferrous gluconate 300 mg')).toBe(350);
    expect(elementalIronMg(600, '10 tablets of 60 mg elemental iron')).toBe(600);
  });

  it('cites known sources for every salt and threshold', () => {
    const known = new Set(allSources.map((source) => source.id));
    for (const entry of [...ironSaltContents, ...ingestedDoseThresholds])
      expect(known.has(entry.citation.sourceId), entry.citation.sourceId).toBe(true);
  });
});
