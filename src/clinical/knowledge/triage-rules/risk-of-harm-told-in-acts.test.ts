import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';

/**
 * Psychosis or mania with a risk of harm, told as an act and its object in any language (findings/risk-of-harm.ts):
 * a threat or a blow to a person, a weapon kept ready, a fire set to a home, voices commanding harm, food and
 * drink refused, and the clinician's shorthand ('homicidal', 'danger to self') are emergencies (WHO mhGAP-IG 2.0
 * PSY, BPD, SUI). The same illness told with those acts denied, or with food alone refused, stays urgent.
 * Delirium in an older person is an acute medical emergency whatever its cause (NICE CG103); slow forgetting
 * is not.
 */
const engine = createEngine();
const now = new Date('2026-11-30T00:00:00Z');

function urgencyOf(symptoms: string[], age = 30): string {
  const { diagnosis } = engine.diagnose({ symptoms, patient: { age, gender: 'male', country: 'KE' } }, now);
  return diagnosis.triage.urgency;
}
const isEmergency = (urgency: string) => urgency === 'emergency' || urgency === 'critical';

describe('risk of harm in psychosis or mania told as acts', () => {
  it.each([
    [['psychosis, responding to internal stimuli', 'danger to others']],
    [['paranoid delusions, AH', 'homicidal ideation']],
    [['florid psychosis', 'danger to self and others']],
    [['hears voices, says the family is bewitched', 'he tried to set the house on fire']],
    [['hearing voices for two weeks', 'he set fire to the neighbour s hut last night']],
    [['hears voices, says the food is poisoned', 'has refused all food and water for three days']],
    [['says voices are commanding him to hurt his mother', 'not sleeping']],
    [['hearing voices', 'he beat up his father yesterday']],
    [['hears voices', 'he was found hiding a knife under his pillow']],
    [['elated mood, no sleep, grandiose ideas', 'threatening her husband']],
    [['no sleep for five nights, racing thoughts, grandiose', 'lit a fire inside the house']],
    [['anasikia sauti', 'alijaribu kuchoma nyumba moto']],
    [['anasikia sauti, anasema chakula kina sumu', 'anakataa kula na kunywa siku tatu']],
    [['anasikia sauti', 'anaficha kisu chumbani']],
    [['entend des voix', 'il a mis le feu à la case']],
    [['entend des voix, pense qu on l empoisonne', 'refuse de manger et de boire depuis trois jours']],
    [['hears voices, talks alone', 'he wanders out at night onto the main road']],
    [['anasikia sauti', 'anazurura porini peke yake']],
    [
      [
        'ne dort plus depuis une semaine, parle sans arrêt, se croit prophète',
        'il erre la nuit sur la route',
      ],
    ],
  ])('%j is an emergency', (symptoms) => {
    expect(isEmergency(urgencyOf(symptoms))).toBe(true);
  });

  it.each([
    [['hears voices for a month, talks to himself', 'he is not violent, no threats, eating well']],
    [['paranoid delusions', 'denies homicidal or suicidal ideation']],
    [['psychosis, stable on depot', 'no danger to self or others']],
    [
      [
        'hears voices, says the neighbours poison him',
        'won t eat food cooked at home but eats from the shop',
      ],
    ],
    [['hears voices for months', 'she still lights the fire and cooks for the family']],
    [['anasikia sauti', 'hana fujo, hajampiga mtu, anakula vizuri']],
    [['entend des voix', 'pas agressif, pas de menace, mange bien']],
    [['hears voices', 'sleeps at home every night, does not wander']],
    [['anasikia sauti', 'hajampiga mtu, hazururi usiku']],
  ])('calm twin %j is not an emergency', (symptoms) => {
    expect(isEmergency(urgencyOf(symptoms))).toBe(false);
  });
});

describe('delirium in an older person', () => {
  it.each([
    [
      [
        'my mother has not been herself since yesterday, talking nonsense',
        'she does not recognise her children',
      ],
    ],
    [['acute confusion x1/7, inattentive, picking at bedsheets', 'BIB family']],
    [['since yesterday she does not know where she is', 'pulling at her clothes at night']],
    [['hajui yuko wapi tangu jana', 'anavuta nguo na shuka usiku']],
    [['depuis hier elle ne sait plus où elle est', 'tire sur ses vêtements la nuit']],
  ])('%j is an emergency', (symptoms) => {
    expect(isEmergency(urgencyOf(symptoms, 80))).toBe(true);
  });

  it.each([
    [['forgetting names slowly over three years', 'no sudden change, eats and sleeps well']],
    [['anasahau vitu taratibu kwa miaka miwili', 'hakuna mabadiliko ya ghafla']],
    [['anasahau polepole kwa miaka mitatu', 'hajui tarehe, hakuna mabadiliko ya ghafla']],
  ])('calm twin %j is not an emergency', (symptoms) => {
    expect(isEmergency(urgencyOf(symptoms, 80))).toBe(false);
  });
});

describe('an eschar with the whole neck swollen (WHO anthrax 2008, chapter 7)', () => {
  it.each([
    [['black painless scab on the neck after skinning a dead goat', 'the whole neck is hugely swollen']],
    [['croûte noire indolore au cou après avoir dépecé une chèvre morte', 'tout le cou est très gonflé']],
  ])('%j is an emergency', (symptoms) => {
    expect(isEmergency(urgencyOf(symptoms, 40))).toBe(true);
  });

  it('calm twin: swelling only round the sore stays urgent', () => {
    const symptoms = [
      'black painless scab on the forearm after skinning a dead goat',
      'swelling only around the sore, no fever',
    ];
    expect(isEmergency(urgencyOf(symptoms, 40))).toBe(false);
  });
});

describe('Kiswahili words of holding and harming are not acts of violence', () => {
  it('a leg warm when touched is no burn and no emergency', () => {
    const { patient } = engine.diagnose(
      {
        symptoms: ['mguu umevimba siku tatu', 'ni moto kidogo ukiushika'],
        patient: { age: 40, gender: 'male' },
      },
      now,
    );
    expect(patient.presentFindings ?? []).not.toContain('burn');
    expect(patient.presentFindings ?? []).not.toContain('agitation');
  });
});
