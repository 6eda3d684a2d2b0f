import { describe, expect, it } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';
import { readIngestedDose } from './read-measurements';

/**
 * Danger signs as relatives and clinic staff tell them in French (francophone Africa) and Kiswahili, from the
 * signs of OMS PCIME 2014 ('signes généraux de danger'), Kenya IMCI ('dalili za hatari') and the OMS Pocket
 * Book FR; sentences of our own, each with a calm twin that must not read the sign.
 */
const understand = createUnderstanding(findings);

function read(text: string): { present: string[]; absent: string[] } {
  const fromText = understand({ symptoms: [text], patient: {} }).findings.filter(
    (finding) => finding.source !== 'profile',
  );
  return {
    present: fromText.filter((finding) => finding.present).map((finding) => finding.findingId),
    absent: fromText.filter((finding) => !finding.present).map((finding) => finding.findingId),
  };
}

describe('danger signs told in French and Kiswahili', () => {
  it.each([
    // 'même' inside a negation only insists.
    ["elle n'arrive même plus à boire", 'unable-to-drink'],
    ['il ne peut même pas téter', 'unable-to-drink'],
    // A detached 'tout ce que …,' taken up after its comma.
    ["tout ce qu'elle avale, elle le vomit", 'vomiting-everything'],
    ['tout ce qu on lui donne, il le vomit', 'vomiting-everything'],
    ['whatever she eats, she vomits', 'vomiting-everything'],
    ['kila kitu anachokula anarudisha', 'vomiting-everything'],
    ['le pli cutané revient très lentement', 'very-slow-skin-pinch'],
    ['les deux pieds sont gonflés', 'bilateral-pitting-oedema'],
    ['il ne veut plus rien manger', 'anorexia'],
    // Verbs of waking and answering in every tense.
    ["on n'arrive pas à le réveiller", 'unconscious'],
    ['il ne répondait plus', 'unconscious'],
    ['elle ne réagissait plus', 'unconscious'],
    ['elle perd du sang', 'bleeding-site-not-named'],
    // 'nouveau-né' holds no negation 'ne'.
    ['le nouveau-né respire très vite', 'tachypnoea'],
  ])('"%s" reads %s present', (text, findingId) => {
    const { present, absent } = read(text);
    expect(present).toContain(findingId);
    expect(absent).not.toContain(findingId);
  });

  it.each([
    ['elle boit bien', 'unable-to-drink'],
    ["tout ce qu'elle mange, elle le garde", 'vomiting-everything'],
    ['whatever she eats, she keeps it down', 'vomiting-everything'],
    ['le pli cutané revient rapidement', 'very-slow-skin-pinch'],
    ['ses pieds sont gonflés', 'bilateral-pitting-oedema'],
    ['il mange bien', 'anorexia'],
    ['il répond bien', 'unconscious'],
    ['le nouveau-né ne respire pas vite', 'tachypnoea'],
  ])('calm twin: "%s" does not read %s', (text, findingId) => {
    expect(read(text).present).not.toContain(findingId);
  });
});

describe('tablets taken daily are a course, not an overdose', () => {
  it.each([
    ['elle prend son comprimé de fer chaque jour pendant la grossesse'],
    ['anameza vidonge vya damu kila siku kwa ujauzito'],
    ['she swallows her iron tablets every day'],
  ])('"%s" reads no iron ingestion', (text) => {
    const { present } = read(text);
    expect(present).not.toContain('iron-ingestion');
    expect(present).not.toContain('medicine-overdose');
  });

  it.each([
    ['il a avalé les comprimés de fer de sa mère'],
    ['amemeza vidonge vya damu vya mama'],
    ['she swallowed many of her iron tablets, she takes them every day'],
  ])('"%s" still reads iron ingestion', (text) => {
    expect(read(text).present).toContain('iron-ingestion');
  });
});

describe('a count after the noun, as Kiswahili and French write it', () => {
  it.each([
    ['amemeza vidonge 30 vya 500 mg vya panadol', 15000],
    ['il a avalé comprimés 20 de 500 mg', 10000],
  ])('"%s" reads %i mg swallowed', (text, totalMg) => {
    expect(readIngestedDose(text)?.totalMg).toBe(totalMg);
  });

  it('calm twin: a strength alone is no count', () => {
    expect(readIngestedDose('anatumia vidonge vya 500 mg')).toBeUndefined();
  });
});

describe('signs of the day’s drill in French and Kiswahili, in general words', () => {
  it.each([
    ['il ne peut pas finir une phrase', 'unable-to-speak-sentences'],
    ['elle ne peut pas terminer sa phrase', 'unable-to-speak-sentences'],
    ['amevunja vitu nyumbani', 'agitation'],
  ])('"%s" reads %s present', (text, findingId) => {
    expect(read(text).present).toContain(findingId);
  });

  it.each([
    ['il peut finir ses phrases', 'unable-to-speak-sentences'],
    ['amevunja mguu', 'agitation'],
  ])('calm twin: "%s" does not read %s', (text, findingId) => {
    expect(read(text).present).not.toContain(findingId);
  });
});
