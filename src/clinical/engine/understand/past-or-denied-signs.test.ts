import { describe, expect, it } from 'vitest';
import { createEngine } from '..';

/*
 * A wording run over a comma must be a list closing on its noun: 'diabetic, feet checked, no ulcers' holds
 * no 'diabetic foot'. French past convulsions ('l'année dernière', 'dans l'enfance') are history, not
 * 'convulsions during this illness' (WHO IMCI 2014), as the English and Kiswahili readers already have it.
 */
const engine = createEngine();
const now = new Date('2026-11-28T09:00:00Z');
const present = (text: string, age: number) =>
  engine
    .diagnose({ symptoms: [text], patient: { age, gender: 'female' }, labResults: [] }, now)
    .diagnosis.findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);

describe('a comma list does not join two statements into one wording', () => {
  it.each(['diabetic, feet checked, no ulcers, no numbness', 'diabetic, feet fine, no ulcer'])(
    '%s: no foot ulcer',
    (text) => expect(present(text, 55)).not.toContain('foot-ulcer'),
  );
  it.each(['diabetic, ulcer on the foot', 'diabetic foot ulcer'])('control: %s is a foot ulcer', (text) =>
    expect(present(text, 55)).toContain('foot-ulcer'),
  );
  it('control: a list over commas still reads (diastolic, rumbling murmur: mitral stenosis)', () =>
    expect(present('diastolic, rumbling murmur is heard', 31)).toContain('mitral-stenosis-signs'));
});

describe('French past convulsions are history', () => {
  it.each([
    "il a eu des convulsions l'année dernière, aucun problème maintenant",
    "convulsions dans l'enfance, fièvre depuis hier",
  ])('%s: no current convulsions', (text) => expect(present(text, 3)).not.toContain('convulsions'));
  it.each(['il a eu des convulsions hier avec la fièvre', 'fièvre et convulsions ce matin'])(
    'control: %s is convulsions now',
    (text) => expect(present(text, 3)).toContain('convulsions'),
  );
});
