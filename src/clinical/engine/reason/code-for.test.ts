import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../knowledge/load-knowledge';
import { codeFor } from '.';

const knowledge = loadKnowledge();
const condition = (id: string) => knowledge.conditions.find((entry) => entry.id === id)!;

describe('the ICD-10 code reported is the precise one the findings call for', () => {
  it('rheumatic heart disease with signs of mitral stenosis is coded as rheumatic mitral stenosis', () => {
    expect(codeFor(condition('rheumatic-heart-disease'), new Set(['heart-murmur']))).toBe('I09.9');
    expect(codeFor(condition('rheumatic-heart-disease'), new Set(['mitral-stenosis-signs']))).toBe('I05.0');
  });

  it('cardiomyopathy after childbirth is coded as cardiomyopathy in the puerperium', () => {
    expect(codeFor(condition('cardiomyopathy'), new Set(['shortness-of-breath']))).toBe('I42.0');
    expect(codeFor(condition('cardiomyopathy'), new Set(['recent-childbirth']))).toBe('O90.3');
  });

  it('type 2 diabetes told with numb or burning feet is coded with its neurological complication (E11.4)', () => {
    expect(codeFor(condition('type-2-diabetes'), new Set(['polyuria']))).toBe('E11.9');
    expect(codeFor(condition('type-2-diabetes'), new Set(['numbness-tingling-feet']))).toBe('E11.4');
  });

  it('alcohol poisoning is coded by the alcohol told: methanol by its blurred sight, ethanol by the drinking', () => {
    const poisoning = condition('alcohol-methanol-poisoning');
    expect(codeFor(poisoning, new Set(['vomiting']))).toBe('T51.9');
    expect(codeFor(poisoning, new Set(['drunk-intoxicated']))).toBe('T51.0');
    expect(codeFor(poisoning, new Set(['alcohol-use', 'visual-disturbance']))).toBe('T51.1');
  });

  it('a head injury is coded by what it did: S09.9 without a sign of the brain hurt, S06.0 concussion, S06 intracranial', () => {
    const injury = condition('head-injury');
    expect(codeFor(injury, new Set(['head-injury']))).toBe('S09.9');
    expect(codeFor(injury, new Set(['head-injury', 'loss-of-consciousness-after-injury']))).toBe('S06.0');
    expect(codeFor(injury, new Set(['head-injury', 'headache']))).toBe('S06.0');
    expect(codeFor(injury, new Set(['head-injury', 'vomiting', 'convulsions']))).toBe('S06');
  });

  it('antepartum haemorrhage with a low-lying placenta on the scan is coded as placenta praevia (O44)', () => {
    const bleed = condition('antepartum-haemorrhage');
    expect(codeFor(bleed, new Set(['vaginal-bleeding']))).toBe('O46');
    expect(codeFor(bleed, new Set(['vaginal-bleeding', 'placenta-praevia-on-scan']))).toBe('O44');
    expect(codeFor(bleed, new Set(['tense-tender-uterus']))).toBe('O45');
  });

  it('every precise code belongs to its condition’s list', () => {
    for (const entry of knowledge.conditions)
      for (const coding of entry.icd10ByFinding ?? [])
        expect(entry.icd10.some((code) => coding.icd10.startsWith(code))).toBe(true);
  });
});
