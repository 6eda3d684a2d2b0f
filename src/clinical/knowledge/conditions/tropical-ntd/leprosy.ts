import type { Condition, Regimen } from '../../types';
import { fixed, perKg } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';

const who = (section: string) => cite('who-leprosy-2018', section);

/** 114. Leprosy (Hansen disease). */
export const condition = {
  id: 'leprosy',
  name: 'Leprosy (Hansen disease)',
  icd10: ['A30.9', 'A30'],
  icd11: '1B20',
  urgency: 'routine',
  prior: {
    baseline: 0.0004,
    byAge: [
      { maxYears: 5, multiplier: 0.1 },
      { minYears: 5, maxYears: 15, multiplier: 0.6 },
      { minYears: 15, multiplier: 1.2 },
    ],
    bySex: { male: 1.4, female: 0.7 },
    byCountry: { ET: 3, TZ: 2, NG: 2, KE: 0.5, ZA: 0.2, BW: 0.2 },
    citations: [who('Epidemiology: new case detection by country')],
  },
  findings: [
    { findingId: 'numb-skin-patch', frequency: 0.8 },
    { findingId: 'thickened-nerve', frequency: 0.5 },
    { findingId: 'clawing-foot-drop-painless-wounds', frequency: 0.25 },
    { findingId: 'numbness-tingling-feet', frequency: 0.35 },
    { findingId: 'rash', frequency: 0.7 },
    { findingId: 'skin-nodules-bony', frequency: 0.05 },
    { findingId: 'nasal-congestion', frequency: 0.1 },
    { findingId: 'facial-weakness-forehead-involved', frequency: 0.05 },
    { findingId: 'red-eyes', frequency: 0.05 },
    { findingId: 'severe-eye-pain', frequency: 0.02 },
    { findingId: 'visual-disturbance', frequency: 0.03 },
    { findingId: 'cloudy-cornea', frequency: 0.02 },
    { findingId: 'sick-contacts', frequency: 0.2 },
    { findingId: 'itching', frequency: 0.05 },
    { findingId: 'fever', frequency: 0.05 },
    { findingId: 'ring-shaped-patch', frequency: 0.1 },
    { findingId: 'scalp-scaling-hair-loss', frequency: 0.01 },
    { findingId: 'dry-itchy-scaly-patches', frequency: 0.05 },
    { findingId: 'known-diabetes', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: ['thickened-nerve', 'focal-weakness'],
      finding: 'Painful or tender nerve or new weakness in leprosy: reaction with nerve damage',
      urgency: 'urgent',
      actionRequired:
        'Start prednisolone for the reaction (programme protocol) and continue MDT; rest the limb; refer to the leprosy service within days.',
      citations: [who('Leprosy reactions and neuritis: corticosteroids')],
    },
    {
      // Acute neuritis in a febrile reaction (ENL): a swollen, tender nerve with weakness or clawing while the
      // reaction burns is a severe reaction with new nerve function impairment; the function comes back only if
      // prednisolone starts at once (WHO leprosy guidelines 2018; ILEP Learning Guide Two). Thickened nerves and
      // clawing without the fever of a reaction are the disease's own damage and stay with the flag above.
      findingIds: ['focal-weakness', 'clawing-foot-drop-painless-wounds'],
      allOf: ['thickened-nerve', 'fever'],
      maxDurationDays: 30,
      finding:
        'Tender nerve with new weakness or clawing in a febrile leprosy reaction: acute neuritis, severe reaction with new nerve damage',
      urgency: 'emergency',
      actionRequired:
        'Start prednisolone for the severe reaction today (programme protocol) and continue MDT; splint and rest the limb; refer to the leprosy service now.',
      citations: [
        who('Leprosy reactions: severe reaction with new nerve function impairment; corticosteroids'),
        cite(
          'ilep-reactions-2002',
          'Acute neuritis and new nerve function impairment: start steroids at once',
        ),
      ],
    },
    {
      // An eye that no longer closes (lagophthalmos) in leprosy is facial-nerve damage in a reaction: the
      // cornea dries, ulcerates and is lost unless steroids start and the eye is protected now (WHO leprosy
      // guidelines 2018: severe reaction with new nerve function impairment; prevention of disability, eyes).
      findingIds: ['facial-weakness-forehead-involved'],
      finding: 'Eye that no longer closes in leprosy (lagophthalmos): severe reaction, the cornea is exposed',
      urgency: 'emergency',
      actionRequired:
        'Start prednisolone for the reaction, protect the eye (ointment, pad or tape at night, blink exercises) and refer to the leprosy or eye service today.',
      citations: [
        who('Leprosy reactions: severe reaction with new nerve damage; prevention of disability (eyes)'),
        cite('who-afro-primary-eye-care-2018', 'Primary eye care: the red eye; danger signs'),
      ],
    },
    {
      // The eye in a reaction: acute iridocyclitis (type 2 reaction: a red eye that hurts in the light) or exposure keratitis behind a lid that no
      // longer closes (facial nerve in a type 1 reaction) blind within days; a red eye that is painful, sees less
      // or cannot close is referred the same day, before the eye is lost.
      findingIds: [
        'severe-eye-pain',
        'visual-disturbance',
        'facial-weakness-forehead-involved',
        'cloudy-cornea',
        'photophobia',
      ],
      allOf: ['red-eyes'],
      finding:
        'Red eye in leprosy that is painful, sees less or cannot close: iridocyclitis or exposure keratitis in a reaction',
      urgency: 'emergency',
      actionRequired:
        'Start prednisolone for the reaction, protect the eye (ointment, pad at night, atropine drops if iritis) and refer to an eye unit today.',
      citations: [
        who('Leprosy reactions: severe reaction with eye involvement; prevention of disability (eyes)'),
        cite('who-afro-primary-eye-care-2018', 'Primary eye care: the red eye; danger signs'),
      ],
    },
  ],
  investigations: [
    {
      test: 'Sensory test of the patches (cotton wisp) and nerve palpation; count the patches',
      urgency: 'routine',
      rationale:
        'Diagnosis is clinical: loss of sensation in a patch, thickened nerve, or positive smear; \u2264 5 patches is paucibacillary.',
      expectedFindings: 'Loss of light touch in the patch.',
    },
    {
      test: 'Slit-skin smear where available',
      urgency: 'routine',
      rationale: 'A positive smear means multibacillary leprosy.',
      expectedFindings: 'Acid-fast bacilli.',
    },
    {
      test: 'Voluntary muscle test and sensory test of hands, feet and eyes (disability grade)',
      urgency: 'routine',
      rationale: 'Records nerve function before treatment to detect new damage.',
      expectedFindings: 'Grade 0, 1 or 2 disability.',
    },
  ],
  monitoring: [
    {
      parameter: 'Nerve function (sensation and strength of hands, feet, eyes), reactions, adherence',
      frequency: 'Monthly at the supervised dose',
      alertCriteria: 'New loss of sensation or strength, painful nerves, red painful skin lesions or eyes',
    },
  ],
  referrals: [
    {
      specialist: 'National leprosy programme / TB and leprosy clinic',
      urgency: 'routine',
      reason:
        'Registration, supervised MDT, contact tracing and single-dose rifampicin prophylaxis for contacts.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Check numb hands and feet every day for wounds; soak and oil dry skin; wear protective footwear; use a cloth to hold hot pots.',
      category: 'self-care',
      importance: 'high',
    },
    {
      recommendation:
        'Leprosy is curable and not passed on once treatment starts; household contacts should be examined.',
      category: 'prevention',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'WHO multidrug therapy (rifampicin, dapsone, clofazimine) for every patient: 6 months for paucibacillary and 12 months for multibacillary leprosy, monthly supervised doses plus daily self-administered doses, from the programme\u2019s blister packs. Reactions and neuritis: prednisolone by the programme protocol. Prevent disability.',
    supportiveCare: ['Self-care of hands, feet and eyes', 'Protective footwear'],
    followUpSchedule: 'Monthly during MDT; yearly for 2-5 years after.',
    antibioticsIndicated: true,
    citations: [who('Treatment: MDT for 6 months (PB) and 12 months (MB)')],
  },
  citations: [who('Diagnosis, treatment and prevention of leprosy')],
} satisfies Condition;

const mdt = who('Treatment: adult and child MDT doses');

export const regimens = [
  {
    id: 'leprosy-child',
    conditionId: 'leprosy',
    population: { maxWeightKg: 40 },
    items: [
      {
        medicineId: 'rifampicin',
        route: 'oral',
        dose: perKg(10, 450, 450),
        frequency: 'once a month, supervised',
        dosesPerDay: 1,
        duration: '6 months (paucibacillary) or 12 months (multibacillary)',
        indication: 'leprosy in a child under 40 kg',
        alternativeIds: [],
        citations: [mdt],
      },
      {
        medicineId: 'dapsone',
        route: 'oral',
        dose: perKg(2, 50, 50),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'with the rifampicin, 6 or 12 months',
        indication: 'leprosy in a child under 40 kg',
        alternativeIds: [],
        citations: [mdt],
      },
      {
        medicineId: 'clofazimine',
        route: 'oral',
        dose: fixed(100, '100 mg once a month supervised, plus 50 mg twice a week', 100, 100),
        frequency: 'once a month supervised, plus 50 mg twice weekly',
        dosesPerDay: 1,
        duration: 'with the rifampicin, 6 or 12 months',
        indication: 'leprosy in a child under 40 kg',
        alternativeIds: [],
        citations: [mdt],
      },
    ],
    note: 'From the programme\u2019s child blister packs (10-14 years: rifampicin 450 mg, clofazimine 150 mg monthly and 50 mg alternate days, dapsone 50 mg daily).',
    citations: [mdt],
  },
  {
    id: 'leprosy',
    conditionId: 'leprosy',
    population: {},
    items: [
      {
        medicineId: 'rifampicin',
        route: 'oral',
        dose: fixed(600, '600 mg', 600, 600),
        frequency: 'once a month, supervised',
        dosesPerDay: 1,
        duration: '6 months (paucibacillary) or 12 months (multibacillary)',
        indication: 'leprosy',
        alternativeIds: [],
        citations: [mdt],
      },
      {
        medicineId: 'clofazimine',
        route: 'oral',
        dose: fixed(300, '300 mg once a month supervised, then 50 mg daily', 300, 300),
        frequency: 'once a month supervised, plus 50 mg daily',
        dosesPerDay: 1,
        duration: 'with the rifampicin',
        indication: 'leprosy',
        alternativeIds: [],
        citations: [mdt],
      },
      {
        medicineId: 'dapsone',
        route: 'oral',
        dose: fixed(100, '100 mg', 100, 100),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'with the rifampicin',
        indication: 'leprosy',
        alternativeIds: [],
        citations: [mdt],
      },
    ],
    note: 'Adult blister packs; screen for TB before starting rifampicin (rifampicin alone would breed resistant TB).',
    citations: [mdt],
  },
] satisfies readonly Regimen[];
