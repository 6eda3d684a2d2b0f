import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * A swallowed button battery burns through the oesophagus within 2 hours, often before any symptom: an X-ray
 * at once and endoscopic removal of an oesophageal battery (ESPGHAN 2021). A coin swallowed by a well child,
 * or a battery spoken of but not swallowed, raises no alarm.
 */
const engine = createEngine();
const now = new Date('2026-11-30T08:00:00Z');
const toddler: ClinicalInput['patient'] = { age: 2, gender: 'female', country: 'KE' };
const urgencyOf = (text: string) =>
  engine.diagnose({ symptoms: [text], patient: toddler }, now).diagnosis.triage;

describe('a swallowed button battery', () => {
  it.each([
    ['she swallowed the small battery from the kitchen scale, she is playing'],
    ['the watch battery is missing and he had it in his mouth'],
    ['amemeza betri ndogo ya saa, anacheza kawaida'],
    ['elle a avalé une pile bouton il y a une heure, elle va bien'],
  ])('"%s" is an emergency even without a symptom', (text) => {
    const triage = urgencyOf(text);
    expect(triage.urgency).toBe('emergency');
    expect(triage.reasons.join(' ')).toMatch(/button battery/);
  });

  it.each([['swallowed a coin this morning, playing and eating well'], ['the radio battery is flat']])(
    'calm twin: "%s" raises no alarm',
    (text) => {
      expect(['routine', 'urgent']).toContain(urgencyOf(text).urgency);
    },
  );
});
