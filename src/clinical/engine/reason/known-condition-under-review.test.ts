import { describe, it, expect } from 'vitest';
import { createEngine } from '../index';

const engine = createEngine();
const now = new Date('2026-06-01T10:00:00Z');

type Patient = Parameters<typeof engine.assess>[0]['patient'];
const assess = (symptoms: string[], patient: Patient) => engine.assess({ symptoms, patient }, now).diagnosis;

/**
 * A review or a refill of a condition the patient lives with: the name or the treatment is the evidence
 * (mhGAP-IG 2.0 PSY follow-up; EASL 2018 cirrhosis surveillance), the signs being controlled, and the
 * condition's own urgency is not the visit's.
 */
describe('a known condition told by its name or treatment is the condition under review', () => {
  it.each([
    {
      register: 'en',
      symptoms: ['Here for his depot antipsychotic and review', 'Voices have stopped, sleeping well'],
      history: ['Schizophrenia for 6 years'],
    },
    {
      register: 'fr',
      symptoms: ['Vient pour son injection retard du mois', 'Plus de voix, il travaille'],
      history: ['Schizophrène connu, sous neuroleptiques'],
    },
    {
      register: 'sw',
      symptoms: ['Amekuja kwa sindano za akili za kila mwezi', 'Analala vizuri, anafanya kazi'],
      history: ['Mgonjwa wa akili kwa miaka mitano'],
    },
  ])(
    'a followed psychosis ($register) ranks first, coded schizophrenia, routine',
    ({ symptoms, history }) => {
      const diagnosis = assess(symptoms, { age: 34, gender: 'male', medicalHistory: history });
      expect(diagnosis.primaryDiagnosis.conditionId).toBe('psychosis');
      expect(diagnosis.primaryDiagnosis.icd10).toBe('F20');
      expect(diagnosis.triage.urgency).toBe('routine');
    },
  );

  it.each([
    {
      register: 'en',
      symptoms: ['Review at the liver clinic for his cirrhosis', 'No swelling, no jaundice'],
    },
    { register: 'fr', symptoms: ['Suivi de sa cirrhose du foie', 'Pas de jaunisse ni de ventre gonflé'] },
    { register: 'sw', symptoms: ['Amekuja kliniki ya ini kwa ukaguzi', 'Hana manjano wala tumbo kuvimba'] },
  ])('a followed liver disease ($register) ranks cirrhosis first, routine', ({ symptoms }) => {
    const diagnosis = assess(symptoms, { age: 56, gender: 'male' });
    expect(diagnosis.primaryDiagnosis.conditionId).toBe('liver-cirrhosis');
    expect(diagnosis.triage.urgency).toBe('routine');
  });

  it('a sign of this visit beside the known liver disease sets its urgency again', () => {
    const diagnosis = assess(
      ['Known cirrhosis', 'Belly swelling more and more for two weeks, legs swollen'],
      {
        age: 56,
        gender: 'male',
      },
    );
    expect(diagnosis.primaryDiagnosis.conditionId).toBe('liver-cirrhosis');
    expect(diagnosis.triage.urgency).toBe('urgent');
  });

  it('a contraceptive depot is not an antipsychotic', () => {
    const diagnosis = assess(['Came for her depo injection for family planning'], {
      age: 26,
      gender: 'female',
    });
    expect(diagnosis.primaryDiagnosis.conditionId).not.toBe('psychosis');
  });

  it.each([
    { text: 'sous carbamazépine depuis trois ans', findingId: 'recurrent-seizures' },
    { text: 'on anticonvulsants for years', findingId: 'recurrent-seizures' },
    { text: 'sous antidiabétiques oraux', findingId: 'known-diabetes' },
  ])('"$text" is read as $findingId', ({ text, findingId }) => {
    const diagnosis = assess([text], { age: 45 });
    expect(diagnosis.findingsUsed.some((f) => f.findingId === findingId && f.present)).toBe(true);
  });
});

/** A neuropathy is coded by its told cause (WHO ICD-10 2019 chapter VI: G63.2, G62.0, G62.1). */
describe('a peripheral neuropathy is coded by its told cause', () => {
  it('in a known diabetic it is a diabetic polyneuropathy (G63.2)', () => {
    const diagnosis = assess(['Burning feet at night and numbness of the feet for a year'], {
      age: 60,
      medicalHistory: ['Type 2 diabetes on metformin'],
    });
    const neuropathy = [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses].find(
      (entry) => entry.conditionId === 'peripheral-neuropathy',
    );
    expect(neuropathy?.icd10).toBe('G63.2');
  });

  it('in a daily drinker whose sugar is normal it is an alcoholic polyneuropathy (G62.1)', () => {
    const diagnosis = assess(
      [
        'Miguu ina ganzi na inawaka moto kwa miezi minne',
        'Anakunywa pombe kila siku',
        'Sukari ni ya kawaida',
      ],
      { age: 50, gender: 'male' },
    );
    expect(diagnosis.findingsUsed.some((f) => f.findingId === 'known-diabetes' && f.present)).toBe(false);
    const neuropathy = [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses].find(
      (entry) => entry.conditionId === 'peripheral-neuropathy',
    );
    expect(neuropathy?.icd10).toBe('G62.1');
  });
});

/** Everyday wordings of a panic attack (ICD-11 6B01) and of dysphagia with weight loss (NICE NG12 2015, rec. 1.2.1: dysphagia, urgent endoscopy). */
describe('calm stories told in lay words', () => {
  it('recurrent French attacks of fear of dying with a pounding heart are a panic attack', () => {
    const diagnosis = assess(
      [
        'Des crises brutales où elle croyait mourir',
        'Le cœur battait fort et elle étouffait, 10 minutes puis ça passe',
        'Trois crises ce mois-ci',
      ],
      { age: 25, gender: 'female' },
    );
    expect(diagnosis.primaryDiagnosis.conditionId).toBe('anxiety-panic');
    expect(diagnosis.emergencyAlert ?? false).toBe(false);
  });

  it('meat that sticks behind the breastbone with kilograms lost is oesophageal cancer', () => {
    const diagnosis = assess(
      ['For two months meat sticks behind the breastbone', 'He has lost 6 kilograms', 'No vomiting of blood'],
      { age: 62, gender: 'male', country: 'KE' },
    );
    expect(diagnosis.primaryDiagnosis.conditionId).toBe('oesophageal-cancer');
  });
});
