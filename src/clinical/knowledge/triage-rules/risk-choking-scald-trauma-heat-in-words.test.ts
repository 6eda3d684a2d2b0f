import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Emergencies told the way relatives, teachers and bystanders tell them:
 * - mental health (mhGAP-IG 2.0, 2016): a wish to be dead with pills or a rope gathered (SUI: plan with means),
 *   mania with fights or threats, psychosis with threats in Kiswahili verb forms or not drinking (PSY);
 * - the choking child's hands at the throat, a squeaky noise breathing in, lips going dark (Pocket Book 2013 §1.2);
 * - a child scalded by a boiling pot in Kiswahili ('kubabuka', skin peeling; Pocket Book 2013 §9.2.1);
 * - a motorcycle fall then unrousable or one limb not moving (WHO BEC 2018, NICE NG232);
 * - a runner who collapses, fits and no longer answers, skin hot and dry (exertional heat stroke, Bouchama 2022);
 * - blindness and deep breathing after illicit spirits in Kiswahili (WHO methanol 2014).
 * Each family has calm twins that raise no alarm.
 */
const engine = createEngine();
const now = new Date('2026-11-29T08:00:00Z');
type Patient = ClinicalInput['patient'];
const toddler: Patient = { age: 2, gender: 'female', country: 'KE', weight: 12 };
const child: Patient = { age: 4, gender: 'male', country: 'KE' };
const adult: Patient = { age: 30, gender: 'male', country: 'KE' };
const woman: Patient = { age: 35, gender: 'female', country: 'KE' };

const urgencyOf = (symptoms: string[], patient: Patient) =>
  engine.diagnose({ symptoms, patient }, now).diagnosis.triage.urgency;
const alarms = ['emergency', 'critical'];

describe('the emergency is raised when told in ordinary words', () => {
  it.each([
    [
      'death wish with pills hoarded',
      ['says she cannot go on like this', 'she has been hoarding tablets in a drawer'],
      woman,
    ],
    [
      'death wish with pills saved, French',
      ['elle est fatiguée de vivre', 'elle accumule des comprimés dans son sac'],
      woman,
    ],
    ['death wish with a rope, Kiswahili', ['amechoka kuishi', 'ameficha kamba chumbani'], adult],
    [
      'mania with fights, French',
      ['humeur exaltée, il dort 2 heures par nuit', "il s'est battu avec son frère ce matin"],
      adult,
    ],
    [
      'psychosis with threats, Kiswahili infinitive',
      ['anasikia sauti', 'alichukua kisu na kuwatishia watoto'],
      adult,
    ],
    [
      'psychosis not drinking',
      ['hears voices and believes he is being poisoned', 'not drinking anything for two days'],
      adult,
    ],
    [
      'choking, hands at the throat',
      ['was eating a sweet and suddenly clutched her throat', 'lips turning grey'],
      child,
    ],
    [
      'squeaky noise breathing in after choking',
      ['choked on a bean', 'a squeaky noise every time she breathes in'],
      child,
    ],
    [
      'scald from a boiling pot, Kiswahili',
      ['mtoto alianguka kwenye sufuria ya chai inayochemka', 'kifua na tumbo vimebabuka, ngozi inachubuka'],
      toddler,
    ],
    [
      'motorcycle fall then unrousable, Kiswahili',
      ['pikipiki yake iliteleza akaanguka', 'jioni hakuweza kuamshwa'],
      adult,
    ],
    [
      'motorcycle fall then a leg not moving, Kiswahili',
      ['alianguka kutoka bodaboda jana', 'mguu mmoja hausogei'],
      adult,
    ],
    [
      'runner collapsed, fitting, hot dry skin',
      ['the runner staggered in the last lap', 'stopped sweating, skin very hot', 'began jerking'],
      adult,
    ],
    [
      'runner does not answer to his name',
      ['during a race he fell down', 'he does not answer to his name, skin hot and dry'],
      adult,
    ],
  ])('%s', (_label, symptoms, patient) => {
    expect(alarms).toContain(urgencyOf(symptoms, patient));
  });

  it('illicit spirits then sight gone dark and deep breathing, in Kiswahili, is methanol poisoning (critical)', () => {
    const symptoms = [
      'alikunywa gongo jana',
      'leo kila kitu kinaonekana giza',
      'anapumua haraka na kwa kina',
    ];
    expect(urgencyOf(symptoms, adult)).toBe('critical');
  });
});

describe('calm twins raise no alarm', () => {
  it.each([
    [
      'collects her own pills monthly',
      ['collecting her blood pressure pills from the clinic', 'no thoughts of death'],
      woman,
    ],
    [
      'tired of life alone is asked about today',
      ['says she is tired of life', 'no plan, no pills kept'],
      woman,
    ],
    ['mania without fights', ['humeur exaltée, dort peu', 'pas de bagarre, pas de menace'], adult],
    [
      'psychosis eating and drinking, Kiswahili',
      ['anasikia sauti', 'anakula na kunywa vizuri, hana fujo'],
      adult,
    ],
    ['dark lips of a smoker', ['smoker with dark lips', 'breathing comfortably'], adult],
    [
      'small tea scald on the hand, Kiswahili',
      ['amemwagikiwa chai mkononi, malengelenge madogo', 'anachezesha vidole vizuri'],
      adult,
    ],
    [
      'one arm sore but moving, Kiswahili',
      ['mkono mmoja unauma tangu wiki moja', 'unasogea vizuri, hakuna ajali'],
      adult,
    ],
    [
      'a headache that does not wake her at night, Kiswahili',
      ['kichwa kinauma jioni', 'haniamshi usiku'],
      woman,
    ],
    ['runner with a sore knee', ['long-distance runner', 'sore knee for two weeks, no swelling'], adult],
    [
      'hoarse squeaky voice, quiet breathing',
      ['squeaky voice since the cold', 'breathing quietly, playing'],
      child,
    ],
  ])('%s', (_label, symptoms, patient) => {
    expect(alarms).not.toContain(urgencyOf(symptoms, patient));
  });
});
