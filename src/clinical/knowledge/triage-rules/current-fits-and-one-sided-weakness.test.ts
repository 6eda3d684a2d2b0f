import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * A fit stopped minutes ago by a drug, or one that has come back, is a fit of this illness (WHO Pocket Book
 * 2013, 1.4 convulsions; ETAT); a weak or paralysed side told in plain words is a suspected stroke, in sickle
 * cell disease too (WHO BEC 2018, D: disability). Calm twins: epilepsy controlled for months, a fit years ago.
 */
const engine = createEngine();
const now = new Date('2026-11-28T08:00:00Z');
const urgencyOf = (text: string, patient: ClinicalInput['patient']) =>
  engine.diagnose({ symptoms: [text], patient }, now).diagnosis.triage.urgency;
const child: ClinicalInput['patient'] = { age: 6, gender: 'female' };
const adult: ClinicalInput['patient'] = { age: 58, gender: 'male' };

describe('a fit of this illness', () => {
  it.each([
    'seizures controlled with rectal diazepam at the dispensary, still drowsy',
    'fit in 2026 and again this evening, hot body',
    'alikuwa na degedege mwaka 2018, leo tena ana degedege na homa',
  ])('"%s" raises the alarm', (text) => {
    expect(['emergency', 'critical']).toContain(urgencyOf(text, child));
  });

  it.each([
    'epilepsy, fits well controlled on phenobarbitone, came for more tablets',
    'one febrile fit in 2019, well today, here for immunisation',
  ])('"%s" stays calm', (text) => {
    expect(['routine', 'urgent']).toContain(urgencyOf(text, child));
  });
});

describe('one side weak or paralysed, told in plain words', () => {
  it.each([
    'sudden weakness of the left side of his body since breakfast',
    'since last night he has been unable to move his right arm',
    'the left side of the body is paralysed since morning',
    'ghafla mkono wa kushoto umepooza',
    'depuis ce matin le côté droit est paralysé',
  ])('"%s" is an emergency', (text) => {
    expect(['emergency', 'critical']).toContain(urgencyOf(text, adult));
  });

  it('in a child with sickle cell disease too', () => {
    expect(['emergency', 'critical']).toContain(
      urgencyOf('sickle cell anaemia, today cannot move the left arm', { age: 9, gender: 'male' }),
    );
  });
});
