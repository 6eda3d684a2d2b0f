import { describe, expect, it } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';

/**
 * French as it is told in francophone Africa: 'cannot' in every person, copulas between a body part and its
 * state, counts of days in words, what has gone, and the words that look like a finding and are not one.
 * Sentences of our own; each reading has a calm twin (the same words without the sign, or the near miss).
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

describe("French 'cannot' says a thing is present, in every person", () => {
  it.each([
    ['je ne peux plus me coucher à plat', 'orthopnoea'],
    ["tu n'arrives pas à t'allonger", 'orthopnoea'],
    ["il n'arrive plus à téter", 'unable-to-drink'],
    ['il ne peut plus boire', 'unable-to-drink'],
    ['elle ne peut pas se lever', 'prostration'],
  ])('"%s" reads %s present', (text, findingId) => {
    expect(read(text).present).toContain(findingId);
    expect(read(text).absent).not.toContain(findingId);
  });

  it.each([
    ['il peut se coucher', 'orthopnoea'],
    ['le bébé peut téter', 'unable-to-drink'],
  ])('calm twin: "%s" does not read %s', (text, findingId) => {
    expect(read(text).present).not.toContain(findingId);
  });
});

describe('French copulas, and signs that have gone', () => {
  it('reads a state told with est / sont between the part and the state', () => {
    expect(read('les veines du cou sont gonflées').present).toContain('raised-jvp');
    expect(read('la jambe est devenue rouge').present).toContain('red-hot-swollen-skin');
  });

  it('calm twin: a state denied with the copula stays denied', () => {
    expect(read("la nuque n'est pas raide").absent).toContain('neck-stiffness');
    expect(read("la nuque n'est pas raide").present).not.toContain('neck-stiffness');
  });

  it('reads a fever that has gone as absent, and one that stays as present', () => {
    expect(read('la fièvre est partie').absent).toContain('fever');
    expect(read('la fièvre est tombée hier').absent).toContain('fever');
    expect(read('la fièvre est forte').present).toContain('fever');
  });
});

describe('French counts of days in words', () => {
  it.each([
    ['toux depuis une dizaine de jours', 'cough-over-a-week'],
    ['toux depuis vingt et un jours', 'chronic-cough'],
    ['fièvre depuis dix-huit jours', 'prolonged-fever'],
  ])('"%s" reads %s', (text, findingId) => {
    expect(read(text).present).toContain(findingId);
  });

  it.each([
    ['toux depuis deux jours', 'cough-over-a-week'],
    ['fièvre depuis deux jours', 'prolonged-fever'],
  ])('calm twin: "%s" does not read %s', (text, findingId) => {
    expect(read(text).present).not.toContain(findingId);
  });
});

describe('French words that look like a finding and are not one', () => {
  it.each([
    ['quelques gouttes de sang', 'acute-monoarthritis-toe'],
    ["n'urine que goutte à goutte", 'acute-monoarthritis-toe'],
    ['le goût a changé', 'acute-monoarthritis-toe'],
    ['ça pique et ça brûle', 'burn'],
    ['larmoiement des deux yeux', 'hypersalivation'],
    ['la jambe est tordue après la chute', 'bowed-legs-wide-wrists'],
    ['la joue droite est gonflée et chaude', 'parotid-swelling'],
    ['visage paralysé du côté gauche', 'focal-weakness'],
    ['pas de faiblesse des membres', 'fatigue'],
  ])('"%s" does not read %s', (text, findingId) => {
    const reading = read(text);
    expect(reading.present).not.toContain(findingId);
    expect(reading.absent).not.toContain(findingId);
  });

  it.each([
    ['crise de goutte au gros orteil', 'acute-monoarthritis-toe'],
    ["n'urine que goutte à goutte", 'weak-stream-hesitancy'],
    ["brûlé par de l'eau bouillante", 'burn'],
    ["brûlure par de l'huile chaude", 'burn'],
    ['la jambe est tordue après la chute', 'limb-deformity-fracture'],
    ['les deux joues sont gonflées', 'parotid-swelling'],
    ['visage paralysé du côté gauche', 'facial-droop'],
    ['il est paralysé du côté droit', 'focal-weakness'],
    ['faiblesse des membres', 'focal-weakness'],
    ['palpitations irrégulières', 'irregular-pulse'],
    ['placenta pas sorti', 'retained-placenta'],
    ['il ne va plus à la selle', 'no-stool-or-flatus'],
    ['elle a beaucoup maigri', 'weight-loss'],
  ])('twin: "%s" reads %s', (text, findingId) => {
    expect(read(text).present).toContain(findingId);
  });

  it('denies a limb weakness, not tiredness', () => {
    expect(read('pas de faiblesse des membres').absent).toContain('focal-weakness');
  });
});

describe('a paralysed side of the face is no paralysed side of the body', () => {
  it('reads the face, not a hemiplegia', () => {
    const reading = read('depuis ce matin le côté droit de son visage est paralysé');
    expect(reading.present).toContain('facial-droop');
    expect(reading.present).not.toContain('focal-weakness');
  });

  it('calm twin: a paralysed side with no face is the body', () => {
    expect(read('depuis ce matin le côté droit est paralysé').present).toContain('focal-weakness');
  });
});

describe('French pain told with its site and a bladder told by its place', () => {
  it.each([
    ['il a des douleurs au dos depuis un mois', 'back-pain'],
    ['douleur à la gorge quand elle avale', 'sore-throat'],
    ['son ventre est tout gonflé en bas depuis hier', 'palpable-bladder'],
    ['elle ne mange ni ne boit depuis deux jours', 'unable-to-drink'],
    ['douleur à la décompression brutale en fosse iliaque', 'rebound-tenderness'],
  ])('"%s" reads %s', (text, findingId) => {
    expect(read(text).present).toContain(findingId);
  });

  it("'mal au cœur' is nausea, and a pain 'au cœur' is never read as nausea", () => {
    expect(read("j'ai mal au cœur depuis ce matin").present).toContain('nausea');
    expect(read('une douleur au cœur quand il marche').present).not.toContain('nausea');
  });
});

describe("'empêcher de' is a 'cannot'", () => {
  it("'la douleur l'empêche de marcher' reads as 'elle ne peut pas marcher'", () => {
    expect(read("la douleur l'empêche de marcher").present).toEqual(read('elle ne peut pas marcher').present);
    expect(read("la douleur l'empêche de marcher").present.length).toBeGreaterThan(0);
  });
});
