import { describe, it, expect } from 'vitest';
import { conditions } from './index';
import { conditionSchema, findingSchema, type Condition } from '../types';
import { clinicalScope } from '../scope';
import { sources } from '../sources';
import { findings } from '../findings';

const knownFindingIds = new Set<string>(findings.map((f) => f.id));
/** The findings added to the vocabulary for conditions 1-37. */
const addedFindingIds = [
  'red-bulging-eardrum',
  'mouth-ulcers',
  'leg-cramps',
  'csf-pleocytosis-lab',
  'brucella-test-positive-lab',
  'rk39-positive-lab',
  'tender-swelling-behind-ear',
  'periorbital-swelling',
  'herpes-zoster',
];
const knownSourceIds = new Set<string>(sources.map((s) => s.id));

const scopeNumberOf = new Map<string, number>(clinicalScope.map((entry) => [entry.id, entry.number]));
// A condition outside the numbered scope (intussusception, part of 135 with its own picture) is in no group.
const groupA: readonly Condition[] = conditions.filter((c) => (scopeNumberOf.get(c.id) ?? Infinity) <= 37);
const byId = new Map(groupA.map((c) => [c.id, c]));
const scopeA = clinicalScope.filter((s) => s.number >= 1 && s.number <= 37);

function citationsOf(c: Condition) {
  return [
    ...c.citations,
    ...c.prior.citations,
    ...c.protocol.citations,
    ...c.redFlags.flatMap((r) => r.citations),
    ...c.findings.flatMap((f) => (f.citation ? [f.citation] : [])),
  ];
}

function findingOf(conditionId: string, findingId: string) {
  return byId.get(conditionId)?.findings.find((f) => f.findingId === findingId);
}

/** Likelihood ratio of a finding present, with a nominal base rate for the comparison. */
function likelihoodRatio(conditionId: string, findingId: string, baseRate: number) {
  const f = findingOf(conditionId, findingId);
  if (!f) return 1;
  const notDisease = f.specificity !== undefined ? 1 - f.specificity : baseRate;
  return f.frequency / notDisease;
}

