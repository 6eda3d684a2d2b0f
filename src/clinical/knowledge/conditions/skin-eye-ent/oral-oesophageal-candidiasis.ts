import type { Condition, Regimen } from '../../types';
import { fixed, perKg } from '../../dose-rules';
import { bnf, bnfc, cite, pocketBook } from '../../regimens-shared/citations';

const pocketHiv = pocketBook('Chapter 8: HIV \u2014 oral and oesophageal candidiasis');
const pocketInfant = pocketBook('Chapter 3: Young infant \u2014 oral thrush');
const whoSkin = cite('who-hiv-skin-2014', 'Oropharyngeal and oesophageal candidiasis');

/** 112. Oral (oropharyngeal) or oesophageal candidiasis. */
export const condition = {
  id: 'oral-oesophageal-candidiasis',
  name: 'Oral or oesophageal candidiasis',
  icd10: ['B37.0', 'B37.8', 'B37.81'],
  icd11: '1F23.0',
  urgency: 'routine',
  // Thrush beyond infancy marks HIV disease (WHO clinical stage 3 persistent oral candidiasis, stage 4 oesophageal
  // candidiasis); the candidiasis is named and treated, HIV beside it (knowledge: syndromeFindings of
  // hiv-infection). The source gives no share: 0.5 is a conservative estimate, the share this file gives known HIV.
  comesWith: [
    {
      conditionId: 'hiv-infection',
      share: 0.5,
      whenAnyOf: ['oral-thrush'],
      citation: cite(
        'who-hiv-2021',
        'Annex: WHO clinical staging of HIV disease, stage 3 persistent oral candidiasis, stage 4 oesophageal candidiasis',
      ),
    },
  ],
  prior: {
    // Thrush is a common reason to attend in its own right (infants, inhaled steroids, antibiotics, diabetes,
    // HIV): when it is what is seen, it is the diagnosis, and HIV the test it calls for.
    baseline: 0.006,
    byAge: [
      { maxYears: 1, multiplier: 2.5 },
      { minYears: 1, maxYears: 15, multiplier: 0.5 },
      { minYears: 15, multiplier: 1 },
    ],
    byCountry: { ZA: 1.5, MW: 1.3, ZW: 1.3, BW: 1.3, ZM: 1.3 },
    citations: [whoSkin, pocketHiv],
  },
  findings: [
    { findingId: 'oral-thrush', frequency: 0.9 },
    { findingId: 'known-hiv', frequency: 0.5 },
    // Diabetes and inhaled steroids are the other common reasons for thrush in an adult.
    { findingId: 'known-diabetes', frequency: 0.1, citation: whoSkin },
    { findingId: 'known-asthma', frequency: 0.05, citation: whoSkin },
    { findingId: 'sore-throat', frequency: 0.4 },
    { findingId: 'dysphagia', frequency: 0.35 },
    { findingId: 'mouth-ulcers', frequency: 0.2 },
    { findingId: 'heartburn', frequency: 0.1 },
    { findingId: 'anorexia', frequency: 0.3 },
    { findingId: 'weight-loss', frequency: 0.3 },
    { findingId: 'unable-to-drink', frequency: 0.1 },
    { findingId: 'irritability', frequency: 0.15 },
    { findingId: 'low-cd4-lab', frequency: 0.3 },
    { findingId: 'chest-pain', frequency: 0.1 },
    { findingId: 'fever', frequency: 0.1 },
    { findingId: 'diarrhoea', frequency: 0.1 },
    { findingId: 'vomiting', frequency: 0.05 },
    // Candida makes swallowing painful; dysphagia that progresses from solids to liquids is a stricture or cancer.
    { findingId: 'progressive-dysphagia-solids-liquids', frequency: 0.01 },
    { findingId: 'tonsillar-exudate', frequency: 0.03 },
    { findingId: 'high-fever', frequency: 0.01 },
  ],
  redFlags: [
    {
      // Reviewed 30 Nov 2026: oesophageal candidiasis that stops the patient swallowing even water, with signs that
      // the body is already short of fluid (little urine, sunken eyes, slow skin pinch, fast pulse, low pressure,
      // dizziness on standing), is dehydration that oral fluids cannot correct: IV fluids and IV fluconazole in
      // hospital (WHO Pocket Book 2013, ch. 8: admit the child who cannot swallow; WHO HIV 2021: oesophageal
      // candidiasis unable to take oral treatment is treated parenterally). Painful swallowing while still
      // drinking stays same-day treatment (below).
      findingIds: [
        'reduced-urine',
        'sunken-eyes',
        'slow-skin-pinch',
        'very-slow-skin-pinch',
        'tachycardia',
        'hypotension',
        'dizziness',
        'lethargy',
      ],
      allOf: ['unable-to-drink'],
      finding: 'Thrush that stops all swallowing, even of water, with dehydration: needs IV fluids',
      urgency: 'emergency',
      actionRequired:
        'Start IV fluids now and admit for IV fluconazole; test for HIV and measure CD4 if not known.',
      citations: [
        pocketHiv,
        cite('who-hiv-2021', 'Oesophageal candidiasis: fluconazole, IV when oral treatment cannot be taken'),
      ],
    },
    {
      findingIds: ['unable-to-drink', 'very-slow-skin-pinch', 'lethargy'],
      finding: 'Cannot drink or feed, dehydration or lethargy with thrush',
      urgency: 'urgent',
      actionRequired: 'Rehydrate, treat oesophageal candidiasis, test for HIV; admit if unable to drink.',
      citations: [pocketHiv],
    },
    {
      findingIds: ['weight-loss', 'visible-wasting', 'hiv-test-positive', 'low-cd4-lab', 'chronic-diarrhoea'],
      finding:
        'Thrush with weight loss, wasting or HIV: advanced HIV disease (persistent oral candidiasis WHO stage 3, oesophageal stage 4)',
      urgency: 'urgent',
      actionRequired:
        'Treat the candidiasis and, the same day, confirm HIV, measure CD4 and give the advanced HIV package (TB LAM and Xpert, serum CrAg, cotrimoxazole, rapid ART).',
      citations: [cite('who-advanced-hiv-2017', 'Package of care for advanced HIV disease')],
    },
  ],
  investigations: [
    {
      test: 'HIV test (and CD4 if positive)',
      urgency: 'routine',
      rationale:
        'Thrush after the newborn period without antibiotics or inhaled steroids suggests HIV; oesophageal candidiasis is WHO stage 4.',
      expectedFindings: 'HIV positive, CD4 often < 200.',
    },
    {
      test: 'Endoscopy only if no response to 7-14 days of fluconazole',
      urgency: 'routine',
      rationale: 'Other causes of painful swallowing (CMV, herpes, cancer).',
      expectedFindings: 'White plaques on the oesophageal mucosa.',
    },
  ],
  monitoring: [
    {
      parameter: 'Plaques, swallowing, feeding and weight',
      frequency: 'Review after 7 days',
      alertCriteria: 'No improvement, cannot swallow, weight loss',
    },
  ],
  referrals: [
    {
      specialist: 'HIV clinic',
      urgency: 'routine',
      reason: 'Start or review antiretroviral therapy; cotrimoxazole prophylaxis.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Breastfeeding mothers of an infant with thrush treat their nipples too; boil teats and cups.',
      category: 'hygiene',
      importance: 'medium',
    },
    {
      recommendation: 'Rinse the mouth after using an inhaled steroid.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Oral thrush: nystatin suspension 100 000 IU 4 times daily after feeds for 7 days (clotrimazole or miconazole alternatives). Oesophageal candidiasis (pain or difficulty swallowing with thrush): fluconazole for 14 days \u2014 adults 200 mg daily, children 3-6 mg/kg daily. HIV test and ART.',
    supportiveCare: ['Soft cool foods', 'Paracetamol for painful swallowing'],
    followUpSchedule: 'One week.',
    antibioticsIndicated: false,
    citations: [pocketHiv, pocketInfant, whoSkin],
  },
  citations: [pocketHiv, whoSkin],
} satisfies Condition;

export const regimens = [
  {
    id: 'oral-oesophageal-candidiasis-adult',
    conditionId: 'oral-oesophageal-candidiasis',
    population: { minAgeYears: 12 },
    items: [
      {
        medicineId: 'fluconazole',
        route: 'oral',
        dose: fixed(200, '200 mg', 400, 400),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '14 days (oesophageal); 7 days for oral thrush that nystatin has not cleared',
        indication: 'oesophageal candidiasis, or severe oral thrush',
        alternativeIds: [],
        citations: [
          bnf(
            'Fluconazole: oesophageal candidiasis, 200-400 mg on day 1 then 100-200 mg daily for 14-30 days',
          ),
          whoSkin,
        ],
      },
    ],
    note: 'Mild oral thrush: nystatin suspension alone. Fluconazole interacts with rifampicin and raises warfarin and sulfonylurea levels.',
    citations: [whoSkin],
  },
  {
    id: 'oral-oesophageal-candidiasis',
    conditionId: 'oral-oesophageal-candidiasis',
    // Written for children from birth: BNF for Children gives nystatin 100 000 units four times daily to
    // neonates and children alike, so this fixed dose is a child dose, not an adult one.
    population: { maxAgeYears: 12 },
    items: [
      {
        medicineId: 'nystatin',
        route: 'oral',
        dose: { ...fixed(100000, '1 mL of 100 000 IU/mL', 100000, 400000), unit: 'IU' },
        frequency: '4 times daily after feeds',
        dosesPerDay: 4,
        duration: '7 days (continue 48 hours after clearing)',
        indication: 'oral thrush',
        alternativeIds: [],
        citations: [pocketInfant, bnfc('Nystatin: oral candidiasis, 100 000 units 4 times daily')],
      },
      {
        medicineId: 'fluconazole',
        route: 'oral',
        dose: perKg(3, 100, 100),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '14 days',
        indication: 'oesophageal candidiasis in a child (pain or difficulty swallowing with thrush)',
        alternativeIds: [],
        citations: [pocketHiv, bnfc('Fluconazole: oesophageal candidiasis, 3 mg/kg daily, max 100 mg')],
      },
    ],
    note: 'Fluconazole only when swallowing is painful or nystatin fails.',
    citations: [pocketHiv, pocketInfant],
  },
] satisfies readonly Regimen[];
