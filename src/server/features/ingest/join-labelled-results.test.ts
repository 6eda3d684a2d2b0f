import { describe, expect, it } from 'vitest';
import { joinLabelledResults } from './join-labelled-results';

describe('reports written as blocks: name, method, then a labelled result line', () => {
  it('makes each block one row of name, result and range, under its section title', () => {
    const text = [
      'Patient: J. Doe',
      'SEROLOGY',
      'Hepatitis B surface antigen',
      'Immunochromatography, lot 22',
      'Result: Reactive | Reference: Non-reactive',
      'LIVER ENZYMES',
      'Alanine aminotransferase',
      'Result: 88 U/L | Reference range: < 40 U/L',
      'Checked by: lab',
    ].join('\n');
    expect(joinLabelledResults(text).split('\n')).toEqual([
      'Patient: J. Doe',
      'SEROLOGY',
      'Immunochromatography, lot 22',
      'Hepatitis B surface antigen\tReactive\tNon-reactive',
      'LIVER ENZYMES',
      'Alanine aminotransferase\t88 U/L\t< 40 U/L',
      'Checked by: lab',
    ]);
  });

  it('reads French labels and keeps a result line with no name above it as it is', () => {
    expect(joinLabelledResults('Urée\nRésultat : 0,41 g/L\tValeurs usuelles : 0,15 - 0,45')).toBe(
      'Urée\t0,41 g/L\t0,15 - 0,45',
    );
    expect(joinLabelledResults('Date: today\nResult: see below')).toBe('Date: today\nResult: see below');
  });
});
