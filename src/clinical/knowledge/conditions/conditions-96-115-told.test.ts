import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Conditions 96-115 of clinical-scope.md told in everyday words (lay English, Kiswahili, French, shorthand):
 * each cardinal feature is read as its finding, and calm twins that share a word are not. The wordings are
 * written from the guidelines' presentations (WHO Pocket Book 2013, mhGAP 2016, WHO trachoma SAFE 2006,
 * WHO leprosy guidelines), not taken from an evaluation case.
 */
const engine = createEngine();
const now = new Date('2026-11-29T10:00:00Z');
const present = (symptoms: string[], age = 30) =>
  engine
    .diagnose({ symptoms, patient: { age } } as ClinicalInput, now)
    .diagnosis.findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);
const topOf = (input: ClinicalInput) => engine.diagnose(input, now).diagnosis.primaryDiagnosis.conditionId;

const readings: [string, string, number?][] = [
  ['my leg went white in a patch and when I touch it I cannot feel', 'numb-skin-patch'],
  ['baka jeupe mkononi, nikiligusa sisikii kitu', 'numb-skin-patch'],
  ['une tache claire au dos, quand on touche je ne sens rien', 'numb-skin-patch'],
  ['there are always flies sitting around the eyes of the children', 'flies-on-face', 5],
  ['nzi wengi wanakaa usoni mwa mtoto', 'flies-on-face', 5],
  ['beaucoup de mouches sur le visage des enfants', 'flies-on-face', 5],
  ['the urine is full of foam', 'frothy-urine', 6],
  ['mkojo wake una povu jingi', 'frothy-urine', 6],
  ['ses urines font de la mousse', 'frothy-urine', 6],
  ['after the fall her leg is shorter and the foot turned outwards', 'hip-thigh-fracture', 80],
  ['mguu wa kulia umekuwa mfupi baada ya kuanguka', 'hip-thigh-fracture', 80],
  ['sa jambe gauche est plus courte depuis la chute', 'hip-thigh-fracture', 80],
  ['his shoulder popped out while playing football', 'shoulder-dislocation'],
  ['bega langu limetoka baada ya kuanguka', 'shoulder-dislocation'],
  ['il s est déboîté l épaule en tombant', 'limb-deformity-fracture'],
  ['he cannot stop drinking and hides bottles of alcohol', 'alcohol-dependence-signs', 45],
  ['hawezi kuacha pombe hata akijaribu', 'alcohol-dependence-signs', 45],
  ['il boit dès le matin et cache des bouteilles', 'alcohol-dependence-signs', 45],
  ['his hands are shaking since morning', 'tremor-shakiness', 45],
  ['the boy fell in the water tank and was pulled out', 'drowning', 6],
  ['mtoto alianguka kwenye pipa la maji', 'drowning', 3],
  ['l enfant est tombé dans un seau d eau', 'drowning', 2],
  ['the child drank paraffin from a soda bottle', 'kerosene-ingestion', 2],
  ['il a bu du pétrole lampant', 'kerosene-ingestion', 2],
  ['ana vipele vyenye maji upande mmoja wa kifua', 'herpes-zoster', 50],
  ['taches blanches dans la bouche qui ne partent pas', 'oral-thrush', 40],
];

// Calm twins: the same everyday words about something else.
const calm: [string, string, number?][] = [
  ['I drink water every day', 'alcohol-use'],
  ['the child was washing in the water and is well', 'drowning', 6],
  ['when I touch my feet I cannot feel the floor well', 'numb-skin-patch', 60],
  ['the baby pulls his ears', 'inturned-eyelashes', 1],
  ['flies are a problem in the market', 'flies-on-face'],
  ['my leg is swollen after the long bus ride', 'hip-thigh-fracture'],
];

describe('conditions 96-115 told in everyday words', () => {
  it.each(readings)('reads "%s" as %s', (text, findingId, age) => {
    expect(present([text], age ?? 30)).toContain(findingId);
  });
  it.each(calm)('does not read "%s" as %s', (text, findingId, age) => {
    expect(present([text], age ?? 30)).not.toContain(findingId);
  });

  it('puts kerosene first when a child who swallowed it has the pneumonitis', () => {
    expect(
      topOf({
        symptoms: ['alikunywa mafuta ya taa', 'anakohoa na anapumua haraka', 'ana homa'],
        patient: { age: 2, vitals: { respiratoryRate: 54, temperatureC: 38.3, heartRate: 150 } },
      } as ClinicalInput),
    ).toBe('kerosene-ingestion');
  });

  it('keeps a choking child with a blocked airway a foreign body, not kerosene', () => {
    expect(
      topOf({
        symptoms: ['choking on a groundnut, cannot cry', 'blue lips'],
        patient: { age: 2, vitals: { heartRate: 170, spo2: 80 } },
      } as ClinicalInput),
    ).toBe('foreign-body-airway');
  });
});
