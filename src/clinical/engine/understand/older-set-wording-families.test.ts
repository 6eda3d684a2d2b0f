import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';

/**
 * Wording families the older development sets and danger-sign phrase sets showed unread, written in general
 * (sentences of our own, never a case's): an 'even …' aside inside a detached 'whatever …,' (IMCI 2014 'vomits
 * everything'); a denial before a list ('no A or B', bowel obstruction); burns told with the American
 * spelling (WHO Pocket Book 2013, 9.2.1); swallowing nothing, not even water (IMCI 2014 'unable to drink');
 * tablets taken on purpose, even from a relative's supply (mhGAP-IG 2.0 SUI); legs that cannot be felt (NICE NG234); bleeding 'a little'
 * after birth (MCPC 2017 S-25: light bleeding is no haemorrhage). Each with a calm twin.
 */
const understand = createUnderstanding(findings);
const engine = createEngine();
const now = new Date('2026-11-28T09:00:00Z');

function present(text: string): string[] {
  return understand({ symptoms: [text], patient: {} })
    .findings.filter((finding) => finding.source !== 'profile' && finding.present)
    .map((finding) => finding.findingId);
}

function alarms(text: string, patient: { age: number; gender: 'male' | 'female' }): boolean {
  return engine.diagnose({ symptoms: [text], patient: { country: 'KE', ...patient } }, now).diagnosis
    .emergencyAlert;
}

const toddler = { age: 3, gender: 'female' } as const;
const man = { age: 40, gender: 'male' } as const;
const woman = { age: 27, gender: 'female' } as const;

describe('wording families read in general', () => {
  it.each([
    ['whatever he drinks, even water, he throws it up', 'vomiting-everything'],
    ['whatever we feed him, including milk, he vomits', 'vomiting-everything'],
    ['tummy distended and tight, no stools or wind since Monday', 'no-stool-or-flatus'],
    ['the boy burned both legs when the pot tipped', 'extensive-burn'],
    ['hawezi kumeza uji wala maji tangu jana', 'unable-to-drink'],
    ["il ne peut plus avaler même de l'eau", 'unable-to-drink'],
    ['she took her mother’s tablets on purpose last night', 'suicidal-thoughts'],
    ['alikunywa dawa za usingizi kwa makusudi', 'suicidal-thoughts'],
    // What is swallowed from a relative's supply is still the patient's act.
    ["he swallowed his uncle's pills on purpose", 'suicidal-thoughts'],
    ['he cannot feel his legs at all now', 'numbness-tingling-feet'],
    ['depuis hier il ne sent plus ses deux jambes', 'numbness-tingling-feet'],
    ['ten days after the birth she is bleeding a little', 'light-vaginal-bleeding'],
    ['depuis la naissance elle saigne légèrement', 'light-vaginal-bleeding'],
  ])('reads "%s" as %s', (text, findingId) => {
    expect(present(text)).toContain(findingId);
  });

  it.each([
    // Calm twins: the same shapes without the sign.
    ['whatever he drinks, even water, he keeps it down', 'vomiting-everything'],
    ['her father’s tablets are for blood pressure', 'suicidal-thoughts'],
    ['her mother’s legs are numb', 'numbness-tingling-feet'],
    ['tummy soft, passing stools and wind normally', 'no-stool-or-flatus'],
    ['burned his fingertip on the pot', 'extensive-burn'],
    ['anameza uji na maji vizuri', 'unable-to-drink'],
    ['she took her tablets as prescribed', 'suicidal-thoughts'],
    ['he can feel his legs normally', 'numbness-tingling-feet'],
  ])('does not read "%s" as %s', (text, findingId) => {
    expect(present(text)).not.toContain(findingId);
  });

  it('alarms on the dangerous forms and stays calm on their twins', () => {
    expect(alarms('whatever she drinks, even ORS, she vomits it', toddler)).toBe(true);
    expect(alarms('swollen belly, vomiting, no stool or flatus for three days', man)).toBe(true);
    expect(alarms('fell against the jiko and burned both legs', toddler)).toBe(true);
    expect(alarms('took a handful of pills on purpose after a quarrel', woman)).toBe(true);
    expect(alarms('swollen belly after a big meal, passing wind, no vomiting', man)).toBe(false);
    expect(alarms('touched the hot pan and burned a finger', man)).toBe(false);
    expect(alarms('five days after the birth she bleeds a little, no fever', woman)).toBe(false);
    expect(alarms('trois jours après la naissance elle saigne un peu, sans fièvre', woman)).toBe(false);
  });
});
