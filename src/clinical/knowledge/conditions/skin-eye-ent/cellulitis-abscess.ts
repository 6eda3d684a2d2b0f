import type { Condition, Regimen } from '../../types';
import { perKg } from '../../dose-rules';
import { aware, bnf, bnfc } from '../../regimens-shared/citations';
import { paracetamol } from '../../regimens-shared/pain-and-fever';

const awareSkin = {
  sourceId: 'who-aware-2022',
  section: 'Primary health care: skin and soft tissue infections (cellulitis, abscess)',
} as const;

export const condition = {
  id: 'cellulitis-abscess',
  name: 'Cellulitis / abscess',
  icd10: ['L03.1', 'L02', 'L03'],
  icd11: '1B70',
  urgency: 'urgent',
  // Cellulitis is spreading redness, warmth and swelling of the skin, an abscess a fluctuant swelling, mostly
  // from a breach in the skin: a swollen leg with none of them written is not cellulitis (a clot, oedema).
  definedBy: {
    anyOf: [
      'red-hot-swollen-skin',
      'fluctuant-swelling',
      'dirty-wound',
      'foot-ulcer',
      'gangrene',
      'rash',
      'bite-local-swelling',
      'periorbital-swelling',
    ],
    citation: awareSkin,
  },
  prior: {
    baseline: 0.02,
    citations: [awareSkin],
  },
  findings: [
    { findingId: 'red-hot-swollen-skin', frequency: 0.9 },
    { findingId: 'fluctuant-swelling', frequency: 0.35 },
    { findingId: 'leg-swelling', frequency: 0.5 },
    { findingId: 'fever', frequency: 0.45 },
    { findingId: 'high-fever', frequency: 0.15 },
    { findingId: 'chills-rigors', frequency: 0.2 },
    { findingId: 'malaise', frequency: 0.4 },
    { findingId: 'lymphadenopathy', frequency: 0.25 },
    { findingId: 'dirty-wound', frequency: 0.45 },
    { findingId: 'rash', frequency: 0.3 },
    { findingId: 'known-diabetes', frequency: 0.12 },
    // Infection of a diabetic foot ulcer spreads as cellulitis; gangrene marks a severe or ischaemic one.
    {
      findingId: 'foot-ulcer',
      frequency: 0.1,
      citation: {
        sourceId: 'iwgdf-2023',
        section: 'Foot infection: diagnosis (local inflammation around an ulcer) and severity classification',
      },
    },
    {
      findingId: 'gangrene',
      frequency: 0.03,
      citation: {
        sourceId: 'iwgdf-2023',
        section: 'Foot infection: diagnosis (local inflammation around an ulcer) and severity classification',
      },
    },
    { findingId: 'tachycardia', frequency: 0.3 },
    { findingId: 'leucocytosis-lab', frequency: 0.5 },
    { findingId: 'raised-crp-lab', frequency: 0.8 },
    { findingId: 'itching', frequency: 0.05 },
    { findingId: 'bilateral-pitting-oedema', frequency: 0.005 },
    { findingId: 'vesicular-rash', frequency: 0.01 },
    { findingId: 'petechial-rash', frequency: 0.003 },
    { findingId: 'snake-bite', frequency: 0.001 },
    { findingId: 'bite-local-swelling', frequency: 0.05 },
    { findingId: 'joint-swelling', frequency: 0.01 },
    { findingId: 'acute-monoarthritis-toe', frequency: 0.001 },
    { findingId: 'hypotension', frequency: 0.03 },
    { findingId: 'cough', frequency: 0.03 },
    { findingId: 'runny-nose', frequency: 0.03 },
    { findingId: 'diarrhoea', frequency: 0.03 },
    { findingId: 'fatigue', frequency: 0.3 },
    { findingId: 'headache', frequency: 0.15 },
    { findingId: 'anorexia', frequency: 0.2 },
    { findingId: 'toe-web-scaling-nail-changes', frequency: 0.15 },
  ],
  redFlags: [
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands'],
      finding:
        'Septic shock or necrotising infection (shock; look for pain out of proportion, crepitus, dusky skin)',
      urgency: 'critical',
      actionRequired:
        'Resuscitate, IV broad-spectrum antibiotics within the hour, urgent surgical review for debridement.',
      citations: [
        awareSkin,
        { sourceId: 'ssc-sepsis-2021', section: 'Initial resuscitation; source control' },
      ],
    },
    {
      findingIds: ['periorbital-swelling'],
      finding: 'Periorbital or facial cellulitis (risk of orbital and intracranial spread)',
      urgency: 'emergency',
      actionRequired: 'IV antibiotics (cloxacillin or ceftriaxone) and admission.',
      citations: [awareSkin],
    },
  ],
  investigations: [
    {
      test: 'Mark the edge of the redness; examine for fluctuance and a portal of entry (wound, tinea between the toes)',
      urgency: 'urgent',
      rationale: 'Abscess needs drainage; spreading margin shows response.',
      expectedFindings: 'Spreading erythema; fluctuance if abscess.',
    },
    {
      test: 'Blood glucose',
      urgency: 'urgent',
      rationale: 'Undiagnosed diabetes predisposes to skin infection.',
      expectedFindings: 'Normal.',
    },
    {
      test: 'Pus culture (abscess) where available',
      urgency: 'routine',
      rationale: 'S. aureus including MRSA.',
      expectedFindings: 'S. aureus or streptococci.',
    },
  ],
  monitoring: [
    {
      parameter: 'Margin of redness, fever, pain',
      frequency: 'Review at 48-72 hours',
      alertCriteria: 'Spreading beyond the mark, new blisters or necrosis, persistent fever',
    },
  ],
  referrals: [
    {
      specialist: 'Surgeon',
      urgency: 'urgent',
      reason: 'Large or deep abscess, necrotising infection, or hand and facial abscess.',
    },
    {
      specialist: 'Hospital',
      urgency: 'emergency',
      reason: 'Systemic toxicity, rapidly spreading infection or orbital involvement.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Raise the affected limb and rest; take the full antibiotic course.',
      category: 'rest',
      importance: 'high',
    },
    {
      recommendation: "Keep wounds clean and covered; treat athlete's foot; wear shoes when farming.",
      category: 'hygiene',
      importance: 'medium',
    },
    {
      recommendation: 'Return if the redness spreads past the marked line, or fever and pain worsen.',
      category: 'follow-up',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Cellulitis: oral flucloxacillin/cloxacillin (or cefalexin; amoxicillin-clavulanate as alternative) for 5 days, IV cloxacillin or ceftriaxone if severe. Abscess: incision and drainage; antibiotic only with surrounding cellulitis, systemic signs or immunosuppression (cotrimoxazole or doxycycline where MRSA is common).',
    supportiveCare: ['Elevation of the limb', 'Analgesia', 'Treat the portal of entry (tinea pedis, wound)'],
    followUpSchedule: 'Review at 48-72 hours; extend to 7-10 days if slow to respond.',
    antibioticsIndicated: true,
    citations: [
      awareSkin,
      {
        sourceId: 'ug-clinical-guidelines-2023',
        section: 'Skin diseases: cellulitis and erysipelas; abscess',
      },
    ],
  },
  citations: [
    awareSkin,
    { sourceId: 'ug-clinical-guidelines-2023', section: 'Skin diseases: cellulitis and abscess' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'cellulitis-abscess',
    conditionId: 'cellulitis-abscess',
    population: {},
    items: [
      {
        medicineId: 'cloxacillin',
        route: 'oral',
        dose: perKg(25, 500, 2000, 62.5),
        frequency: 'every 6 hours',
        dosesPerDay: 4,
        duration: '5 days',
        indication: 'cellulitis',
        alternativeIds: ['cotrimoxazole', 'erythromycin'],
        citations: [
          aware(
            'Skin and soft tissue infections: cloxacillin/flucloxacillin 500 mg every 6 hours (children 25 mg/kg), 5 days',
          ),
        ],
      },
      paracetamol('pain and fever'),
    ],
    note: 'An abscess needs incision and drainage; antibiotics only for surrounding cellulitis or systemic signs. Mark the edge; admit if spreading fast or septic.',
    citations: [aware('Skin and soft tissue infections')],
  },
  {
    id: 'cellulitis-abscess-alternatives',
    conditionId: 'cellulitis-abscess',
    population: {},
    items: [
      {
        medicineId: 'cotrimoxazole',
        route: 'oral',
        dose: {
          kind: 'age-band',
          bands: [
            { minYears: 0.115, maxYears: 0.5, mg: 100, amount: '2.5 mL of 200/40 mg per 5 mL' },
            { minYears: 0.5, maxYears: 6, mg: 200, amount: '5 mL of 200/40 mg per 5 mL' },
            { minYears: 6, maxYears: 12, mg: 400, amount: '1 tablet (400/80 mg)' },
            { minYears: 12, maxYears: 200, mg: 800, amount: '1 double-strength tablet (800/160 mg)' },
          ],
          maxMgPerDose: 800,
          maxMgPerDay: 1600,
        },
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '5 days',
        indication: 'cellulitis in penicillin allergy',
        alternativeIds: [],
        citations: [
          aware('Skin and soft tissue infections: sulfamethoxazole + trimethoprim'),
          bnfc('Co-trimoxazole: doses by age, twice daily'),
        ],
      },
      {
        medicineId: 'erythromycin',
        route: 'oral',
        dose: perKg(12.5, 500, 2000, 62.5),
        frequency: 'every 6 hours',
        dosesPerDay: 4,
        duration: '5 days',
        indication: 'cellulitis in penicillin and sulfonamide allergy',
        alternativeIds: [],
        citations: [
          bnfc('Erythromycin: 12.5 mg/kg 4 times daily'),
          bnf('Erythromycin: 500 mg 4 times daily'),
        ],
      },
    ],
    citations: [aware('Skin and soft tissue infections')],
  },
] satisfies readonly Regimen[];
