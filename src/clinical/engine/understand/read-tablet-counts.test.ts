import { describe, it, expect } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';

/**
 * A count of tablets is an overdose amount only when one swallowing is told (WHO Model Formulary 2008:
 * ten tablets exceed any single dose of a tablet medicine). Tablets handed out, prescribed, or taken over
 * days, daily, this month, as prescribed or by habit are a supply or a course, not an ingestion.
 */
const understand = createUnderstanding(findings);
const ingestionFindings = ['medicine-overdose', 'iron-ingestion', 'paracetamol-ingestion'];

function presentIn(text: string): string[] {
  return understand({ symptoms: [text], patient: { age: 30 } })
    .findings.filter((finding) => finding.present && finding.source !== 'profile')
    .map((finding) => finding.findingId);
}

describe('a supply or a course of tablets is no overdose', () => {
  it.each([
    'She was given 30 iron tablets at the antenatal clinic',
    'has been taking 20 tablets of ferrous this month as prescribed',
    'used 12 tablets of panadol over the four days of headache',
    'takes two panadol three times a day, about 24 tablets so far',
    'collected 60 tablets of metformin from the pharmacy',
    'Anatumia vidonge vingi vya presha kila siku',
    'Anatumia vidonge 30 vya kisukari kila siku',
  ])('"%s"', (text) => {
    const present = presentIn(text);
    for (const id of ingestionFindings) expect(present).not.toContain(id);
  });
});

describe('controls: one swallowing of many tablets is still read as an overdose', () => {
  it.each([
    ['swallowed 25 tablets of paracetamol after a quarrel', 'paracetamol-ingestion'],
    ['the toddler ate 15 iron tablets from the handbag', 'iron-ingestion'],
    ['Amemeza vidonge 40 vya panadol', 'paracetamol-ingestion'],
    ['took 30 tablets of amitriptyline a day ago', 'medicine-overdose'],
  ])('"%s"', (text, findingId) => {
    expect(presentIn(text)).toContain(findingId);
  });
});
