import { describe, expect, it } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';
import { negativePresentOf } from './swahili-nor';

const understand = createUnderstanding(findings);

function read(text: string): { present: string[]; absent: string[] } {
  const result = understand({ symptoms: [text], patient: {} });
  const fromText = result.findings.filter((finding) => finding.source === 'symptom');
  return {
    present: fromText.filter((finding) => finding.present).map((finding) => finding.findingId),
    absent: fromText.filter((finding) => !finding.present).map((finding) => finding.findingId),
  };
}

describe("Kiswahili 'wala' (nor) before an infinitive", () => {
  it('reads the negative present of the infinitive', () => {
    expect(negativePresentOf('kufungua')).toBe('hafungui');
    expect(negativePresentOf('kunywa')).toBe('hanywi');
    expect(negativePresentOf('kwenda')).toBe('haendi');
  });

  it('eyes that do not open after a negative verb with an object prefix', () => {
    const reading = read('mtoto hawatambui wazazi wake wala kufungua macho tukimwamsha');
    expect(reading.present).toEqual(expect.arrayContaining(['unconscious', 'confusion']));
  });

  it('calm twin: eyes opening when called is no unconsciousness', () => {
    expect(read('anafungua macho tukimwita, anawatambua wazazi').present).not.toContain('unconscious');
  });

  it('a denied difficulty in breathing stays denied, never a stopped breath', () => {
    const reading = read('hakohoi wala kupumua kwa shida');
    expect(reading.present).toEqual([]);
    expect(reading.absent).toEqual(expect.arrayContaining(['cough', 'shortness-of-breath']));
  });

  it('an inability keeps governing the list', () => {
    expect(read('hawezi kula wala kunywa').present).toContain('unable-to-drink');
  });
});

describe('Kiswahili signs told with conjugated verbs', () => {
  it('pain when swallowing', () => {
    expect(read('nikimeza inauma sana').present).toContain('sore-throat');
    expect(read('inauma kifuani nikimeza chakula').present).toContain('dysphagia');
  });

  it('calm twin: a tablet swallowed and a belly ache are no painful swallowing', () => {
    const reading = read('alimeza vidonge jana, tumbo linauma kidogo');
    expect(reading.present).not.toContain('sore-throat');
    expect(reading.present).not.toContain('dysphagia');
  });

  it('white coating in the mouth told with the adjective in any class', () => {
    expect(read('kinywani kuna kitu cheupe').present).toContain('oral-thrush');
  });

  it('a child who does not know the mother', () => {
    expect(read('tangu asubuhi hamtambui baba yake').present).toContain('confusion');
  });

  it('a belly that hurts badly when touched', () => {
    expect(read('tumbo linauma sana nikiligusa').present).toContain('rebound-tenderness');
    expect(read('tumbo linauma kidogo baada ya kula').present).not.toContain('rebound-tenderness');
  });
});

describe('French', () => {
  it('no stool nor gas is an absolute constipation, stool alone is not', () => {
    expect(read("depuis hier il n'a ni selles ni gaz").present).toContain('no-stool-or-flatus');
    expect(read('pas de selles depuis trois jours').present).not.toContain('no-stool-or-flatus');
  });

  it("'pas de' does not run over 'et' and a verb", () => {
    const reading = read('pas de diarrhée et vomit tout ce qu il boit');
    expect(reading.absent).toContain('diarrhoea');
    expect(reading.present).toContain('vomiting');
  });

  it("calm twin: 'pas de X et de Y' denies both", () => {
    const reading = read('pas de diarrhée et de vomissements');
    expect(reading.absent).toEqual(expect.arrayContaining(['diarrhoea', 'vomiting']));
    expect(reading.present).not.toContain('vomiting');
  });
});

describe('sites and signs told in French and Kiswahili', () => {
  it('a swollen painful wrist or elbow is a swollen painful joint', () => {
    expect(read('son coude est enflé et très douloureux').present).toEqual(
      expect.arrayContaining(['joint-swelling', 'arthralgia']),
    );
  });

  it('choking told with the verb or the hands at the throat', () => {
    expect(read('en mangeant il s étouffait').present).toContain('choking-foreign-body');
    expect(read('la fillette tousse et se tient fort la gorge').present).toContain('choking-foreign-body');
    expect(read('elle a mal à la gorge depuis hier').present).not.toContain('choking-foreign-body');
  });

  it('honey-coloured crusts and a numb patch called doa', () => {
    expect(read('ukoko wa rangi ya asali usoni').present).toContain('honey-crusted-sores');
    expect(read('doa jeupe mkononi ambalo halihisi').present).toContain('numb-skin-patch');
  });
});
