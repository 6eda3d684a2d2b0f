import { describe, expect, it } from 'vitest';
import { findings } from '../../knowledge/findings';
import { shengEnglishVerb, swahiliInfinitive } from './swahili-verbs';
import { createUnderstanding } from './understand-input';

const understand = createUnderstanding(findings);
const presentIn = (text: string) =>
  understand({ symptoms: [text], patient: {} })
    .findings.filter((finding) => finding.present && finding.source === 'symptom')
    .map((finding) => finding.findingId);

describe('Kiswahili verb forms', () => {
  it('reads the spoken first person and the "and then" tense as the infinitive', () => {
    expect(swahiliInfinitive('natapika')).toBe('kutapika');
    expect(swahiliInfinitive('akapoteza')).toBe('kupoteza');
    expect(swahiliInfinitive('alitapika')).toBe('kutapika');
  });

  it('finds the English verb that Sheng conjugates in Kiswahili', () => {
    expect(shengEnglishVerb('anavomit')).toBe('vomit');
    expect(shengEnglishVerb('amefaint')).toBe('faint');
    expect(shengEnglishVerb('fever')).toBeUndefined();
  });
});

describe('injuries, bleeding, fits, breathing and swelling told in Kiswahili and Sheng', () => {
  it.each([
    ['nilikuwa natapika tangu asubuhi', 'vomiting'],
    ['mtoto anavomit kila akinyonya', 'vomiting'],
    ['jana usiku amefaint mara mbili', 'syncope'],
    ['baba anacough usiku mzima', 'cough'],
    ['alianguka akapoteza fahamu', 'unconscious'],
    ['jeraha la mguu linavuja damu bila kukoma', 'major-external-bleeding'],
    ['damu inatoka nyingi kwa mkono', 'major-external-bleeding'],
    ['kijana ameumia kichwani kwa jiwe', 'head-injury'],
    ['pumzi inambana tangu jana', 'shortness-of-breath'],
    ['bibi hawezi kupumua akilala', 'shortness-of-breath'],
    ['mguu wa kushoto umefura', 'leg-swelling'],
    ['ameng\u2019atwa na nyoka shambani', 'snake-bite'],
    ['amechomwa na kisu tumboni', 'road-traffic-injury'],
  ])('"%s" reads %s', (text, findingId) => {
    expect(presentIn(text)).toContain(findingId);
  });

  it('"damu inatoka nyingi" with no site is heavy bleeding, as "bleeding heavily" is; after a birth, postpartum', () => {
    const afterBirth = presentIn('alijifungua jana usiku, damu inatoka nyingi');
    expect(afterBirth).toEqual(expect.arrayContaining(['heavy-bleeding', 'heavy-postpartum-bleeding']));
    expect(afterBirth).not.toContain('major-external-bleeding');
  });

  it('a Swahili word that only looks prefixed is not read as an English verb', () => {
    expect(presentIn('anakula vizuri na anacheza')).toEqual([]);
  });
});
