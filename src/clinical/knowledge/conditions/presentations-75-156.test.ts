import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Presentations of conditions 75-156 of clinical-scope.md as textbooks describe them (Harrison's 21st ed.,
 * mhGAP 2.0, ESC 2023 cardiomyopathies, CDC plague), each against the look-alike that used to take its place:
 * a first psychotic episode read as nothing, a plague bubo as cellulitis, Kaposi sarcoma without its colour,
 * hypertrophic cardiomyopathy as a fit, chronic supplement excess as a cold, cholecystitis as hepatitis,
 * constrictive pericarditis as heart failure.
 */
const engine = createEngine();
const now = new Date('2026-11-28T10:00:00Z');

function ranking(input: ClinicalInput) {
  const { diagnosis } = engine.diagnose(input, now);
  const ids = [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses].map(
    (entry) => entry.conditionId,
  );
  return { ids, urgency: diagnosis.triage.urgency, findings: diagnosis.findingsUsed };
}

const firstCases: Array<[string, string, ClinicalInput]> = [
  [
    'psychosis',
    'a young man withdrawn from friends, flat affect, who thinks he is being watched',
    {
      symptoms: [
        'over the last year he stopped socialising and stays alone in his room',
        'flat affect and monotonous speech',
        'he thinks he is being watched by neighbours',
      ],
      patient: { age: 20, gender: 'male' },
    },
  ],
  [
    'plague',
    'a tender groin bubo with oedema of the thigh after travel, rodents where he slept',
    {
      symptoms: [
        'fever',
        'very painful swelling in the groin with oedema of the thigh',
        'returned from a plague area last week',
        'dead rats around the hut',
      ],
      patient: { age: 30, gender: 'male' },
    },
  ],
  [
    'kaposi-sarcoma',
    'painless raised skin lesions in HIV with spindle cells on biopsy',
    {
      symptoms: [
        'known HIV on ART',
        'several raised painless lesions on the feet',
        'biopsy shows spindle cells',
      ],
      patient: { age: 40, gender: 'male' },
    },
  ],
  [
    'gallstone-disease',
    'fever and right upper quadrant pain with leucocytosis and a near-normal ALT',
    {
      symptoms: [
        'right upper quadrant pain for 2 days',
        'nausea',
        'fever 38.6',
        'Leukocyte count 15,000/mm3',
        'ALT 42 U/L',
      ],
      patient: { age: 45, gender: 'female' },
    },
  ],
  [
    'viral-hepatitis',
    'jaundice and dark urine with ALT in the thousands',
    {
      symptoms: ['jaundice', 'dark urine', 'nausea', 'right upper quadrant pain', 'ALT 1500 U/L'],
      patient: { age: 30, gender: 'male' },
    },
  ],
  [
    'pericarditis-effusion',
    'raised JVP, ascites and a pulse that is absent on inspiration',
    {
      symptoms: [
        'breathless and tired for months',
        'raised JVP and swollen abdomen',
        'low-grade fever',
        'radial pulse absent on inspiration',
      ],
      patient: { age: 45, gender: 'male' },
    },
  ],
];

describe('presentations of conditions 75-156 against their look-alikes', () => {
  it.each(firstCases)('%s first: %s', (conditionId, _description, input) => {
    expect(ranking(input).ids[0]).toBe(conditionId);
  });

  it('reads a collapse at sport with a fourth heart sound as cardiomyopathy, and raises an emergency', () => {
    const { ids, urgency } = ranking({
      symptoms: ['collapsed during a match', 'fourth heart sound on examination'],
      patient: { age: 17, gender: 'male' },
    });
    expect(ids.slice(0, 3)).toContain('cardiomyopathy');
    expect(urgency).toBe('emergency');
  });

  it('does not read a faint after standing in the heat as a collapse on exertion', () => {
    const { findings } = ranking({
      symptoms: ['fainted after standing a long time in a hot church', 'felt sweaty and nauseated before'],
      patient: { age: 17, gender: 'male' },
    });
    expect(findings.map((finding) => finding.findingId)).not.toContain('exertional-syncope');
  });

  it('names chronic supplement excess among the first three for constipation and epigastric pain', () => {
    const { ids } = ranking({
      symptoms: [
        'epigastric pain and constipation for 3 weeks',
        'taking several multivitamins and extra iron tablets every day',
      ],
      patient: { age: 60, gender: 'male' },
    });
    expect(ids.slice(0, 3)).toContain('medicine-overdose');
  });

  it('reads a pulse absent on inspiration as pulsus paradoxus present', () => {
    const { findings } = ranking({
      symptoms: ['radial pulse absent during inspiration'],
      patient: { age: 45, gender: 'male' },
    });
    expect(findings).toContainEqual(
      expect.objectContaining({ findingId: 'pulsus-paradoxus', present: true }),
    );
  });
});
