import { describe, expect, it } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';

const understand = createUnderstanding(findings);
const read = (text: string) =>
  understand({ symptoms: [text], patient: {} }).findings.filter((finding) => finding.source === 'symptom');
const present = (text: string) =>
  read(text)
    .filter((finding) => finding.present)
    .map((finding) => finding.findingId);
const absent = (text: string) =>
  read(text)
    .filter((finding) => !finding.present)
    .map((finding) => finding.findingId);

describe('a negation stops at a new statement of what the patient has now', () => {
  it('reads what follows presents with / came with / now has as present', () => {
    expect(
      present('mother was not on treatment in pregnancy presents with cough and fast breathing'),
    ).toEqual(expect.arrayContaining(['cough', 'tachypnoea']));
    expect(present('no antenatal care came with convulsions')).toContain('convulsions');
    expect(present('never had asthma now has wheeze and difficulty breathing')).toContain('wheeze');
    expect(present('pas de traitement, consulte pour toux et convulsions')).toContain('convulsions');
    expect(present('hakuwa kwenye dawa sasa ana degedege')).toContain('convulsions');
  });

  it('still denies a list that no new statement interrupts', () => {
    expect(absent('no fever or cough')).toEqual(expect.arrayContaining(['fever', 'cough']));
    expect(absent('denies chest pain or cough')).toEqual(expect.arrayContaining(['chest-pain', 'cough']));
    expect(present('no convulsions presents')).not.toContain('convulsions');
    expect(absent('hana degedege wala homa')).toContain('convulsions');
  });
});
