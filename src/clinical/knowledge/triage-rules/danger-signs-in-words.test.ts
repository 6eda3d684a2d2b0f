import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/* Danger signs as a relative or a community health worker tells them, in English, Kiswahili and French. */
const engine = createEngine();
const now = new Date('2026-11-28T08:00:00Z');
type Patient = ClinicalInput['patient'];
const toddler: Patient = { age: 2, gender: 'male', country: 'KE' };
const newborn: Patient = { age: 0.01, gender: 'female', country: 'TZ' };
const adult: Patient = { age: 60, gender: 'male', country: 'CM' };
const pregnant: Patient = { age: 27, gender: 'female', pregnant: true, country: 'KE' };
const mother: Patient = { age: 22, gender: 'female', country: 'SN' };
const urgencyOf = (text: string, patient: Patient) =>
  engine.diagnose({ symptoms: [text], patient }, now).diagnosis.triage.urgency;

describe('danger signs told in ordinary words raise the alarm', () => {
  it.each([
    ['unconscious (IMCI, ETAT)', 'we tried but nobody can wake him', toddler],
    ['unconscious, Kiswahili', 'mtoto hajibu akiitwa', toddler],
    ['unconscious, French', 'depuis ce matin il a perdu connaissance', toddler],
    ['fits: eyes rolled back', 'his arms jerked and his eyes rolled back', toddler],
    ['fits, Kiswahili', 'macho yamepinduka na mikono inarusha', toddler],
    ['fits, French', 'il avait les yeux révulsés et tout le corps secoué', toddler],
    ['vomits everything', 'he brings everything back up, even water', toddler],
    ['unable to drink, French', 'depuis hier il refuse de boire', toddler],
    ['blue lips', 'his lips went a bit blue while coughing', toddler],
    ['grunting, Kiswahili', 'mtoto anaguna akipumua', toddler],
    ['shock', 'cold and clammy, his pulse weak and racing', adult],
    ['young infant chest indrawing, French', 'chez le bébé le thorax se creuse', newborn],
    ['newborn jaundice to the soles', 'the little one is yellow right down to the soles', newborn],
    [
      'stroke without a told onset',
      'his mouth is pulled to one side and he cannot lift his right arm',
      adult,
    ],
    ['sudden hemiplegia, Kiswahili', 'ghafla hawezi kusogeza mkono wa kulia', adult],
    ['thunderclap headache, French', 'il décrit le pire mal de tête de sa vie', adult],
    ['ischaemic chest pain, Kiswahili', 'maumivu ya kifua yanashuka hadi mkono wa kushoto', adult],
    ['heavy bleeding after birth', 'since the baby was born she is losing lots of blood', mother],
    ['heavy bleeding after birth, Kiswahili', 'tangu mtoto azaliwe damu haiachi kutoka', mother],
    ['heavy bleeding after birth, French', 'elle a accouché et saigne beaucoup', mother],
    [
      'severe headache with blurred vision in pregnancy',
      'a severe headache and her vision is blurry',
      pregnant,
    ],
    ['fever after the waters broke, Kiswahili', 'maji yanatoka ukeni tangu juzi, sasa ana homa', pregnant],
    ['fever and too weak to get out of bed in pregnancy', 'fever and too weak to stand', pregnant],
    ['tetanus after a wound, Kiswahili', 'kidonda mguuni wiki iliyopita, sasa taya zimekaza', adult],
    ['suspected ectopic pregnancy', 'her period is late, pain low in the belly and brown bleeding', mother],
    ['peritonism in lay words', 'his belly is hard as a board and he screams when it is touched', adult],
    ['a farewell note, French', 'elle a laissé une lettre d adieu à sa soeur', mother],
  ])('%s', (_name, text, patient) => {
    expect(['emergency', 'critical']).toContain(urgencyOf(text, patient));
  });

  it('a pesticide or rat poison swallowed is at least urgent (ETAT priority sign: poisoning)', () => {
    expect(urgencyOf('amekula sumu ya panya', toddler)).not.toBe('routine');
  });
});

describe('worries without a danger sign do not', () => {
  it.each([
    ['a cold in a playing child', 'runny nose, eating and playing', toddler],
    ['bleeding after birth that is light', 'small amount of blood on the pad after delivery', mother],
    ['a mild headache in pregnancy', 'a mild headache in the evening, sees well', pregnant],
    ['a headache that built up slowly', 'headache over three days, better with paracetamol', adult],
  ])('%s', (_name, text, patient) => {
    expect(['routine', 'urgent']).toContain(urgencyOf(text, patient));
  });

  it('a tight jaw without a wound or spasms is not called tetanus', () => {
    const { triage } = engine.diagnose(
      { symptoms: ['toothache for a week, the jaw is tight'], patient: adult },
      now,
    ).diagnosis;
    expect(triage.reasons.join(' ')).not.toMatch(/tetanus/);
  });
});
