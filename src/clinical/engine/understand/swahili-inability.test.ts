import { describe, expect, it } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';

const understand = createUnderstanding(findings);
function read(text: string): { present: string[]; absent: string[] } {
  const told = understand({ symptoms: [text], patient: {} }).findings.filter(
    (finding) => finding.source === 'symptom',
  );
  return {
    present: told.filter((finding) => finding.present).map((finding) => finding.findingId),
    absent: told.filter((finding) => !finding.present).map((finding) => finding.findingId),
  };
}

describe('a Kiswahili inability governs the verbs listed after it', () => {
  it.each([
    ['hawezi kula wala kunywa', 'unable-to-drink'],
    ['siwezi kula wala kunywa chochote', 'unable-to-drink'],
    ['mtoto hawezi kula au kunywa', 'unable-to-drink'],
  ])('"%s" reads %s', (text, finding) => {
    expect(read(text).present).toContain(finding);
  });

  it.each(['anakula na kunywa vizuri', 'anakunywa maji, hawezi kula'])(
    'calm twin "%s" reads no inability to drink',
    (text) => {
      expect(read(text).present).not.toContain('unable-to-drink');
    },
  );

  it.each(['hawezi kukohoa', 'hawezi kuongea wala kukohoa', 'siwezi kukohoa', 'anashindwa kukohoa'])(
    '"%s" (cannot cough) is never a cough',
    (text) => {
      expect(read(text).present).not.toContain('cough');
    },
  );

  it.each(['analia na kukohoa', 'hawezi kula na anakohoa', 'hawezi kula wala kulala, anakohoa'])(
    'twin "%s": a cough told beside the inability stays a cough',
    (text) => {
      expect(read(text).present).toContain('cough');
    },
  );

  it('keeps the inabilities the vocabulary names: "hawezi kupumua", "akashindwa kupumua"', () => {
    expect(read('hawezi kupumua').present).toContain('shortness-of-breath');
    expect(read('ghafla akashindwa kupumua').present).toContain('shortness-of-breath');
    expect(read('hawezi kusimama wala kutembea').present).toContain('prostration');
  });
});

describe('Kiswahili wordings that were misread', () => {
  it('low pressure told in everyday words is hypotension, not known hypertension', () => {
    const low = read('presha iko chini');
    expect(low.present).toContain('hypotension');
    expect(low.present).not.toContain('known-hypertension');
    expect(read('ana presha').present).not.toContain('hypotension');
  });

  it('"kufunga" (to close) alone is no missed meal; "amefunga saumu" (he is fasting) is', () => {
    expect(read('udhaifu wa kufunga vidole').present).not.toContain('missed-meal');
    expect(read('amefunga saumu tangu asubuhi').present).toContain('missed-meal');
  });

  it('hot weather is heat exposure, not a fever; "ana joto kali" is a fever', () => {
    const weather = read('alikaa juani siku za joto kali');
    expect(weather.present).toContain('heat-exposure');
    expect(weather.present).not.toContain('fever');
    expect(read('ana joto kali').present).toContain('fever');
  });

  it('a swelling of the forehead is no swelling of the face (oedema); a swollen face is', () => {
    expect(read('uvimbe kwenye paji la uso').present).not.toContain('face-hand-oedema');
    expect(read('uso umevimba').present).toContain('face-hand-oedema');
  });
});
