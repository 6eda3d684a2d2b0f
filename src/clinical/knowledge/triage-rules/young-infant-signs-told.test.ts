import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * IMCI young-infant danger signs as a mother tells them, before anyone counts or measures (WHO IMCI 2014,
 * PCPNC 2015 K, Pocket Book 2013 ch. 3): pauses in breathing, grunting, breathing badly, a cold body, pale
 * palms. Ages in years: 0.02 is about a week, 0.06 about three weeks.
 */
const engine = createEngine();
const now = new Date('2026-11-28T10:00:00Z');
const urgencyOf = (input: ClinicalInput) => engine.diagnose(input, now).diagnosis.triage.urgency;
const baby = (age: number) => ({ age, gender: 'female' as const, country: 'TZ' });
const atLeastEmergency = ['emergency', 'critical'];

describe('danger signs told in words, infant under 2 months', () => {
  it.each([
    ['she has long pauses in her breathing', 0.05],
    ['pumzi yake inakatika mara kwa mara', 0.03],
    ['the baby grunts with every breath', 0.02],
    ['mtoto hapumui vizuri tangu jana', 0.04],
    ['mtoto anapumua kwa shida', 0.06],
    ['le bébé respire mal', 0.03],
    ['the baby is not breathing properly', 0.04],
    ['the newborn feels cold', 0.01],
    ['mtoto ana baridi, ananyonya kidogo', 0.02],
    ['her palms look pale', 0.05],
    ['mtoto ana viganja vimepauka', 0.04],
  ])('"%s" (age %s years): an emergency at least', (text, age) => {
    expect(atLeastEmergency).toContain(urgencyOf({ symptoms: [text], patient: baby(age) }));
  });

  it('fast breathing alone at 3 weeks stays IMCI pneumonia (urgent), not a told difficulty', () => {
    expect(urgencyOf({ symptoms: ['fast breathing'], patient: baby(0.06) })).toBe('urgent');
  });
});

describe('calm twins stay calm', () => {
  it('a well baby, feeding well and warm: routine', () => {
    expect(
      urgencyOf({
        symptoms: ['well baby, breastfeeding well, warm to touch, for a check'],
        patient: baby(0.04),
      }),
    ).toBe('routine');
  });

  it('difficulty breathing or pale palms in an older child are not the young-infant rules', () => {
    expect(urgencyOf({ symptoms: ['her palms look pale'], patient: baby(3) })).toBe('routine');
  });
});
