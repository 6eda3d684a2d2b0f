import { describe, it, expect } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';

/**
 * A joint or limb told in our own words: a list of states after the joint runs over commas; a child who
 * will not walk on one painful limb or joint refuses to bear weight (not prostration, a general weakness);
 * crying when the joint is touched or moved tells its pain. Each group has calm twins.
 */
const understand = createUnderstanding(findings);

function present(text: string, age = 4): string[] {
  return understand({ symptoms: [text], patient: { age } })
    .findings.filter((finding) => finding.source !== 'profile' && finding.present)
    .map((finding) => finding.findingId);
}

describe('states listed after a joint, then more told after "and"', () => {
  it.each([
    'The knee is swollen, hot and he keeps it bent',
    'The knee is swollen, hot and he cries',
    'genou gonflé, chaud et il le garde plié',
    'goti limevimba, lina joto na analia',
  ])('%s: a hot swollen joint', (text) => {
    expect(present(text)).toContain('hot-swollen-joint');
  });
  it.each([
    'The knee is swollen and he keeps it bent',
    'The knee is swollen, he is hot',
    'genou gonflé et il le garde plié',
    'goti limevimba na analia',
  ])('%s: calm twin, no hot joint', (text) => {
    expect(present(text)).not.toContain('hot-swollen-joint');
  });
});

describe('a child who cannot walk on one painful limb or joint', () => {
  it.each([
    'cannot walk, cries when we touch his knee',
    'fever for two days, cannot walk, his knee is swollen',
    'ne peut pas marcher, son genou est gonflé',
  ])('%s: refuses to bear weight, not prostration', (text) => {
    const read = present(text);
    expect(read).toContain('refuses-to-move-limb');
    expect(read).not.toContain('prostration');
  });
  it.each([
    'fever for two days, cannot walk',
    'fever, too weak, cannot walk, his knee is swollen',
    'fever, joint pains, cannot walk',
  ])('%s: calm twin, prostration stays', (text) => {
    const read = present(text);
    expect(read).toContain('prostration');
    expect(read).not.toContain('refuses-to-move-limb');
  });
  it('an adult with knee pain who cannot walk: the knee pain, neither prostration nor a child refusing to bear weight', () => {
    const read = present('my knee hurts, I cannot walk', 40);
    expect(read).toContain('arthralgia');
    expect(read).not.toContain('prostration');
    expect(read).not.toContain('refuses-to-move-limb');
  });
});

describe('a child crying when a joint or limb is touched or moved', () => {
  it.each([
    ['crying when we touch his knee', 'arthralgia'],
    ['screams when the knee is moved', 'refuses-to-move-limb'],
    ['cries when we touch his leg', 'bone-tenderness'],
  ])('%s: %s', (text, findingId) => {
    expect(present(text)).toContain(findingId);
  });
  it.each([
    'crying when we touch his belly',
    'does not cry when we touch his knee',
    'crying all night, knee fine',
  ])('%s: calm twin, no joint or limb finding', (text) => {
    const read = present(text);
    for (const findingId of ['arthralgia', 'refuses-to-move-limb', 'bone-tenderness'])
      expect(read).not.toContain(findingId);
  });
});
