import { describe, it, expect } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';

/**
 * Abbreviations of a clinic book read by their meaning in the line: each case has a calm twin, the same
 * letters where they mean something else or nothing to read.
 */
const understand = createUnderstanding(findings);

interface Case {
  text: string;
  present?: string[];
  absent?: string[];
  notRead?: string[];
}

function check(cases: readonly Case[]): void {
  it.each(cases)('"$text"', (row) => {
    const result = understand({ symptoms: [row.text], patient: { age: 41, gender: 'female' } });
    const present = result.findings.filter((f) => f.present).map((f) => f.findingId);
    const absent = result.findings.filter((f) => !f.present).map((f) => f.findingId);
    expect(present).toEqual(expect.arrayContaining(row.present ?? []));
    expect(absent).toEqual(expect.arrayContaining(row.absent ?? []));
    for (const id of [...(row.notRead ?? []), ...(row.absent ?? [])]) expect(present).not.toContain(id);
  });
}

describe('signs listed with slashes take the list’s negation and duration', () => {
  check([
    { text: 'denies fever/headache/vomiting', absent: ['headache', 'vomiting'] },
    { text: 'headache/vomiting x2/7', present: ['headache', 'vomiting'] },
    // A unit over a unit is a measure, not a list.
    { text: 'RR 44 breaths/min', present: ['tachypnoea'], notRead: ['shortness-of-breath'] },
  ]);
});

describe('abbreviations read by their neighbours', () => {
  check([
    { text: 'chest: BS reduced L base', present: ['pleural-effusion-signs'] },
    { text: 'abd distended, BS absent', notRead: ['pleural-effusion-signs'] },
    // Before a value AFP is the tumour marker; the paralysis is not read from a blood test.
    { text: 'serum AFP 1200', present: ['liver-tumour-test-lab'], notRead: ['acute-flaccid-paralysis'] },
    { text: 'thick L ulnar nn, numb patch on forearm', present: ['thickened-nerve'] },
    { text: 'PU/PD x3/52, wt loss', present: ['polyuria', 'polydipsia', 'weight-loss'] },
    { text: '↓ FM since yesterday', present: ['reduced-fetal-movements'] },
  ]);
});

describe('a pregnancy written in weeks before c/o is no temperature', () => {
  check([
    { text: 'G2P1 at 34/40 c/o headache', present: ['headache'], notRead: ['fever', 'high-fever'] },
    { text: 'T 39 C, headache', present: ['fever', 'high-fever'] },
  ]);
});

describe('an injury dated years ago is history', () => {
  check([
    { text: 'hx # L femur 3 yrs ago, now pus from a sinus on the thigh', notRead: ['hip-thigh-fracture'] },
    { text: 'fell off a motorbike 2/7 ago, # L femur', present: ['hip-thigh-fracture'] },
  ]);
});

describe('oedema around the eyes is not swelling of the legs', () => {
  check([
    { text: 'periorbital oedema on waking', present: ['periorbital-swelling'], notRead: ['leg-swelling'] },
    { text: 'pitting oedema of both ankles', present: ['leg-swelling'] },
  ]);
});

describe('the amount of a bleeding reaches it through PV and PVB', () => {
  check([
    { text: 'soaking pads, heavy PVB since 4 am', present: ['heavy-bleeding', 'vaginal-bleeding'] },
    { text: 'PV bleeding, heavy', present: ['vaginal-bleeding'] },
    { text: 'scanty PV spotting', notRead: ['heavy-bleeding'] },
    { text: 'heavy menstrual bleeding for months', notRead: ['heavy-bleeding'] },
  ]);
});

describe('partograph and ward-clock shorthand', () => {
  check([
    { text: 'at 1100 hrs plot crossed the alert line, cx 7 cm', present: ['prolonged-labour'] },
    // 'alert' of the partograph's line is not the mother being alert; a clock time is no duration.
    { text: 'mother alert and talking', notRead: ['prolonged-labour'] },
  ]);
});

describe('a diphtheria membrane described as the guideline does', () => {
  check([
    { text: 'greyish membrane over the R tonsil, bleeds on removal', present: ['grey-throat-membrane'] },
    { text: 'white exudate on both tonsils', notRead: ['grey-throat-membrane'] },
  ]);
});

describe('mood told as a clinic note tells it', () => {
  check([
    { text: 'elated, talkative, overspending x1/52', present: ['elevated-mood'] },
    { text: 'mood low, not elated', absent: ['elevated-mood'] },
  ]);
});
