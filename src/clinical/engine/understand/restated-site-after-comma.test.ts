import { describe, expect, it } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';

const understand = createUnderstanding(findings);

function read(text: string): { present: string[]; absent: string[] } {
  const result = understand({ symptoms: [text], patient: {} });
  const fromText = result.findings.filter((finding) => finding.source === 'symptom');
  return {
    present: fromText.filter((finding) => finding.present).map((finding) => finding.findingId),
    absent: fromText.filter((finding) => !finding.present).map((finding) => finding.findingId),
  };
}

/*
 * '..., it is red': a comma part that opens by pointing back to the site just named states something new of
 * it; the negation of the part before ('does not close') does not reach it, and its state still belongs to the
 * site however many words the first part took.
 */
describe('a new statement of the site after a comma', () => {
  it('an eye that does not close, and is red', () => {
    expect(read('the left eye does not close fully, it is red').present).toContain('red-eyes');
  });

  it('in French, with several words before the comma', () => {
    expect(read("l'œil gauche ne ferme plus complètement, il est rouge").present).toContain('red-eyes');
  });

  it('Kiswahili: the eye gives out pus after a list of its states', () => {
    expect(read('jicho ni jekundu sana, linauma, linatoa usaha').present).toContain('eye-discharge');
  });

  it('calm twin: a denial in the new statement stays a denial', () => {
    expect(read('the eye waters a little, it is not red').present).not.toContain('red-eyes');
  });

  it('calm twin: an ear giving pus is no eye discharge', () => {
    expect(read('sikio linauma, linatoa usaha').present).not.toContain('eye-discharge');
  });
});
