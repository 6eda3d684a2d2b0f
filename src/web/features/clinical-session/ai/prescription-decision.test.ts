import { describe, it, expect } from 'vitest';
import { prescriptionDecisionBodySchema } from '../../../../contracts/prescription-decision';
import { describeEditedMedications } from './prescription-decision';

describe('what an edited prescription says in the stored decision', () => {
  it('lists each medicine with the dose, route, frequency and duration the physician set', () => {
    const note = describeEditedMedications([
      {
        drug: 'Artemether-lumefantrine 20/120 mg',
        dosage: '4 tablets',
        route: 'oral',
        frequency: 'twice daily',
        duration: '3 days',
      },
      { drug: 'Paracetamol', dosage: '1 g', frequency: 'every 6 hours if fever' },
    ]);
    expect(note).toBe(
      'Artemether-lumefantrine 20/120 mg: 4 tablets, oral, twice daily, 3 days; Paracetamol: 1 g, every 6 hours if fever',
    );
    expect(prescriptionDecisionBodySchema.parse({ decision: 'edited', note }).note).toBe(note);
  });

  it('stays within what the server accepts for a long regimen', () => {
    const many = Array.from({ length: 80 }, (_, index) => ({
      drug: `Medicine ${index}`,
      dosage: '1 tablet',
      frequency: 'once daily',
      duration: '30 days',
    }));
    const note = describeEditedMedications(many);
    expect(note.length).toBeLessThanOrEqual(2000);
    expect(() => prescriptionDecisionBodySchema.parse({ decision: 'edited', note })).not.toThrow();
  });
});
