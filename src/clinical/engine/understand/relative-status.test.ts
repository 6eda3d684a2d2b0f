import { describe, it, expect } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';

/*
 * In a child's note, a part that opens with a relative ('Mother HIV positive on ART, …') tells that relative's known
 * conditions and test results, not the patient's: an infant's HIV infection is never read from the mother's
 * (WHO consolidated HIV guidelines 2021, infant diagnosis).
 */
const understand = createUnderstanding(findings);
const presentIn = (text: string, age: number) =>
  understand({ symptoms: [text], patient: { age } })
    .findings.filter((finding) => finding.present && finding.source !== 'profile')
    .map((finding) => finding.findingId);

describe("a relative's status is not the patient's", () => {
  it.each([
    ['Mother HIV positive on ART, baby brought for immunisation, thrush in the mouth', 0.12],
    ['mother known HIV, infant feeding poorly', 0.3],
    ['Mama ana VVU, mtoto ana utando mdomoni', 0.2],
  ])('"%s"', (text, age) => {
    const present = presentIn(text, age);
    expect(present).not.toContain('known-hiv');
    expect(present).not.toContain('hiv-test-positive');
  });

  it('controls: the patient’s own status is read, and an adult called mother is the patient', () => {
    expect(presentIn('HIV positive on ART, cough for 3 weeks', 35)).toContain('known-hiv');
    expect(presentIn('HIV positive on ART, oral thrush', 4)).toContain('known-hiv');
    expect(presentIn('Mother HIV positive on ART, 30 weeks, headache', 27)).toContain('known-hiv');
    expect(presentIn('mother of two known HIV on ART', 30)).toContain('known-hiv');
  });
});

describe("a child's parent told of bare, with what the parent has", () => {
  it.each([
    ['Father has allergies and wheezing', 'wheeze'],
    ["Sa mère a l'asthme et l'eczéma", 'dry-itchy-scaly-patches'],
    ['mother has cough', 'cough'],
  ])('"%s" is the parent’s, not the child’s', (text, findingId) => {
    expect(presentIn(text, 0.7)).not.toContain(findingId);
  });

  it('controls: what a parent noticed in the child, the child’s own signs, and an adult patient’s own', () => {
    expect(presentIn('Mother has noticed cough and wheezing', 0.7)).toEqual(
      expect.arrayContaining(['cough', 'wheeze']),
    );
    expect(presentIn('wheezing at night, father has asthma', 0.7)).toContain('wheeze');
    expect(presentIn('mother has cough and fever', 30)).toEqual(expect.arrayContaining(['cough', 'fever']));
  });
});

describe("a parent's son or daughter, told of by the possessive, is the child seen", () => {
  it.each([
    ["The mother says her son's skin has turned yellow since yesterday", 0.01, 'jaundice'],
    ['Elle dit que la peau de son fils est devenue jaune', 0.01, 'jaundice'],
    ["The father says his daughter's breathing is very fast", 1, 'tachypnoea'],
  ])('"%s" (a child) is the patient’s', (text, age, findingId) => {
    expect(presentIn(text, age)).toContain(findingId);
  });

  it("control: an adult's son told of by the possessive is someone else", () => {
    expect(presentIn("Her son's skin has turned yellow since yesterday", 40)).not.toContain('jaundice');
  });
});
