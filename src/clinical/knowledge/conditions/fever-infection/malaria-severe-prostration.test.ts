import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../engine';

/*
 * Severe malaria is prostration, impaired consciousness or inability to take oral treatment with malaria
 * parasites, suspected with fever before a test (WHO malaria guidelines 2023, definition of severe malaria).
 */
const engine = createEngine();
const now = new Date('2026-11-28T08:00:00Z');
const reasonsOf = (symptoms: string[], age: number) =>
  engine.diagnose({ symptoms, patient: { age, country: 'UG' } }, now).diagnosis.triage.reasons.join(' | ');

describe('the severe malaria alarm for prostration needs fever or a positive malaria test', () => {
  it('a feverish child who cannot sit or stand raises it', () => {
    expect(reasonsOf(['fever for 3 days', 'too weak to stand, cannot sit up'], 3)).toMatch(/severe malaria/);
  });

  it('a positive RDT with prostration raises it', () => {
    expect(reasonsOf(['malaria RDT positive', 'too weak to stand'], 30)).toMatch(/severe malaria/);
  });

  it('a toddler without fever who cannot yet stand or walk does not', () => {
    expect(
      reasonsOf(['15 months old and cannot stand or walk yet', 'thick wrists, big forehead'], 1.25),
    ).not.toMatch(/severe malaria/);
  });
});
