import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Eye dangers told in everyday words. A white spot or haze on the cornea of a red or painful eye is a corneal
 * ulcer (WHO AFRO primary eye care 2018, the red eye: danger signs); an eye that no longer closes in leprosy is
 * a severe reaction exposing the cornea (WHO leprosy guidelines 2018, prevention of disability); a newborn's
 * lids too swollen to open with pus back soon after wiping is hyperacute, gonococcal until proven otherwise
 * (WHO Pocket Book 2013, ch. 3.7). Each has a calm twin that must not raise the alarm.
 */
const engine = createEngine();
const now = new Date('2026-11-29T10:00:00Z');
const adult = { age: 40, gender: 'male' as const, country: 'KE' };
const newborn = { ageDays: 4, age: 4 / 365, gender: 'female' as const, country: 'UG' };
const diagnose = (symptoms: string[], patient: object = adult, medicalHistory?: string[]) =>
  engine.diagnose(
    { symptoms, patient: { ...patient, ...(medicalHistory ? { medicalHistory } : {}) } } as ClinicalInput,
    now,
  ).diagnosis;
const emergency = (urgency: string) => ['emergency', 'critical'].includes(urgency);
const present = (diagnosis: ReturnType<typeof diagnose>, id: string) =>
  diagnosis.findingsUsed.some((finding) => finding.findingId === id && finding.present);

describe('a white spot or haze on the cornea of a red eye', () => {
  it.each([
    ['en', ['the eye is red and sore', 'a grey spot has appeared on the black part']],
    ['sw', ['jicho ni jekundu na linauma', 'kuna doa jeupe katikati ya jicho']],
    ['fr', ["l'œil est rouge et fait mal", 'une tache blanche est apparue sur la cornée']],
    ['fr lay', ["l'œil est rouge", 'une tache blanche au milieu du noir de l œil']],
  ])('%s: an emergency', (_language, symptoms) => {
    const diagnosis = diagnose(symptoms);
    expect(present(diagnosis, 'cloudy-cornea')).toBe(true);
    expect(emergency(diagnosis.triage.urgency)).toBe(true);
  });

  it('calm twin: a red watery eye with a clear black part stays without alarm', () => {
    const diagnosis = diagnose(['the eye is red and watery since yesterday', 'the black part is clear']);
    expect(present(diagnosis, 'cloudy-cornea')).toBe(false);
    expect(emergency(diagnosis.triage.urgency)).toBe(false);
  });
});

describe('an eye that no longer closes in leprosy', () => {
  const leprosy = ['on multidrug therapy for leprosy'];
  it.each([
    ['fr', ['taches de lèpre sous traitement', "n'arrive plus à fermer complètement l'œil gauche"]],
    ['sw', ['ana ukoma, anatumia dawa', 'jicho la kulia halifungi tangu wiki moja']],
    ['en', ['leprosy patches on treatment', 'she cannot close the left eye fully']],
  ])('%s: an emergency', (_language, symptoms) => {
    const diagnosis = diagnose(symptoms, adult, leprosy);
    expect(present(diagnosis, 'facial-weakness-forehead-involved')).toBe(true);
    expect(emergency(diagnosis.triage.urgency)).toBe(true);
  });

  it('calm twin: leprosy patches with eyes that close well, no alarm', () => {
    const diagnosis = diagnose(['leprosy patches on treatment', 'closes both eyes well'], adult, leprosy);
    expect(present(diagnosis, 'facial-weakness-forehead-involved')).toBe(false);
    expect(emergency(diagnosis.triage.urgency)).toBe(false);
  });
});

describe("a newborn's lids too swollen to open, pus back soon after wiping", () => {
  it('reads the hyperacute eye', () => {
    const diagnosis = diagnose(
      ['yellow pus in both eyes, it is back soon after wiping', 'lids so swollen she cannot open them'],
      newborn,
    );
    expect(present(diagnosis, 'hyperacute-purulent-eye')).toBe(true);
    expect(emergency(diagnosis.triage.urgency)).toBe(true);
  });

  it('calm twin: a sticky eye in a well baby is not the hyperacute eye', () => {
    const diagnosis = diagnose(['a little sticky crust on one eye in the morning', 'feeding well'], newborn);
    expect(present(diagnosis, 'hyperacute-purulent-eye')).toBe(false);
    expect(emergency(diagnosis.triage.urgency)).toBe(false);
  });
});

describe("French negation stops at 'et' and a verb of seeing", () => {
  it("'ne supporte pas la lumière et voit flou' tells blurred sight", () => {
    const diagnosis = diagnose(["l'œil droit est rouge, il ne supporte pas la lumière et voit flou"]);
    expect(present(diagnosis, 'visual-disturbance')).toBe(true);
  });

  it("calm twin: 'ne voit pas flou' stays denied", () => {
    const diagnosis = diagnose(["l'œil droit est rouge, il ne voit pas flou"]);
    expect(present(diagnosis, 'visual-disturbance')).toBe(false);
  });
});
