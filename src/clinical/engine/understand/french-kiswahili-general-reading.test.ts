import { describe, expect, it } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';

const understand = createUnderstanding(findings);
const present = (text: string) =>
  understand({ symptoms: [text], patient: {} })
    .findings.filter((finding) => finding.source === 'symptom' && finding.present)
    .map((finding) => finding.findingId);

describe("French 'ne … pas' and 'ne … plus' tell the same sign", () => {
  it('reads a sign written with one closing word when told with the other', () => {
    expect(present('elle ne se réveille pas')).toContain('unconscious');
    expect(present('depuis hier il ne tète pas')).toContain('unable-to-drink');
  });

  it('reads sleeping through the night as no unconsciousness, in every language', () => {
    expect(present('dort bien, il ne se réveille pas la nuit')).not.toContain('unconscious');
    expect(present('he does not wake up at night')).not.toContain('unconscious');
    expect(present('elle ne se réveille pas même quand on la secoue')).toContain('unconscious');
    expect(present('he woke at night confused')).toContain('confusion');
  });
});

describe('chest indrawing told by the ribs', () => {
  it('reads the ribs going in, in the three languages', () => {
    expect(present('on voit ses côtes rentrer quand il respire')).toContain('chest-indrawing');
    expect(present('mbavu zinaingia ndani akipumua')).toContain('chest-indrawing');
    expect(present('his ribs go in with each breath')).toContain('chest-indrawing');
  });

  it('reads no indrawing from going home or a rib fracture', () => {
    expect(present("il rentre de l'école avec de la fièvre")).not.toContain('chest-indrawing');
    expect(present('fracture des côtes')).not.toContain('chest-indrawing');
  });
});

describe('a swollen tongue or a tight throat is angioedema', () => {
  it('reads them in the three languages', () => {
    expect(present('his tongue is swollen')).toContain('angioedema');
    expect(present('ulimi umevimba')).toContain('angioedema');
    expect(present('la langue est gonflée')).toContain('angioedema');
    expect(present('la gorge qui serre')).toContain('angioedema');
    expect(present('koo linabana')).toContain('angioedema');
  });

  it('reads no angioedema from a tight chest or a sore throat', () => {
    expect(present('la poitrine serre')).not.toContain('angioedema');
    expect(present('sore throat for two days')).not.toContain('angioedema');
  });
});

describe('a painful site told with an intensifier inside its state', () => {
  it('reads the eye or belly that hurts very much', () => {
    expect(present("l'œil droit est rouge, fait très mal")).toContain('severe-eye-pain');
    expect(present('the right eye is very red and very painful')).toContain('severe-eye-pain');
    expect(present('le ventre fait vraiment mal')).toContain('abdominal-pain');
  });

  it('reads no eye pain when it is denied', () => {
    expect(present('eyes are not painful')).not.toContain('severe-eye-pain');
  });
});

describe("French 'faire une crise' is a fit unless the crisis is named", () => {
  it('reads a fit', () => {
    expect(present('il fait des crises depuis hier')).toContain('convulsions');
    expect(present('elle est enceinte et a fait une crise ce matin')).toContain('convulsions');
    expect(present('les yeux qui tournent, tout raide')).toContain('convulsions');
  });

  it('reads a named crisis as that crisis, not a fit', () => {
    expect(present("elle a fait une crise d'asthme hier")).not.toContain('convulsions');
    expect(present('il fait des crises de toux la nuit')).not.toContain('convulsions');
    expect(present('il a fait une crise drépanocytaire')).not.toContain('convulsions');
    expect(present('il a fait une crise cardiaque')).not.toContain('convulsions');
  });
});

const absent = (text: string) =>
  understand({ symptoms: [text], patient: {} })
    .findings.filter((finding) => finding.source === 'symptom' && !finding.present)
    .map((finding) => finding.findingId);

describe('reassuring examination words and negations in French and Kiswahili', () => {
  it('reads normal speech, limbs, breathing and an oriented or playing patient as signs absent', () => {
    expect(absent('parle normalement')).toContain('speech-difficulty');
    expect(absent('anaongea vizuri')).toContain('speech-difficulty');
    expect(absent('he moves all limbs')).toContain('focal-weakness');
    expect(absent('respire bien')).toContain('respiratory-distress');
    expect(absent('alert and oriented')).toContain('confusion');
    expect(absent('mtoto anacheza')).toContain('lethargy');
  });

  it('keeps the danger told by the negative forms', () => {
    expect(present('not oriented to time')).toContain('confusion');
    expect(present('mtoto hachezi tena')).toContain('lethargy');
  });

  it("denies every state after 'n'… ni … ni'", () => {
    expect(present("l'œil n'est ni rouge ni douloureux")).not.toContain('red-eyes');
    expect(absent("il n'a ni fièvre ni toux")).toEqual(expect.arrayContaining(['fever', 'cough']));
  });

  it('reads an eye closing only with effort as a facial-nerve palsy', () => {
    expect(present("l'œil gauche ferme avec effort")).toContain('facial-weakness-forehead-involved');
    expect(present('the eye on that side closes with effort')).toContain('facial-weakness-forehead-involved');
  });
});
