import { describe, it, expect } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';

/**
 * English as patients and clinics type it: a cold sweat is clamminess, not a low temperature; a crash on
 * the road; a lump that will not go back; contractions typed without the apostrophe; the hip as a joint;
 * an adult who cannot walk on a painful knee; a back tooth is no back. Each group has calm twins.
 */
const understand = createUnderstanding(findings);

function present(text: string, age = 40): string[] {
  return understand({ symptoms: [text], patient: { age } })
    .findings.filter((finding) => finding.source !== 'profile' && finding.present)
    .map((finding) => finding.findingId);
}

describe('cold with sweat is clamminess, not hypothermia', () => {
  it.each([
    'he is cold and sweaty',
    'crushing chest pain and a cold sweat',
    'she went cold and clammy',
    'now cold and wet with sweat',
  ])('%s: no hypothermia, sweating or clamminess read', (text) => {
    const read = present(text);
    expect(read).not.toContain('hypothermia');
    expect(read.some((id) => id === 'sweating' || id === 'weak-pulse-cold-hands')).toBe(true);
  });
  it.each([
    ['the baby is cold to touch', 0],
    ['he is cold', 70],
    ['temp 34.6, cold and sweaty', 70],
  ] as const)('%s: calm twin, hypothermia stays', (text, age) => {
    expect(present(text, age)).toContain('hypothermia');
  });
});

describe('a crash on the road', () => {
  it.each([
    'he was in a crash on the highway',
    'she crashed her motorbike',
    'the matatu they rode in crashed',
  ])('%s: road traffic injury', (text) => {
    expect(present(text)).toContain('road-traffic-injury');
  });
  it.each(['the patient crashed on the ward overnight', 'her sugar crashed after insulin'])(
    '%s: calm twin, no road traffic injury',
    (text) => {
      expect(present(text)).not.toContain('road-traffic-injury');
    },
  );
});

describe('a lump that will not go back, and contractions typed without the apostrophe', () => {
  it.each([
    'the hernia will not go back in since morning',
    'his hernia wont go back in now',
    'the swelling in her groin will not go back in',
  ])('%s: irreducible lump', (text) => {
    expect(present(text)).toContain('irreducible-tender-groin-lump');
  });
  it.each(['a lump in the groin that goes back when he lies down', 'he will not go back to work this week'])(
    '%s: calm twin, not irreducible',
    (text) => {
      expect(present(text)).not.toContain('irreducible-tender-groin-lump');
    },
  );
  it.each([
    ['she cant drink anything', 'unable-to-drink'],
    ['he doesnt have a fever', 'fever'],
  ])('%s: the apostrophe-less contraction reads as the full one', (text, findingId) => {
    const reading = understand({ symptoms: [text], patient: { age: 30 } });
    const finding = reading.findings.find((entry) => entry.findingId === findingId);
    expect(finding?.present).toBe(findingId === 'unable-to-drink');
  });
});

describe('the hip is a joint, and a septic joint is a hot swollen joint', () => {
  it.each([
    ['pain in the hip for a week', 'arthralgia'],
    ['her hip is swollen and hot', 'hot-swollen-joint'],
    ['septic hip suspected', 'hot-swollen-joint'],
    ['a septic knee', 'hot-swollen-joint'],
  ])('%s: %s', (text, findingId) => {
    expect(present(text)).toContain(findingId);
  });
  it.each(['no hip pain', 'septic shock'])('%s: calm twin, no hot joint', (text) => {
    const read = present(text);
    expect(read).not.toContain('hot-swollen-joint');
    expect(read).not.toContain('arthralgia');
  });
});

describe('an adult who cannot walk on one painful knee or hip', () => {
  it.each(['my knee hurts, I cannot walk', 'his hip is painful and he cannot stand'])(
    '%s: the joint pain, not prostration',
    (text) => {
      const read = present(text, 40);
      expect(read).not.toContain('prostration');
      expect(read).toContain('arthralgia');
    },
  );
  it.each(['very weak, cannot walk', 'so weak she cannot stand, knees aching'])(
    '%s: calm twin, general weakness stays prostration',
    (text) => {
      expect(present(text, 40)).toContain('prostration');
    },
  );
});

describe('a back tooth is a tooth, not the back', () => {
  it('a hole in the lower back tooth: toothache, no back pain', () => {
    const read = present('a hole in my lower back tooth, it pains with cold drinks');
    expect(read).toContain('toothache');
    expect(read).not.toContain('back-pain');
  });
  it('pain in her lower back: calm twin, back pain stays', () => {
    expect(present('pain in her lower back since lifting')).toContain('back-pain');
  });
});

describe('everyday wordings', () => {
  it.each([
    ['my heart flutters at night', 'palpitations'],
    ['heartbeat irregular for a week', 'irregular-pulse'],
    ['red streaks running up the arm from the cut', 'red-hot-swollen-skin'],
    ['his mouth droops on the left', 'facial-droop'],
    ['she says the radio is talking about her', 'psychotic-symptoms'],
    ['never had the baby injections', 'unvaccinated'],
    ['touched a hot pan, blister on the palm', 'burn'],
    ['old shin wound that discharges bits of bone', 'discharging-sinus-bone'],
    ['pus spots on the baby skin', 'vesicular-rash'],
    ['can only see light in that eye', 'gradual-vision-loss'],
    ['lower molar pain for days', 'toothache'],
  ])('%s: %s', (text, findingId) => {
    expect(present(text)).toContain(findingId);
  });
  it.each([
    ['her heart is fine', 'palpitations'],
    ['listens to the radio all day', 'psychotic-symptoms'],
    ['had all the baby injections', 'unvaccinated'],
  ])('%s: calm twin, no %s', (text, findingId) => {
    expect(present(text)).not.toContain(findingId);
  });
});

describe('an uneven heartbeat is an irregular pulse (ESC 2020 AF guidelines: the irregular beat felt)', () => {
  it.each([
    'heart beating fast and uneven since yesterday',
    'my heartbeat feels uneven',
    'le cœur bat vite, les battements sont inégaux',
  ])('%s: irregular pulse', (text) => {
    expect(present(text)).toContain('irregular-pulse');
  });
  it.each(['the path is uneven and I twisted my ankle', 'heart beating fast after running'])(
    '%s: calm twin, no irregular pulse',
    (text) => {
      expect(present(text)).not.toContain('irregular-pulse');
    },
  );
});
