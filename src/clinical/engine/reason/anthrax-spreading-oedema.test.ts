import { describe, expect, it } from 'vitest';
import { createEngine } from '..';

/**
 * WHO Anthrax in humans and animals 2008, ch. 7: a cutaneous eschar with extensive, spreading oedema is
 * treated as systemic anthrax (IV antibiotics, watch the airway). The swelling told as spreading, in any
 * language, raises the emergency; an eschar with a small rim of swelling stays urgent.
 */
const engine = createEngine();
const now = new Date('2026-11-29T12:00:00Z');

function urgencyOf(symptoms: string[]): string {
  return engine.diagnose({ symptoms, patient: { age: 34, gender: 'male' } }, now).diagnosis.triage.urgency;
}

describe('an eschar with swelling that spreads is an emergency', () => {
  it.each([
    ['painless black sore on the jaw, the swelling extends to the chest', 'skinned a cow that died suddenly'],
    [
      "escarre noire indolore au menton, le gonflement s'étend jusqu'à la poitrine",
      'a dépecé une vache morte subitement',
    ],
    ['kidonda cheusi kidevuni, uvimbe unasambaa hadi kifuani', 'alichuna ng’ombe aliyekufa ghafla'],
  ])('"%s"', (sore, exposure) => {
    expect(urgencyOf([sore, exposure])).toBe('emergency');
  });

  it.each([
    ['painless black sore on the jaw, a small rim of swelling around it', 'skinned a cow that died suddenly'],
    ['kidonda cheusi kidevuni, uvimbe kidogo pembeni mwa kidonda', 'alichuna ng’ombe aliyekufa ghafla'],
  ])('calm twin "%s" stays below emergency', (sore, exposure) => {
    expect(urgencyOf([sore, exposure])).not.toBe('emergency');
  });
});
