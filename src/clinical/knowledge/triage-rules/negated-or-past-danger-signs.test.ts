import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Danger signs written as absent, denied, long past or as a reassuring review do not raise the alarm; the
 * same sign present now still does. Each calm wording has an alarming twin. Written for these tests, in
 * English (clinic shorthand and exam prose), Kiswahili and French.
 */
const engine = createEngine();
const now = new Date('2026-11-28T08:00:00Z');
type Patient = ClinicalInput['patient'];
const adult: Patient = { age: 34, gender: 'male', country: 'KE' };
const woman: Patient = { age: 29, gender: 'female', country: 'TZ' };
const olderMan: Patient = { age: 52, gender: 'male', country: 'CM' };
const schoolChild: Patient = { age: 9, gender: 'female', country: 'KE' };
const teenager: Patient = { age: 15, gender: 'male', country: 'SN' };
const triageOf = (text: string, patient: Patient) =>
  engine.diagnose({ symptoms: [text], patient }, now).diagnosis.triage;

const alarming = ['emergency', 'critical'];
const calm = ['routine', 'urgent'];

interface Twin {
  name: string;
  patient: Patient;
  calm: string;
  alarming: string;
}

const twins: Twin[] = [
  {
    name: 'epilepsy: refill, fits long past / fitting now',
    patient: adult,
    calm: 'Known epileptic on carbamazepine, came to collect his monthly tablets. Last fit about eight months back, none since.',
    alarming:
      'Known epileptic on carbamazepine, brought in fitting, jerking for ten minutes and not responding.',
  },
  {
    name: 'epilepsy shorthand: seizure free / seizure today',
    patient: adult,
    calm: 'K/c epilepsy on valproate, seizure free x 1 yr, for refill',
    alarming: 'K/c epilepsy on valproate, 3 seizures today without waking in between',
  },
  {
    name: 'epilepsy, Kiswahili: no fits for months / fitting now',
    patient: woman,
    calm: 'Mgonjwa wa kifafa amekuja kuchukua dawa zake. Hajapata degedege kwa miezi saba.',
    alarming: 'Mgonjwa wa kifafa ana degedege sasa hivi, amepoteza fahamu.',
  },
  {
    name: 'epilepsy, French: no seizure for months / seizing now',
    patient: adult,
    calm: 'Épileptique connu sous valproate, aucune crise depuis 6 mois, vient renouveler son traitement.',
    alarming: 'Épileptique connu, convulsions en cours depuis 15 minutes, ne répond pas.',
  },
  {
    name: 'migraine with red features listed absent / present',
    patient: woman,
    calm: 'Her usual one-sided throbbing headache with nausea and dislike of light. No neck stiffness, no focal deficit, no sudden onset, afebrile.',
    alarming: 'Sudden explosive headache, the worst of her life, with a stiff neck and vomiting.',
  },
  {
    name: 'headache, Kiswahili: no stiff neck or fever / stiff neck with fever',
    patient: woman,
    calm: 'Maumivu ya kichwa upande mmoja, hakuna shingo kukakamaa wala homa.',
    alarming: 'Maumivu makali ya kichwa, shingo imekakamaa na ana homa kali.',
  },
  {
    name: 'headache, French: no meningism / meningism',
    patient: woman,
    calm: 'Céphalée pulsatile hémicrânienne, pas de raideur de nuque ni de fièvre.',
    alarming: 'Céphalée brutale, raideur de nuque et fièvre à 39,5.',
  },
  {
    name: 'mechanical back pain with red flags denied / cauda equina',
    patient: olderMan,
    calm: 'Low back pain since lifting cement bags. Denies saddle numbness, bladder or bowel upset, fever and weight loss.',
    alarming: 'Low back pain with numbness around the anus and he cannot pass urine since morning.',
  },
  {
    name: 'back pain, Kiswahili: no numbness, passes urine / retention',
    patient: olderMan,
    calm: 'Maumivu ya mgongo baada ya kubeba mizigo, hakuna ganzi wala homa.',
    alarming: 'Maumivu ya mgongo na hawezi kukojoa tangu jana, ganzi kwenye matako.',
  },
  {
    name: 'tonsillitis / airway obstruction',
    patient: schoolChild,
    calm: 'Sore throat and fever two days, tonsils red with white spots. Drinking well, no drooling, no noisy breathing, no trismus.',
    alarming: 'Sore throat, drooling, cannot swallow her saliva, noisy breathing in and lips turning blue.',
  },
  {
    name: 'tinea / spreading infection with shock',
    patient: adult,
    calm: 'Itchy ring-shaped scaly patch on the thigh for a month, clearing in the middle. No fever.',
    alarming: 'Red hot swollen thigh spreading fast, fever, cold hands and a weak rapid pulse.',
  },
  {
    name: 'depression without thoughts of self-harm / with a plan and the means',
    patient: woman,
    calm: 'Low mood for two months, poor sleep, lost interest in her work. Denies suicidal thoughts, no plan.',
    alarming: 'Low mood for two months. She has a plan to hang herself and has bought a rope.',
  },
  {
    name: 'depression, passive wish without a plan / a recent attempt',
    patient: woman,
    calm: 'Sad and tired for weeks, sometimes feels life is not worth living but has no plan or intent.',
    alarming: 'Sad and tired for weeks; attempted suicide yesterday by swallowing her mother’s tablets.',
  },
  {
    name: 'depression, Kiswahili: no suicidal thoughts / planning to die',
    patient: adult,
    calm: 'Ana huzuni kwa wiki sita, halali vizuri. Hana mawazo ya kujiua.',
    alarming: 'Ana huzuni, ana mawazo ya kujiua na amenunua sumu ya panya.',
  },
  {
    name: 'depression, French: no suicidal ideas / a precise plan',
    patient: woman,
    calm: 'Tristesse depuis deux mois, perte d intérêt, insomnie. Pas d idées suicidaires.',
    alarming: 'Tristesse, elle a un plan précis pour se suicider et a acheté des médicaments.',
  },
  {
    name: 'a suicide attempt long ago / none now',
    patient: adult,
    calm: 'Tried to kill himself ten years ago. Now low mood for three weeks, no suicidal thoughts.',
    alarming: 'Tried to kill himself last night with rat poison. Low mood for three weeks.',
  },
  {
    name: 'sickle cell at a routine review / in crisis',
    patient: teenager,
    calm: 'Sickle cell disease, routine clinic visit, no pain, no fever, no crisis this year. On folic acid.',
    alarming: 'Sickle cell disease with severe chest pain, fever and fast breathing, oxygen 88%.',
  },
  {
    name: 'sickle cell, Kiswahili: routine visit / painful crisis with fever',
    patient: schoolChild,
    calm: 'Mtoto mwenye sickle cell amekuja kliniki kawaida, hana maumivu wala homa.',
    alarming: 'Mtoto mwenye sickle cell ana homa kali, anapumua kwa shida na midomo ni ya bluu.',
  },
  {
    name: 'facial palsy with the forehead weak / a face droop with a weak arm',
    patient: adult,
    calm: 'Woke with the right side of his face drooping, forehead too, cannot close the right eye. Limbs fine.',
    alarming: 'Sudden drooping of the right side of his face and he cannot lift his right arm.',
  },
  {
    name: 'facial palsy, French / with a hemiplegia',
    patient: woman,
    calm: 'Paralysie faciale périphérique droite, front atteint, pas d autre déficit.',
    alarming: 'Bouche déviée et hémiplégie droite brutale, elle ne parle plus.',
  },
  {
    name: 'eczema with small blisters and no fever / fever with clustered blisters (eczema herpeticum)',
    patient: { age: 3, gender: 'female', country: 'KE' },
    calm: 'Eczema for months with tiny itchy blisters on the fingers, no fever',
    alarming: 'Eczema, now fever and clusters of painful blisters and punched-out sores on the face',
  },
  {
    name: 'malaria in a man who keeps off alcohol / who cannot keep anything down',
    patient: adult,
    calm: 'Malaria test positive, fever for 2 days, headache. He does not drink or smoke.',
    alarming: 'Malaria test positive, fever, he cannot drink or keep anything down, very weak',
  },
];

