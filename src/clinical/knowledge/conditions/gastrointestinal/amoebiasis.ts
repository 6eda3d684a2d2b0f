import type { Condition, Regimen } from '../../types';
import { perKg } from '../../dose-rules';
import { cite, pocketBook, bnf, bnfc } from '../../regimens-shared/citations';
import { ugInfectious, keHospital } from '../citations';

export const condition = {
  id: 'amoebiasis',
  name: 'Amoebic dysentery / amoebic liver abscess',
  icd10: ['A06.0', 'A06.4', 'A06'],
  icd11: '1A36',
  urgency: 'urgent',
  prior: {
    baseline: 0.004,
    byAge: [
      { maxYears: 5, multiplier: 0.5 },
      { minYears: 5, multiplier: 1.1 },
    ],
    bySex: { male: 1.2, female: 0.8 },
    citations: [ugInfectious, keHospital],
  },
  findings: [
    { findingId: 'bloody-diarrhoea', frequency: 0.55 },
    { findingId: 'mucus-in-stool', frequency: 0.5 },
    { findingId: 'diarrhoea', frequency: 0.65 },
    { findingId: 'abdominal-pain', frequency: 0.8 },
    { findingId: 'right-upper-quadrant-pain', frequency: 0.4 },
    { findingId: 'hepatomegaly', frequency: 0.3 },
    { findingId: 'tenesmus', frequency: 0.3 },
    { findingId: 'fever', frequency: 0.5 },
    { findingId: 'high-fever', frequency: 0.2 },
    { findingId: 'prolonged-fever', frequency: 0.2 },
    { findingId: 'chronic-diarrhoea', frequency: 0.2 },
    { findingId: 'weight-loss', frequency: 0.3 },
    { findingId: 'anorexia', frequency: 0.5 },
    { findingId: 'vomiting', frequency: 0.15 },
    { findingId: 'pleuritic-chest-pain', frequency: 0.08 },
    { findingId: 'night-sweats', frequency: 0.1 },
    { findingId: 'stool-trophozoites-lab', frequency: 0.6, specificity: 0.97, citation: ugInfectious },
    { findingId: 'stool-pus-rbc-lab', frequency: 0.3 },
    { findingId: 'leucocytosis-lab', frequency: 0.4 },
    { findingId: 'raised-alt-lab', frequency: 0.2 },
    { findingId: 'jaundice', frequency: 0.05 },
    { findingId: 'unsafe-water', frequency: 0.5 },
    { findingId: 'watery-diarrhoea', frequency: 0.15 },
    { findingId: 'profuse-rice-water-stool', frequency: 0.001 },
    { findingId: 'cough', frequency: 0.08 },
    { findingId: 'runny-nose', frequency: 0.03 },
    { findingId: 'malaria-test-positive', frequency: 0.05 },
    { findingId: 'chest-pain', frequency: 0.1 },
    { findingId: 'sweating', frequency: 0.2 },
    { findingId: 'alcohol-use', frequency: 0.15 },
    { findingId: 'nausea', frequency: 0.3 },
    { findingId: 'fatigue', frequency: 0.35 },
    { findingId: 'malaise', frequency: 0.35 },
  ],
  redFlags: [
    {
      findingIds: ['rebound-tenderness', 'abdominal-distension', 'hypotension'],
      finding: 'Peritonitis or shock: perforated colon or ruptured liver abscess',
      urgency: 'emergency',
      actionRequired:
        'Resuscitate, start IV metronidazole with broad-spectrum cover, and refer to a surgeon.',
      citations: [keHospital],
    },
    {
      findingIds: ['right-upper-quadrant-pain', 'hepatomegaly'],
      finding: 'Tender enlarged liver with fever: possible amoebic liver abscess',
      urgency: 'urgent',
      actionRequired:
        'Abdominal ultrasound and start metronidazole; refer if large (risk of rupture) or not improving in 72 hours.',
      citations: [ugInfectious],
    },
  ],
  investigations: [
    {
      test: 'Fresh stool microscopy (wet mount, within 30 minutes)',
      urgency: 'urgent',
      rationale: 'Haematophagous trophozoites confirm invasive amoebiasis; cysts alone do not.',
      expectedFindings: 'E. histolytica trophozoites with ingested red cells.',
    },
    {
      test: 'Abdominal ultrasound',
      urgency: 'urgent',
      rationale: 'Detects liver abscess in fever with right upper quadrant pain.',
      expectedFindings: 'Single hypoechoic lesion, usually in the right lobe.',
    },
    {
      test: 'Full blood count and liver tests',
      urgency: 'routine',
      rationale: 'Leucocytosis and raised alkaline phosphatase in liver abscess.',
      expectedFindings: 'Raised white cells, mildly raised liver enzymes.',
    },
  ],
  monitoring: [
    {
      parameter: 'Fever, abdominal pain and stool frequency',
      frequency: 'Daily for the first 3 days',
      alertCriteria: 'No improvement within 72 hours of metronidazole',
    },
  ],
  referrals: [
    {
      specialist: 'Surgeon or physician',
      urgency: 'urgent',
      reason: 'Large or left-lobe liver abscess, suspected rupture, or no response to treatment.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Drink boiled or treated water and wash hands with soap; wash fruit and vegetables in clean water.',
      category: 'hygiene',
      importance: 'high',
    },
    {
      recommendation: 'Avoid alcohol during metronidazole treatment.',
      category: 'safety',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Metronidazole (or tinidazole) for amoebic dysentery and liver abscess, followed by a luminal agent (diloxanide furoate) where available to clear cysts. Drainage only for large or non-responding abscesses.',
    supportiveCare: ['Oral rehydration', 'Paracetamol for pain and fever', 'Nutritional support'],
    followUpSchedule: 'Review at 72 hours; repeat ultrasound only if not improving.',
    antibioticsIndicated: true,
    citations: [
      ugInfectious,
      { sourceId: 'who-model-formulary-2008', section: 'Antiamoebic and antigiardiasis medicines' },
    ],
  },
  citations: [ugInfectious, keHospital],
} satisfies Condition;

export const regimens = [
  {
    id: 'amoebiasis',
    conditionId: 'amoebiasis',
    population: {},
    items: [
      {
        medicineId: 'metronidazole',
        route: 'oral',
        dose: perKg(10, 800, 2400, 50),
        frequency: 'every 8 hours',
        dosesPerDay: 3,
        duration: '5 days (10 days for liver abscess)',
        indication: 'amoebic dysentery or liver abscess',
        alternativeIds: ['tinidazole'],
        citations: [
          pocketBook('Annex 2: metronidazole 10 mg/kg 3 times a day (amoebiasis)'),
          cite(
            'who-model-formulary-2008',
            'Section 6.4.1 Antiamoebic medicines: metronidazole 800 mg 3 times daily',
          ),
        ],
      },
    ],
    note: 'Follow with a luminal agent where available; aspirate large liver abscesses.',
    citations: [cite('who-model-formulary-2008', 'Section 6.4.1 Antiamoebic medicines')],
  },
  {
    id: 'amoebiasis-alternatives',
    conditionId: 'amoebiasis',
    population: {},
    items: [
      {
        medicineId: 'tinidazole',
        route: 'oral',
        dose: perKg(50, 2000, 2000, 250),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '3 days (5 days for liver abscess)',
        indication: 'amoebiasis',
        alternativeIds: [],
        citations: [
          bnf('Tinidazole: intestinal amoebiasis 2 g daily'),
          bnfc('Tinidazole: 50-60 mg/kg (max 2 g) once daily'),
        ],
      },
    ],
    citations: [bnf('Tinidazole')],
  },
] satisfies readonly Regimen[];
