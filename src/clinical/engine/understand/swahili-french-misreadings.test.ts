import { describe, expect, it } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';

/*
 * Kiswahili and French wordings the reader took for another finding: a negative verb with its object, a
 * burning felt, 'on purpose', the French reflexive and glued elisions, the demonstrative 'pale'. Each has its
 * twin, the near wording whose reading must stay.
 */
const understand = createUnderstanding(findings);

function read(text: string): { present: string[]; absent: string[] } {
  const result = understand({ symptoms: [text], patient: {} });
  const fromText = result.findings.filter((finding) => finding.source === 'symptom');
  return {
    present: fromText.filter((finding) => finding.present).map((finding) => finding.findingId),
    absent: fromText.filter((finding) => !finding.present).map((finding) => finding.findingId),
  };
}

describe('a Kiswahili negative verb with its object denies the verb and object', () => {
  it.each([
    ['hajatoka damu puani', 'bleeding-mucosal'],
    ['sijatoka damu puani', 'bleeding-mucosal'],
    ['hawajatoka damu ukeni', 'vaginal-bleeding'],
    ['hatoki damu', 'bleeding-site-not-named'],
    ['hakojoi damu', 'haematuria'],
    ['hakukojoa damu', 'haematuria'],
  ])("'%s' denies %s", (text, finding) => {
    const reading = read(text);
    expect(reading.present).not.toContain(finding);
    expect(reading.absent).toContain(finding);
  });

  it("'hakukojoa damu' is no inability to pass urine; 'hakukojoa' alone still is", () => {
    expect(read('hakukojoa damu').present).not.toContain('unable-to-pass-urine');
    expect(read('hakukojoa').present).toContain('unable-to-pass-urine');
  });

  it("'hajapumua kwa shida' (has not breathed with difficulty) is no breathlessness", () => {
    expect(read('hajapumua kwa shida').present).not.toContain('shortness-of-breath');
    expect(read('anapumua kwa shida').present).toContain('shortness-of-breath');
  });

  it('the twins: a negative that is a sign by itself keeps its reading', () => {
    expect(read('mtoto hajatoka').present).toContain('prolonged-labour');
    expect(read('hakojoi').present).toContain('reduced-urine');
    expect(read('hatoki jasho').present).toContain('hot-dry-skin');
    expect(read('hanyonyi').present).toContain('unable-to-drink');
    expect(read('haamki').present).toContain('unconscious');
    expect(read('anatoka damu puani').present).toContain('bleeding-mucosal');
  });

  it("a negative 'begin' denies the infinitive after it: 'hajaanza kutapika'", () => {
    expect(read('bado hajaanza kutapika').absent).toContain('vomiting');
    expect(read('hajaanza kuharisha').present).not.toContain('diarrhoea');
    expect(read('ameanza kutapika').present).toContain('vomiting');
  });

  it("'hali chochote' (eats nothing) is not eating; 'hali yake' (his condition) is not", () => {
    expect(read('hali chochote').present).toContain('anorexia');
    expect(read('hali kabisa').present).toContain('anorexia');
    expect(read('hali yake ni mbaya').present).not.toContain('anorexia');
  });
});

describe("'-ungua' is a burn by an agent or as done; in the present of a body part, a burning felt", () => {
  it("'miguu inaungua' is burning feet, no burn", () => {
    const reading = read('miguu inaungua');
    expect(reading.present).toContain('numbness-tingling-feet');
    expect(reading.present).not.toContain('burn');
    expect(read('nyayo zinaungua usiku').present).not.toContain('burn');
  });

  it('the chest and the belly that burn stay heartburn and epigastric pain', () => {
    expect(read('kifua kinaungua').present).toContain('heartburn');
    expect(read('tumbo linaungua').present).toContain('epigastric-pain');
  });

  it('the twins: a burn done, or with its agent, is a burn', () => {
    expect(read('miguu imeungua').present).toContain('burn');
    expect(read('ameungua na moto').present).toContain('burn');
    expect(read('mguu unaungua na maji ya moto').present).toContain('burn');
  });
});

describe("self-poisoning 'on purpose' is an act of self-harm (mhGAP-IG 2.0 SUI)", () => {
  it.each([
    'amekunywa sumu ya panya kwa makusudi',
    'alimeza vidonge kwa makusudi',
    'il a avalé du poison exprès',
    'elle a pris les comprimés volontairement',
    'ingestion volontaire de comprimés',
    'swallowed rat poison on purpose',
  ])("'%s' is self-harm", (text) => {
    expect(read(text).present).toContain('suicidal-thoughts');
  });

  it.each([
    'alikunywa sumu kwa bahati mbaya, si kwa makusudi',
    'alikunywa sumu kwa bahati mbaya',
    'a avalé de l eau de javel par accident, pas exprès',
    'swallowed poison by accident, not on purpose',
    'alimpiga mtoto kwa makusudi',
  ])("the twin '%s' is none", (text) => {
    expect(read(text).present).not.toContain('suicidal-thoughts');
  });
});

describe('French elisions typed without their space, and breathlessness told in words', () => {
  it("the glued 'ils'étouffe' reads as 'il s'étouffe', 'elles'étouffe' as 'elle s'étouffe'", () => {
    expect(read("ils'étouffe")).toEqual(read("il s'étouffe"));
    expect(read("elles'étouffe en mangeant")).toEqual(read("elle s'étouffe en mangeant"));
    expect(read("elles'étouffe en mangeant").present).toContain('choking-foreign-body');
    expect(read("qu'il tousse").present).toContain('cough');
  });

  it("'manque d'air', 'n'arrive pas à respirer', 'du mal à respirer' are breathlessness; denied, none", () => {
    expect(read("elle manque d'air").present).toContain('shortness-of-breath');
    expect(read("il n'arrive pas à respirer").present).toContain('shortness-of-breath');
    expect(read('elle a du mal à respirer').present).toContain('shortness-of-breath');
    expect(read("pas de manque d'air").present).not.toContain('shortness-of-breath');
    expect(read('il arrive à respirer').present).not.toContain('shortness-of-breath');
  });
});

describe("Kiswahili 'pale' (there) is no pallor", () => {
  it("'pale' before a noun with its connective or a verb of place is 'there'", () => {
    expect(read('kuna vipele pale mkanda wa saa unapogusa').present).not.toContain('pallor');
    expect(read('upele pale kiatu kinapogusa').present).not.toContain('pallor');
  });

  it("the twins: English 'pale' is pallor", () => {
    expect(read('pale palms and soles').present).toContain('pallor');
    expect(read('pale conjunctiva').present).toContain('pallor');
  });
});
