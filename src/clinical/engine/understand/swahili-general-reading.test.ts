import { describe, expect, it } from 'vitest';
import { findings } from '../../knowledge/findings';
import {
  isAspectVerb,
  isSwahiliPassiveOfOtherRoot,
  repeatsWordBefore,
  swahiliNegationCue,
  swahiliNounForms,
  withoutRepeatedEnd,
} from './swahili-verbs';
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

describe('Kiswahili negatives of have, be, ever and get', () => {
  it('reads each person and class as the cue of its meaning', () => {
    expect(swahiliNegationCue('hawana')).toBe('hana');
    expect(swahiliNegationCue('hayana')).toBe('hana');
    expect(swahiliNegationCue('haikuwa')).toBe('hakuwa');
    expect(swahiliNegationCue('sijawahi')).toBe('hajapata');
    expect(swahiliNegationCue('hatukupata')).toBe('hajapata');
    expect(swahiliNegationCue('siyo')).toBe('si');
    expect(swahiliNegationCue('sana')).toBeUndefined();
    expect(swahiliNegationCue('hasira')).toBeUndefined();
  });

  it('keeps a negative the vocabulary holds inside its wording, and reads one written in two halves whole', () => {
    expect(present('mzee anasema mapigo ya moyo hayana mpangilio tangu juzi')).toContain('irregular-pulse');
    expect(present("aliumwa na mbung'o, tse-tse, akiwa mbugani")).toContain('tsetse-exposure');
  });

  it.each([
    ['bibi hajawahi kupata degedege maishani', 'convulsions'],
    ['sikuwahi kuzimia hata mara moja', 'syncope'],
    ['watoto hawana homa', 'fever'],
  ])('denies what "%s" says never happened', (text, findingId) => {
    expect(absent(text)).toContain(findingId);
    expect(present(text)).not.toContain(findingId);
  });
});

describe('Kiswahili test results', () => {
  it('reads chanya and hasi as positive and negative', () => {
    expect(present('mume wake VVU chanya, yeye HIV chanya pia')).toContain('known-hiv');
    expect(absent('kipimo cha haraka cha malaria hasi')).toContain('malaria-test-positive');
  });
});

describe('Kiswahili sugar as a measurement and passive verbs', () => {
  it('reads the sugar of the blood as a value, and sugar alone as diabetes', () => {
    const told = understand({ symptoms: ['sukari ya damu ilikuwa 13.2'], patient: {} }).findings;
    expect(told.filter((finding) => finding.present).map((finding) => finding.findingId)).toEqual([
      'hyperglycaemia-lab',
    ]);
    expect(present('baba ana sukari tangu zamani')).toContain('known-diabetes');
  });

  it('does not spell a passive verb into another verb', () => {
    expect(isSwahiliPassiveOfOtherRoot('alipelekwa', 'alilewa')).toBe(true);
    expect(isSwahiliPassiveOfOtherRoot('amepigwa', 'amepigwa')).toBe(false);
    expect(present('mgonjwa ameletwa na ndugu zake usiku')).not.toContain('drunk-intoxicated');
  });
});

describe('Kiswahili repeated and phase verbs', () => {
  it('reads a repeated word or end once', () => {
    expect(withoutRepeatedEnd('vinachomachoma')).toBe('vinachoma');
    expect(withoutRepeatedEnd('kichwa')).toBeUndefined();
    expect(repeatsWordBefore('polepole', 'polepole')).toBe(true);
    expect(repeatsWordBefore('choma', 'kinachoma')).toBe(true);
    expect(repeatsWordBefore('kichwa', 'homa')).toBe(false);
  });

  it('reads the verb told after begin or go on', () => {
    expect(isAspectVerb('vimeanza')).toBe(true);
    expect(isAspectVerb('anaendelea')).toBe(true);
    expect(isAspectVerb('anatapika')).toBe(false);
    expect(present('jana jioni mzee alianza kutapika')).toContain('vomiting');
    expect(present('mapigo ya moyo yameanza kwenda mbio')).toEqual(present('mapigo ya moyo kwenda mbio'));
  });

  it('steps over an adverb inside a telling', () => {
    expect(present('mama haoni tena pembeni mwa macho')).toContain('peripheral-vision-loss');
  });
});

describe('Kiswahili noun classes', () => {
  it('gives the other number and, for a word naming nothing, the plain noun of a diminutive', () => {
    expect(swahiliNounForms('vipele', false)).toEqual(['kipele']);
    expect(swahiliNounForms('mikono')).toEqual([]);
    expect(swahiliNounForms('madonda')).toEqual(['donda', 'jidonda']);
    expect(swahiliNounForms('kijipu')).toEqual(['vijipu', 'ujipu', 'jipu']);
  });

  it('keeps the number of a body part: one swollen wrist is no swelling of both hands', () => {
    expect(present('kiwiko cha mkono wa kulia kimevimba baada ya kuanguka')).not.toContain(
      'face-hand-oedema',
    );
    expect(present('mikono yote miwili imevimba asubuhi')).toContain('face-hand-oedema');
  });

  it('reads a single spot as the spots the vocabulary names', () => {
    expect(present('ana kipele kimoja kinachowasha mgongoni')).toEqual(
      present('ana vipele vinavyowasha mgongoni'),
    );
  });
});