describe('a danger sign written absent, denied or long past does not raise the alarm', () => {
  it.each(twins.map((twin) => [twin.name, twin.calm, twin.patient] as const))(
    '%s (calm)',
    (_name, text, patient) => {
      const triage = triageOf(text, patient);
      expect(calm, triage.reasons.join(' | ')).toContain(triage.urgency);
    },
  );
});

describe('the same sign present now still raises it', () => {
  it.each(twins.map((twin) => [twin.name, twin.alarming, twin.patient] as const))(
    '%s (alarming)',
    (_name, text, patient) => {
      expect(alarming).toContain(triageOf(text, patient).urgency);
    },
  );
});

describe('negation across a list and at the start of a part', () => {
  const presentIds = (text: string, patient: Patient) =>
    engine
      .diagnose({ symptoms: [text], patient }, now)
      .diagnosis.findingsUsed.filter((finding) => finding.present)
      .map((finding) => finding.findingId);

  it("'hakuna' opening a part denies what follows it, not the part before", () => {
    const present = presentIds('Kichwa kinauma, hakuna homa', woman);
    expect(present).toContain('headache');
    expect(present).not.toContain('fever');
  });

  it('a verb of denial reaches past an item the reader could not place', () => {
    const present = presentIds(
      'Denies saddle numbness, bladder or bowel upset, fever and weight loss',
      olderMan,
    );
    expect(present).not.toContain('fever');
    expect(present).not.toContain('weight-loss');
  });

  it('a wish not to wake is no unconscious patient, but asks the suicide questions', () => {
    const triage = triageOf('Feels hopeless; some nights she wishes she might never wake again', woman);
    expect(triage.urgency).toBe('urgent');
    expect(triage.reasons.join(' ')).not.toMatch(/Unconscious/);
  });
});
