import type { Condition, Regimen } from '../../types';
import { perKg } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';

export const condition = {
  id: 'conjunctivitis',
  name: 'Conjunctivitis (bacterial, viral or allergic)',
  icd10: ['H10.9', 'H10.0', 'H10.1', 'H10'],
  icd11: '9A60',
  urgency: 'routine',
  prior: {
    baseline: 0.02,
    // Conjunctivitis in the first 28 days of life is ophthalmia neonatorum, its own condition.
    byAge: [
      { maxYears: 28 / 365.25, multiplier: 0.05 },
      { minYears: 28 / 365.25, multiplier: 1 },
    ],
    citations: [
      {
        sourceId: 'who-afro-primary-eye-care-2018',
        section: 'Primary eye care: the red eye; conjunctivitis',
      },
      { sourceId: 'who-stis-2021', section: 'Ophthalmia neonatorum: conjunctivitis in the first 28 days' },
    ],
  },
  findings: [
    { findingId: 'red-eyes', frequency: 0.98 },
    { findingId: 'eye-discharge', frequency: 0.75 },
    { findingId: 'gritty-itchy-eyes', frequency: 0.7 },
    { findingId: 'eyelids-stuck-together', frequency: 0.45 },
    { findingId: 'itchy-nose-eyes', frequency: 0.25 },
    { findingId: 'runny-nose', frequency: 0.25 },
    { findingId: 'sneezing', frequency: 0.15 },
    { findingId: 'sore-throat', frequency: 0.15 },
    { findingId: 'sick-contacts', frequency: 0.3 },
    { findingId: 'lymphadenopathy', frequency: 0.12 },
    { findingId: 'fever', frequency: 0.1 },
    { findingId: 'headache', frequency: 0.08 },
    { findingId: 'photophobia', frequency: 0.03 },
    { findingId: 'visual-disturbance', frequency: 0.02 },
    { findingId: 'severe-eye-pain', frequency: 0.002 },
    { findingId: 'maculopapular-rash', frequency: 0.01 },
  ],
  redFlags: [
    {
      findingIds: ['severe-eye-pain'],
      finding: 'Severe eye pain: keratitis, iritis or acute glaucoma, not simple conjunctivitis',
      urgency: 'urgent',
      actionRequired: 'Check visual acuity and cornea (fluorescein); refer to an eye clinic the same day.',
      citations: [
        {
          sourceId: 'who-afro-primary-eye-care-2018',
          section: 'Primary eye care: the red eye; danger signs',
        },
      ],
    },
    {
      findingIds: ['koplik-spots'],
      finding: 'Koplik spots with red eyes: measles',
      urgency: 'urgent',
      actionRequired: 'Manage as measles: vitamin A, isolation and notification.',
      citations: [
        {
          sourceId: 'who-measles-treatment-2004',
          section: 'Treating measles in children: eye complications',
        },
      ],
    },
  ],
  investigations: [
    {
      test: 'Visual acuity and examination with a torch (fluorescein staining if available)',
      urgency: 'routine',
      rationale: 'Normal vision and a clear cornea separate conjunctivitis from sight-threatening red eyes.',
      expectedFindings: 'Normal vision, diffuse redness, no corneal staining.',
    },
    {
      test: 'Gram stain and culture of discharge in a newborn or in hyperacute purulent conjunctivitis',
      urgency: 'urgent',
      rationale: 'Gonococcal conjunctivitis threatens sight within days.',
      expectedFindings: 'Gram-negative intracellular diplococci in gonococcal infection.',
    },
  ],
  monitoring: [
    {
      parameter: 'Redness, discharge and vision',
      frequency: 'Review after 3 to 5 days if not better',
      alertCriteria: 'Pain, reduced vision or no improvement after 5 days',
    },
  ],
  referrals: [
    {
      specialist: 'Ophthalmology or eye clinic',
      urgency: 'urgent',
      reason: 'Reduced vision, severe pain, corneal ulcer, or conjunctivitis in a newborn.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Wash hands often, do not share towels or face cloths, and clean discharge with boiled cooled water.',
      category: 'hygiene',
      importance: 'high',
    },
    {
      recommendation: 'Do not put traditional remedies or breast milk in the eyes.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation: 'Allergic conjunctivitis: avoid rubbing the eyes and use cold compresses.',
      category: 'self-care',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Purulent (bacterial) conjunctivitis: tetracycline 1% eye ointment or chloramphenicol eye drops or ointment for 5 to 7 days. Viral conjunctivitis: hygiene and cold compresses, no antibiotic. Allergic conjunctivitis: cold compresses, oral antihistamine or antihistamine/cromoglicate eye drops. Newborn with purulent conjunctivitis: treat for gonococcus and chlamydia systemically (ceftriaxone) and refer.',
    supportiveCare: [
      'Clean the eyes with clean water before applying medicine',
      'Cold compresses for comfort',
    ],
    followUpSchedule: 'Review after 5 days if not better, at once if pain or blurred vision.',
    antibioticsIndicated: true,
    citations: [
      {
        sourceId: 'za-phc-stg-2020',
        section: 'Eye conditions: Conjunctivitis (bacterial, viral, allergic; neonatal)',
      },
      { sourceId: 'ug-clinical-guidelines-2023', section: 'Eye conditions: Conjunctivitis' },
    ],
  },
  citations: [
    { sourceId: 'who-afro-primary-eye-care-2018', section: 'Primary eye care: the red eye; conjunctivitis' },
    { sourceId: 'za-phc-stg-2020', section: 'Eye conditions: Conjunctivitis' },
  ],
} satisfies Condition;

export const regimens = [
  {
    // Gonococcal ophthalmia neonatorum: WHO N. gonorrhoeae guideline (2016), ceftriaxone 50 mg/kg, max 150 mg.
    id: 'conjunctivitis-newborn',
    conditionId: 'conjunctivitis',
    population: { maxAgeDays: 29 },
    items: [
      {
        medicineId: 'ceftriaxone',
        route: 'intramuscular',
        dose: perKg(50, 150, 150, 5),
        frequency: 'once',
        dosesPerDay: 1,
        duration: 'single dose',
        indication: 'purulent conjunctivitis in a newborn (presumed gonococcal ophthalmia)',
        alternativeIds: [],
        citations: [
          cite(
            'who-gonorrhoea-2016',
            'Gonococcal ophthalmia neonatorum: ceftriaxone 50 mg/kg (maximum 150 mg) IM single dose',
          ),
        ],
      },
    ],
    note: 'Clean the eyes; treat the mother and her partner; refer. Not with calcium-containing fluids, and not to a jaundiced or preterm newborn (BNF for Children 2023-24): use cefotaxime then.',
    citations: [cite('who-gonorrhoea-2016', 'Gonococcal ophthalmia neonatorum')],
  },
  {
    id: 'conjunctivitis',
    conditionId: 'conjunctivitis',
    population: {},
    items: [],
    note: 'Most conjunctivitis is viral or allergic: clean the eyes, no antibiotic. Purulent discharge (bacterial): tetracycline 1% eye ointment 3 times daily for 5-7 days. A neonate with discharge: ceftriaxone 50 mg/kg IM (max 125 mg) once and refer.',
    citations: [
      cite('who-afro-primary-eye-care-2018', 'Red eye: conjunctivitis'),
      cite('who-imci-2014', 'Treat eye infection with tetracycline eye ointment'),
    ],
  },
] satisfies readonly Regimen[];
