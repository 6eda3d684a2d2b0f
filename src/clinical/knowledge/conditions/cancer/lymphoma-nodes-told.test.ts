import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../engine';

/*
 * Painless, rubbery nodes that keep growing over weeks, with night sweats and weight loss, no cough and a negative HIV test,
 * are lymphoma until a biopsy says otherwise (WHO Guide to cancer early diagnosis 2017; Kenya National Cancer
 * Treatment Protocols 2019); tender glands with a sore throat are not. Cases are our own words.
 */
const engine = createEngine();
const now = new Date('2026-06-15T00:00:00Z');
const first = (symptoms: string[], history: string[] = []) =>
  engine.assess(
    { symptoms, patient: { age: 27, gender: 'male', country: 'KE', medicalHistory: history } },
    now,
  ).diagnosis.primaryDiagnosis.conditionId;

describe('painless growing nodes with drenching sweats and an HIV test negative are lymphoma', () => {
  it.each([
    [
      'en',
      [
        'Painless rubbery lumps on the left side of the neck for two months, getting bigger',
        'Soaking sweats at night and has lost weight, no cough',
      ],
      ['HIV negative last month'],
    ],
    [
      'sh',
      [
        'painless rubbery L cervical LAP x 2/12, enlarging',
        'night sweats, wt loss 7 kg, no cough',
        'HIV neg, GeneXpert neg',
      ],
      [],
    ],
    [
      'fr',
      [
        'Des ganglions indolores au cou depuis deux mois, ils grossissent',
        'Il transpire beaucoup la nuit et il a maigri, il ne tousse pas',
      ],
      ['VIH négatif'],
    ],
  ])('%s: lymphoma ranks first', (_register, symptoms, history) => {
    expect(first(symptoms, history)).toBe('lymphoma');
  });

  it('control: tender swollen neck glands with a sore throat and fever for three days are not lymphoma', () => {
    expect(first(['Sore throat and fever for three days', 'Tender swollen glands in the neck'])).not.toBe(
      'lymphoma',
    );
  });
});

describe('an HIV result told bare in French or Kiswahili is read as a test result', () => {
  const read = (text: string) =>
    engine
      .understand({ symptoms: [text], patient: { age: 27, gender: 'male' } })
      .findings.filter((finding) => finding.source !== 'profile')
      .map((finding) => `${finding.present ? '+' : '-'}${finding.findingId}`);

  it.each(['VIH négatif', 'VVU hasi'])('"%s" is a negative HIV test', (text) => {
    expect(read(text)).toContain('-hiv-test-positive');
  });

  it('control: "VIH positif" is still a known HIV infection', () => {
    expect(read('VIH positif')).toContain('+known-hiv');
  });
});
