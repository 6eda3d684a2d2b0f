import { describe, expect, it } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';

const understand = createUnderstanding(findings);
const present = (text: string) =>
  understand({ symptoms: [text], patient: {} })
    .findings.filter((finding) => finding.source === 'symptom' && finding.present)
    .map((finding) => finding.findingId);

describe('Kiswahili clinic telling: forehead, tick bite, palms, percussion, nerves', () => {
  it('reads a bump on the forehead after a fall as a head injury, not a rash there', () => {
    expect(present('mtoto alianguka jana, ana nundu kubwa kwenye paji la uso')).toContain('head-injury');
    expect(present('ana vipele vidogo kwenye paji la uso')).not.toContain('head-injury');
  });

  it('reads a tick bite in any tense as the tick bite, and still as the haemorrhagic fever exposure', () => {
    expect(present('aliumwa na kupe siku tano zilizopita')).toEqual(
      expect.arrayContaining(['tick-bite', 'vhf-exposure']),
    );
    expect(present('aliumwa na mbu usiku')).not.toContain('tick-bite');
  });

  it('reads a rash that reaches the palms, not pale palms', () => {
    expect(present('upele umeenea mpaka viganjani')).toContain('rash-palms-soles');
    expect(present('viganja vyake ni vyeupe')).not.toContain('rash-palms-soles');
  });

  it('reads a heavy note when the chest is tapped as fluid, a painful arm nerve as neuritis', () => {
    expect(present('kifua upande wa kushoto ukigongwa kinatoa sauti nzito')).toContain(
      'pleural-effusion-signs',
    );
    expect(present('mishipa ya mkono wa kulia inauma tangu juzi')).toContain('thickened-nerve');
    expect(present('mkono wa kulia unauma tangu juzi')).not.toContain('thickened-nerve');
  });
});

describe('Lamp fuel in clinic notes', () => {
  it('reads lamp fuel swallowed from a bottle as kerosene, not a lamp that burnt', () => {
    expect(present('toddler drank lamp fuel kept in a juice bottle')).toContain('kerosene-ingestion');
    expect(present('paraffin lamp fell over and burnt his arm')).not.toContain('kerosene-ingestion');
  });
});
