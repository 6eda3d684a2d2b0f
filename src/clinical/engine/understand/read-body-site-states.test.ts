import { describe, it, expect } from 'vitest';
import { findings } from '../../knowledge/findings';
import { sources } from '../../knowledge/sources';
import { bodySites, bodyStates, siteStateReadings } from '../../knowledge/vocabularies/body-site-states';
import { createUnderstanding } from './understand-input';

/** Body site + state read together, in our own words; each group has controls that must not read. */
const understand = createUnderstanding(findings);

function read(text: string): { present: string[]; absent: string[]; unrecognised: string[] } {
  const result = understand({ symptoms: [text], patient: { age: 30 } });
  const fromText = result.findings.filter((finding) => finding.source !== 'profile');
  return {
    present: fromText.filter((finding) => finding.present).map((finding) => finding.findingId),
    absent: fromText.filter((finding) => !finding.present).map((finding) => finding.findingId),
    unrecognised: result.unrecognised,
  };
}

describe('a body site and a state in one clause name a finding', () => {
  it.each([
    ['the tummy has become swollen over two weeks', 'abdominal-distension'],
    ['his stomach is really sore', 'abdominal-pain'],
    ['tumbo lake limevimba', 'abdominal-distension'],
    ['le ventre est gonflé', 'abdominal-distension'],
    ['the whites of her eyes have gone yellow', 'jaundice'],
    ['macho yake ni ya njano', 'jaundice'],
    ['his poo is black like tar', 'melaena'],
    ['the stools have been bloody since Monday', 'bloody-diarrhoea'],
    ['her pee is very dark', 'dark-urine'],
    ['urines foncées', 'dark-urine'],
    ['the lower part of his chest sucks in with each breath', 'chest-indrawing'],
    ['his neck is stiff and he cries when it is bent', 'neck-stiffness'],
    ['both ankles have been swelling up', 'leg-swelling'],
    ['her knees are swollen in the mornings', 'joint-swelling'],
    ['my back has been aching for weeks', 'back-pain'],
    ['his heart is racing', 'palpitations'],
    ['the gums bleed when she brushes', 'bleeding-mucosal'],
    ['her fingers and toes feel icy', 'cold-hands-feet'],
    ['the ache spreads to his left shoulder and jaw', 'pain-radiating-arm-jaw'],
    ['the back pain travels into the left leg', 'pain-radiating-down-leg'],
    ['the left knee is warm to touch', 'hot-swollen-joint'],
    ['tenderness over the right loin', 'flank-pain'],
    ['several enlarged, painless glands in the neck', 'lymphadenopathy'],
    ['he coughs up blood-streaked phlegm', 'haemoptysis'],
    ['the spleen is palpable below the ribs', 'splenomegaly'],
    ['abdominal pain, distended', 'abdominal-distension'],
    ['the skin around the belly button has gone red', 'umbilical-infection'],
    ['his palms and soles look yellow', 'jaundice-palms-soles'],
    ['the big toe became swollen overnight', 'acute-monoarthritis-toe'],
    ['both eyes are puffy in the morning', 'periorbital-swelling'],
  ])('"%s" reads %s', (text, findingId) => {
    const reading = read(text);
    expect(reading.present).toContain(findingId);
  });

  it('reads a cold hand as cold peripheries, not as a cold body nor as shock (ETAT needs the pulse and refill too)', () => {
    const reading = read('her hands feel cold to touch');
    expect(reading.present).toContain('cold-hands-feet');
    expect(reading.present).not.toContain('weak-pulse-cold-hands');
    expect(reading.present).not.toContain('hypothermia');
  });

  it('reads a negated state as absent', () => {
    expect(read('her belly is not swollen').absent).toContain('abdominal-distension');
    expect(read('le ventre n est pas douloureux').absent).toContain('abdominal-pain');
    expect(read('loin tenderness absent').absent).toContain('flank-pain');
  });

  it('understands the words it read together, sites joined by "and" included', () => {
    expect(read('her belly is swollen').unrecognised).toEqual([]);
    expect(read('palms and soles yellow').unrecognised).toEqual([]);
  });

  it('reads a swollen big toe as the joint, not as swollen feet (control)', () => {
    expect(read('the big toe became swollen overnight').present).not.toContain('leg-swelling');
  });
});

describe('the site of the clause before, when a clause points back to it', () => {
  it('reads "It is also painful" as pain of the site named just before', () => {
    const reading = read('Her belly is swollen. It is also painful.');
    expect(reading.present).toEqual(expect.arrayContaining(['abdominal-distension', 'abdominal-pain']));
  });

  it('carries nothing to a clause that does not point back (control)', () => {
    expect(read('Her belly is swollen. He is a heavy smoker.').present).not.toContain('crushing-chest-pain');
    expect(read('Her eyes are red. She feels hot.').present).not.toContain('jaundice');
    expect(read('Chest pain since noon. Her sister is pale.').present).not.toContain('pale-stool');
  });
});

describe('words near each other that are not a site and its state (controls)', () => {
  it.each([
    ['she came back with pain', 'back-pain'],
    ['a heavy smoker with chest pain', 'crushing-chest-pain'],
    ['urine and stool tests were sent', 'dysuria'],
    ['her mother has a swollen belly', 'abdominal-distension'],
    ['she looks pale; stools normal', 'pale-stool'],
    ['black spots on the arms and loose stools', 'melaena'],
    ['his heart is enlarged on the X-ray', 'abdominal-distension'],
    ['stools normal, she is pale and weak', 'pale-stool'],
  ])('"%s" does not read %s', (text, findingId) => {
    expect(read(text).present).not.toContain(findingId);
  });
});

describe('the concept tables', () => {
  it('name known findings, sites, states and sources', () => {
    const findingIds = new Set(findings.map((finding) => finding.id));
    const siteIds = new Set(bodySites.map((site) => site.id));
    const stateIds = new Set(bodyStates.map((state) => state.id));
    const sourceIds = new Set(sources.map((source) => source.id));
    for (const reading of siteStateReadings) {
      expect(findingIds.has(reading.findingId), reading.findingId).toBe(true);
      expect(siteIds.has(reading.site), reading.site).toBe(true);
      expect(stateIds.has(reading.state), reading.state).toBe(true);
      for (const id of reading.sourceIds) expect(sourceIds.has(id), id).toBe(true);
    }
  });
});
