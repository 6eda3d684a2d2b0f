import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Signs told by what relatives see or do: carried to the toilet is prostration (WHO IMCI 2014 and ETAT), the
 * day mistaken is confusion (WHO Pocket Book 2013), a face or lips gone a dark colour is cyanosis on dark skin
 * (WHO BEC 2018). Each has its calm twin.
 */
const engine = createEngine();
const now = new Date('2026-11-30T09:00:00Z');
const adult: ClinicalInput['patient'] = { age: 40, gender: 'male', country: 'SN' };
const child: ClinicalInput['patient'] = { age: 3, gender: 'female', country: 'KE' };
const present = (text: string, patient: ClinicalInput['patient']) =>
  engine
    .diagnose({ symptoms: [text], patient }, now)
    .diagnosis.findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);

describe('signs told by what relatives see or do', () => {
  it.each([
    ['since Sunday we have to carry him to the toilet', adult, 'prostration'],
    ['depuis hier on doit la porter jusqu aux toilettes', adult, 'prostration'],
    ['this morning he mixes up the days and asks for his late mother', adult, 'confusion'],
    ['elle se trompe encore de jour et répète les mêmes questions', adult, 'confusion'],
    ['she choked on a sweet and her face turned a dark colour for a moment', child, 'cyanosis'],
  ])('"%s" reads %s', (text, patient, finding) => {
    expect(present(text, patient)).toContain(finding);
  });

  it.each([
    ['he carried the water to the toilet himself, walks fine', adult, 'prostration'],
    ['he knows the day and the date, talks normally', adult, 'confusion'],
    ['her dress is a dark colour, she plays and eats well', child, 'cyanosis'],
  ])('calm twin: "%s" does not read %s', (text, patient, finding) => {
    expect(present(text, patient)).not.toContain(finding);
  });
});
