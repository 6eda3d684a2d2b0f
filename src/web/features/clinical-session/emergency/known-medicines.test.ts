import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../../../clinical/knowledge/load-knowledge';
import { knownMedicines } from './known-medicines';

describe('the emergency list’s medicine table', () => {
  it('is the knowledge’s medicines and their classes', () => {
    const fromKnowledge = new Map(
      loadKnowledge().medicines.map((medicine) => {
        const name = medicine.name.toLowerCase();
        const classes = [...new Set((medicine.allergyClasses ?? []).map((c) => c.toLowerCase()))].filter(
          (c) => c !== name && !name.startsWith(c),
        );
        return [name, classes] as const;
      }),
    );
    expect(new Map([...knownMedicines].map(([name, classes]) => [name, [...classes]]))).toEqual(
      fromKnowledge,
    );
  });
});