describe('group A conditions: structure and references', () => {
  it('covers conditions 1-37 of the scope, in order, with the scope ids', () => {
    expect(groupA.map((c) => c.id)).toEqual(scopeA.map((s) => s.id));
  });

  it.each(groupA.map((c) => [c.id, c] as const))('%s parses with conditionSchema', (_id, c) => {
    const parsed = conditionSchema.safeParse(c);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it.each(groupA.map((c) => [c.id, c] as const))('%s uses only known finding ids, each once', (_id, c) => {
    const ids = [...c.findings.map((f) => f.findingId), ...c.redFlags.flatMap((r) => r.findingIds)];
    expect(ids.filter((id) => !knownFindingIds.has(id))).toEqual([]);
    const listed = c.findings.map((f) => f.findingId);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it.each(groupA.map((c) => [c.id, c] as const))('%s cites only known sources', (_id, c) => {
    expect(citationsOf(c).filter((cit) => !knownSourceIds.has(cit.sourceId))).toEqual([]);
  });

  it.each(groupA.map((c) => [c.id, c] as const))('%s has ICD-10 codes within its scope codes', (_id, c) => {
    const scope = scopeA.find((s) => s.id === c.id);
    const allowed: readonly string[] = scope?.icd10 ?? [];
    for (const code of c.icd10)
      expect(
        allowed.some((a) => code.startsWith(a)),
        code,
      ).toBe(true);
  });

  it.each(groupA.map((c) => [c.id, c] as const))(
    '%s lists 10 or more findings, incl. some that argue against it',
    (_id, c) => {
      expect(c.findings.length).toBeGreaterThanOrEqual(10);
      expect(c.findings.some((f) => f.frequency <= 0.1)).toBe(true);
    },
  );

  it.each(groupA.map((c) => [c.id, c] as const))(
    '%s: a specific finding is never more frequent than the broader one it implies',
    (_id, c) => {
      // A high fever is a fever, a rice-water stool is a watery diarrhoea: P(broader) >= P(narrower).
      const implies: [string, string][] = [
        ['high-fever', 'fever'],
        ['prolonged-fever', 'fever'],
        ['recurrent-fever', 'fever'],
        ['severe-headache', 'headache'],
        ['productive-cough', 'cough'],
        ['dry-cough', 'cough'],
        ['chronic-cough', 'cough'],
        ['vomiting-everything', 'vomiting'],
        ['watery-diarrhoea', 'diarrhoea'],
        ['bloody-diarrhoea', 'diarrhoea'],
        ['profuse-rice-water-stool', 'watery-diarrhoea'],
        ['lower-abdominal-pain', 'abdominal-pain'],
        ['suprapubic-pain', 'abdominal-pain'],
        ['right-upper-quadrant-pain', 'abdominal-pain'],
        ['maculopapular-rash', 'rash'],
        ['petechial-rash', 'rash'],
        ['vesicular-rash', 'rash'],
        ['umbilicated-pustules', 'rash'],
        ['severe-pallor', 'pallor'],
        ['unconscious', 'confusion'],
        ['very-slow-skin-pinch', 'slow-skin-pinch'],
        ['exertional-dyspnoea', 'shortness-of-breath'],
        ['pleuritic-chest-pain', 'chest-pain'],
        ['tonsillar-exudate', 'sore-throat'],
      ];
      const frequencyOf = (id: string) => c.findings.find((f) => f.findingId === id)?.frequency;
      for (const [narrow, broad] of implies) {
        const n = frequencyOf(narrow);
        const b = frequencyOf(broad);
        if (n !== undefined && b !== undefined) expect(b, `${broad} >= ${narrow}`).toBeGreaterThanOrEqual(n);
      }
    },
  );

  it('added findings parse and are in the vocabulary once', () => {
    for (const id of addedFindingIds) {
      const entries = findings.filter((f) => f.id === id);
      expect(entries, id).toHaveLength(1);
      expect(findingSchema.safeParse(entries[0]).success).toBe(true);
    }
  });
});

describe('group A conditions: clinical cases', () => {
  it('a positive malaria test argues strongly for malaria, a negative one strongly against', () => {
    const f = findingOf('malaria-uncomplicated', 'malaria-test-positive');
    expect(f?.frequency).toBeGreaterThanOrEqual(0.9);
    expect(likelihoodRatio('malaria-uncomplicated', 'malaria-test-positive', 0.1)).toBeGreaterThan(10);
  });

  it('a child with malaria who is prostrate or convulsing fits severe malaria better than uncomplicated', () => {
    for (const sign of [
      'prostration',
      'convulsions',
      'unconscious',
      'severe-anaemia-lab',
      'respiratory-distress',
    ]) {
      expect(findingOf('malaria-severe', sign)?.frequency ?? 0).toBeGreaterThan(
        5 * (findingOf('malaria-uncomplicated', sign)?.frequency ?? 1),
      );
    }
  });

  it('bacterial meningitis, VHF and tetanus are critical; severe malaria an emergency, critical on coma or convulsions; common cold and cystitis routine', () => {
    for (const id of ['bacterial-meningitis', 'viral-haemorrhagic-fever', 'tetanus'])
      expect(byId.get(id)?.urgency).toBe('critical');
    expect(byId.get('malaria-severe')?.urgency).toBe('emergency');
    const critical =
      byId
        .get('malaria-severe')
        ?.redFlags.filter((flag) => flag.urgency === 'critical')
        .flatMap((flag) => flag.findingIds) ?? [];
    expect(critical).toEqual(
      expect.arrayContaining([
        'unconscious',
        'convulsions',
        'respiratory-distress',
        'hypoglycaemia-lab',
        'hypotension',
      ]),
    );
    for (const id of ['common-cold', 'cystitis', 'streptococcal-pharyngitis', 'urethritis-cervicitis'])
      expect(byId.get(id)?.urgency).toBe('routine');
  });

  it('dysentery with blood points to shigellosis or amoebiasis, not cholera or watery gastroenteritis', () => {
    const blood = (id: string) => findingOf(id, 'bloody-diarrhoea')?.frequency ?? 0;
    expect(blood('shigellosis')).toBeGreaterThan(0.8);
    expect(blood('cholera')).toBeLessThan(0.05);
    expect(blood('acute-gastroenteritis')).toBeLessThan(0.05);
  });

  it('cough argues against cystitis; flank pain and fever point to pyelonephritis instead', () => {
    expect(findingOf('cystitis', 'cough')?.frequency).toBeLessThanOrEqual(0.05);
    expect(findingOf('pyelonephritis', 'flank-pain')?.frequency ?? 0).toBeGreaterThan(
      4 * (findingOf('cystitis', 'flank-pain')?.frequency ?? 1),
    );
    expect(findingOf('pyelonephritis', 'fever')?.frequency ?? 0).toBeGreaterThan(
      3 * (findingOf('cystitis', 'fever')?.frequency ?? 1),
    );
  });

  it('a child of 5 or more cannot have IMCI pneumonia, and a child of 2 or more cannot have bronchiolitis', () => {
    const multiplierAt = (id: string, age: number) =>
      byId.get(id)?.prior.byAge?.find((b) => (b.minYears ?? 0) <= age && age < (b.maxYears ?? Infinity))
        ?.multiplier;
    expect(multiplierAt('pneumonia-child', 6)).toBe(0);
    expect(multiplierAt('bronchiolitis', 3)).toBe(0);
    expect(multiplierAt('pneumonia-adult', 2)).toBe(0);
  });

  it('PID only in women: multiplier 0 for men', () => {
    expect(byId.get('pelvic-inflammatory-disease')?.prior.bySex?.male).toBe(0);
  });

  it('meningitis is more likely in the belt during the dry season', () => {
    const seasons = byId.get('bacterial-meningitis')?.prior.bySeason ?? [];
    expect(seasons.some((s) => s.countries.includes('BF') && s.months.includes(2) && s.multiplier > 1)).toBe(
      true,
    );
  });

  it('neck stiffness, photophobia and a petechial rash are red flags for meningitis', () => {
    const flags = byId.get('bacterial-meningitis')?.redFlags.flatMap((r) => r.findingIds) ?? [];
    expect(flags).toEqual(expect.arrayContaining(['neck-stiffness', 'petechial-rash']));
  });

  it('viral illnesses carry no antibiotic; bacterial ones do', () => {
    for (const id of [
      'common-cold',
      'influenza',
      'covid-19',
      'bronchiolitis',
      'measles',
      'dengue',
      'acute-gastroenteritis',
    ]) {
      expect(byId.get(id)?.protocol.antibioticsIndicated, id).toBe(false);
    }
    for (const id of [
      'typhoid-fever',
      'shigellosis',
      'pneumonia-adult',
      'pneumonia-child',
      'bacterial-meningitis',
      'pyelonephritis',
      'syphilis',
    ]) {
      expect(byId.get(id)?.protocol.antibioticsIndicated, id).toBe(true);
    }
  });
});

/*
 * A minimal likelihood-ratio ranking over group A only, with nominal base rates, to check that the data
 * tells look-alikes apart the way a clinician would. The real engine (src/clinical/engine) is richer.
 */
const nominalBaseRate: Record<string, number> = {
  fever: 0.3,
  cough: 0.25,
  headache: 0.2,
  'runny-nose': 0.12,
  vomiting: 0.1,
  diarrhoea: 0.08,
  'abdominal-pain': 0.15,
  dysuria: 0.05,
  'malaria-test-positive': 0.1,
  tachycardia: 0.15,
  tachypnoea: 0.08,
};
type Case = { ageYears: number; sex: 'male' | 'female'; present: string[]; absent?: string[] };

function rankGroupA(c: Case): string[] {
  const scoreOf = (d: Condition) => {
    const band = d.prior.byAge?.find(
      (b) => (b.minYears ?? 0) <= c.ageYears && c.ageYears < (b.maxYears ?? Infinity),
    );
    let score = d.prior.baseline * (band?.multiplier ?? 1) * (d.prior.bySex?.[c.sex] ?? 1);
    for (const id of c.present) {
      const f = d.findings.find((x) => x.findingId === id);
      const notDisease = f?.specificity !== undefined ? 1 - f.specificity : (nominalBaseRate[id] ?? 0.015);
      score *= f ? f.frequency / notDisease : 0.7;
    }
    for (const id of c.absent ?? []) {
      const f = d.findings.find((x) => x.findingId === id);
      const notDisease = f?.specificity !== undefined ? 1 - f.specificity : (nominalBaseRate[id] ?? 0.015);
      if (f) score *= (1 - f.frequency) / (1 - notDisease);
    }
    return score;
  };
  return [...groupA].sort((a, b) => scoreOf(b) - scoreOf(a)).map((d) => d.id);
}

describe('group A conditions: look-alikes are told apart', () => {
  const cases: [string, string, Case, string[]][] = [
    [
      'woman with burning and frequency, no fever or discharge',
      'cystitis',
      {
        ageYears: 26,
        sex: 'female',
        present: ['dysuria', 'urinary-frequency', 'suprapubic-pain'],
        absent: ['fever', 'vaginal-discharge'],
      },
      ['pyelonephritis', 'urethritis-cervicitis', 'pelvic-inflammatory-disease'],
    ],
    [
      'woman with fever, loin pain, rigors and dysuria',
      'pyelonephritis',
      {
        ageYears: 30,
        sex: 'female',
        present: ['fever', 'flank-pain', 'chills-rigors', 'dysuria', 'vomiting'],
      },
      ['cystitis', 'malaria-uncomplicated'],
    ],
    [
      'young man with urethral discharge after a new partner',
      'urethritis-cervicitis',
      { ageYears: 24, sex: 'male', present: ['urethral-discharge', 'dysuria', 'sexual-risk'] },
      ['cystitis', 'syphilis'],
    ],
    [
      'woman with pelvic pain, discharge and cervical motion tenderness',
      'pelvic-inflammatory-disease',
      {
        ageYears: 23,
        sex: 'female',
        present: ['lower-abdominal-pain', 'vaginal-discharge', 'fever', 'cervical-motion-tenderness'],
      },
      ['urethritis-cervicitis', 'cystitis'],
    ],
    [
      'febrile child, RDT positive, convulsing and prostrate',
      'malaria-severe',
      { ageYears: 4, sex: 'male', present: ['fever', 'malaria-test-positive', 'convulsions', 'prostration'] },
      ['malaria-uncomplicated'],
    ],
    [
      'adult with fever, rigors, aches and positive RDT',
      'malaria-uncomplicated',
      {
        ageYears: 30,
        sex: 'male',
        present: ['fever', 'chills-rigors', 'headache', 'myalgia', 'malaria-test-positive'],
      },
      ['typhoid-fever', 'influenza', 'dengue'],
    ],
    [
      'fever for 10 days, abdominal pain, negative RDT',
      'typhoid-fever',
      {
        ageYears: 22,
        sex: 'female',
        present: ['fever', 'prolonged-fever', 'headache', 'abdominal-pain', 'constipation'],
        absent: ['malaria-test-positive'],
      },
      ['malaria-uncomplicated'],
    ],
    [
      'infant with runny nose, wheeze and fast breathing',
      'bronchiolitis',
      { ageYears: 0.5, sex: 'male', present: ['runny-nose', 'cough', 'wheeze', 'tachypnoea'] },
      ['pneumonia-child', 'common-cold'],
    ],
    [
      'toddler with cough, fever, fast breathing and chest indrawing',
      'pneumonia-child',
      {
        ageYears: 1.5,
        sex: 'female',
        present: ['cough', 'fever', 'tachypnoea', 'chest-indrawing'],
        absent: ['wheeze'],
      },
      ['bronchiolitis', 'common-cold'],
    ],
    [
      'adult with productive cough, fever, pleuritic pain and crackles',
      'pneumonia-adult',
      {
        ageYears: 45,
        sex: 'male',
        present: ['cough', 'productive-cough', 'fever', 'pleuritic-chest-pain', 'crackles'],
      },
      ['pulmonary-tuberculosis', 'influenza'],
    ],
    [
      'cough for a month, night sweats and weight loss',
      'pulmonary-tuberculosis',
      {
        ageYears: 35,
        sex: 'male',
        present: ['cough', 'chronic-cough', 'night-sweats', 'weight-loss', 'fever'],
      },
      ['pneumonia-adult', 'hiv-infection'],
    ],
    [
      'bloody mucoid diarrhoea with tenesmus and fever',
      'shigellosis',
      {
        ageYears: 6,
        sex: 'female',
        present: ['diarrhoea', 'bloody-diarrhoea', 'mucus-in-stool', 'tenesmus', 'fever'],
      },
      ['acute-gastroenteritis', 'cholera'],
    ],
    [
      'profuse rice-water stools, vomiting and cramps without fever',
      'cholera',
      {
        ageYears: 35,
        sex: 'male',
        present: ['watery-diarrhoea', 'profuse-rice-water-stool', 'vomiting', 'leg-cramps'],
        absent: ['fever'],
      },
      ['acute-gastroenteritis'],
    ],
    [
      'sore throat with exudate, tender nodes, fever, no cough',
      'streptococcal-pharyngitis',
      {
        ageYears: 9,
        sex: 'female',
        present: ['sore-throat', 'tonsillar-exudate', 'tender-neck-nodes', 'fever'],
        absent: ['cough'],
      },
      ['common-cold', 'influenza'],
    ],
    [
      'runny nose, sneezing and mild sore throat',
      'common-cold',
      {
        ageYears: 25,
        sex: 'female',
        present: ['runny-nose', 'sneezing', 'sore-throat', 'nasal-congestion'],
        absent: ['fever'],
      },
      ['streptococcal-pharyngitis', 'influenza', 'acute-sinusitis'],
    ],
    [
      'fever, stiff neck, photophobia and purpura',
      'bacterial-meningitis',
      {
        ageYears: 19,
        sex: 'male',
        present: ['fever', 'severe-headache', 'neck-stiffness', 'photophobia', 'petechial-rash'],
      },
      ['cryptococcal-meningitis', 'malaria-severe'],
    ],
    [
      'person with HIV, weeks of headache, positive CrAg',
      'cryptococcal-meningitis',
      { ageYears: 34, sex: 'female', present: ['headache', 'known-hiv', 'crag-positive-lab', 'vomiting'] },
      ['bacterial-meningitis', 'hiv-infection'],
    ],
    [
      'prolonged fever and big spleen in a kala-azar area',
      'visceral-leishmaniasis',
      {
        ageYears: 10,
        sex: 'male',
        present: ['fever', 'prolonged-fever', 'splenomegaly', 'weight-loss', 'kala-azar-area'],
      },
      ['malaria-uncomplicated', 'brucellosis'],
    ],
    [
      'undulant fever, sweats and back pain in a herder',
      'brucellosis',
      {
        ageYears: 40,
        sex: 'male',
        present: ['fever', 'recurrent-fever', 'sweating', 'back-pain', 'arthralgia', 'raw-milk-livestock'],
      },
      ['malaria-uncomplicated', 'typhoid-fever'],
    ],
    [
      'trismus and spasms after a dirty wound',
      'tetanus',
      { ageYears: 40, sex: 'male', present: ['trismus', 'muscle-spasms', 'dirty-wound'] },
      ['rabies-exposure', 'bacterial-meningitis'],
    ],
    [
      'hot red swollen leg with fever',
      'cellulitis-abscess',
      { ageYears: 50, sex: 'male', present: ['red-hot-swollen-skin', 'leg-swelling', 'fever'] },
      ['dengue'],
    ],
  ];

  it.each(cases)('%s: %s first', (_name, expected, c, below) => {
    const ranking = rankGroupA(c);
    expect(ranking[0]).toBe(expected);
    for (const other of below) expect(ranking.indexOf(other)).toBeGreaterThan(0);
  });
});
