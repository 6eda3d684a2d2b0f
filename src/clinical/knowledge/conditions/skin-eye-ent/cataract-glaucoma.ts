import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { bnf, cite } from '../../regimens-shared/citations';

const vision = (section: string) => cite('who-vision-2019', section);
const aao = (section: string) => cite('aao-glaucoma-ppp-2020', section);

export const condition = {
  id: 'cataract-glaucoma',
  name: 'Cataract / glaucoma',
  // Most cataract is age-related (WHO World report on vision 2019, chapter 2): coded H25.9 unless the findings
  // call for glaucoma.
  icd10: ['H25.9', 'H25', 'H26.9', 'H26', 'H40.9', 'H40'],
  icd10ByFinding: [
    {
      findingIds: ['halos-around-lights', 'severe-eye-pain'],
      icd10: 'H40.2',
      citation: { sourceId: 'who-icd10-2019', section: 'H40.2 Primary angle-closure glaucoma' },
    },
    {
      findingIds: ['raised-eye-pressure-lab', 'peripheral-vision-loss'],
      icd10: 'H40.9',
      citation: { sourceId: 'who-icd10-2019', section: 'H40.9 Glaucoma, unspecified' },
    },
  ],
  icd11: '9B10',
  urgency: 'routine',
  prior: {
    baseline: 0.004,
    byAge: [
      { maxYears: 40, multiplier: 0.1 },
      { minYears: 40, maxYears: 60, multiplier: 1 },
      { minYears: 60, multiplier: 3 },
    ],
    citations: [vision('Chapter 2: cataract and glaucoma among the leading causes of blindness in Africa')],
  },
  findings: [
    { findingId: 'gradual-vision-loss', frequency: 0.8 },
    { findingId: 'visual-disturbance', frequency: 0.85 },
    { findingId: 'cloudy-lens-white-pupil', frequency: 0.5 },
    // Open-angle glaucoma takes the side vision first, without pain.
    {
      findingId: 'peripheral-vision-loss',
      frequency: 0.25,
      specificity: 0.998,
      citation: aao('Primary open-angle glaucoma: visual field loss'),
    },
    { findingId: 'raised-eye-pressure-lab', frequency: 0.35 },
    // Acute angle closure: a painful red eye, blurred vision, haloes, headache, nausea and vomiting.
    { findingId: 'halos-around-lights', frequency: 0.1, citation: aao('Acute angle closure: symptoms') },
    { findingId: 'severe-eye-pain', frequency: 0.12, citation: aao('Acute angle closure: symptoms') },
    { findingId: 'red-eyes', frequency: 0.12, citation: aao('Acute angle closure: symptoms') },
    { findingId: 'headache', frequency: 0.15, citation: aao('Acute angle closure: symptoms') },
    { findingId: 'known-diabetes', frequency: 0.2 },
    { findingId: 'eye-discharge', frequency: 0.02 },
    { findingId: 'gritty-itchy-eyes', frequency: 0.05 },
    { findingId: 'vomiting', frequency: 0.08, citation: aao('Acute angle closure: symptoms') },
    { findingId: 'fever', frequency: 0.02 },
  ],
  redFlags: [
    {
      findingIds: ['halos-around-lights', 'visual-disturbance', 'headache', 'vomiting'],
      allOf: ['severe-eye-pain'],
      finding:
        'Painful red eye with blurred vision, haloes, headache or vomiting: acute angle-closure glaucoma',
      urgency: 'emergency',
      actionRequired:
        'Same-day eye referral; start pressure-lowering treatment (acetazolamide, timolol) where trained.',
      citations: [aao('Primary angle-closure disease: acute angle closure management')],
    },
    {
      findingIds: ['cloudy-lens-white-pupil'],
      finding: 'White pupil in a child: congenital cataract or retinoblastoma',
      urgency: 'urgent',
      actionRequired: 'Urgent eye referral.',
      citations: [vision('Chapter 3: childhood eye conditions')],
    },
  ],
  investigations: [
    {
      test: 'Visual acuity (each eye, with pinhole); torch and red-reflex examination',
      urgency: 'routine',
      rationale: 'Cataract dims the red reflex; pinhole separates refractive error.',
      expectedFindings: 'Reduced acuity not corrected by pinhole; lens opacity.',
    },
    {
      test: 'Intraocular pressure and optic disc examination at an eye unit',
      urgency: 'routine',
      rationale: 'Glaucoma is silent until late.',
      expectedFindings: 'IOP > 21 mmHg, cupped disc, field loss.',
    },
  ],
  monitoring: [
    {
      parameter: 'Visual acuity and IOP',
      frequency: 'Every 3 to 6 months on glaucoma treatment',
      alertCriteria: 'Falling acuity or rising pressure.',
    },
  ],
  referrals: [
    {
      specialist: 'Ophthalmology / eye unit',
      urgency: 'routine',
      reason:
        'Cataract surgery when vision limits daily life; glaucoma diagnosis and treatment (drops, laser, surgery).',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Glaucoma drops are lifelong: use them every day even though vision does not improve.',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation: 'People over 40 with a family history of glaucoma should have their eyes checked.',
      category: 'prevention',
      importance: 'medium',
    },
    {
      recommendation: 'Cataract surgery restores sight; ask about outreach surgical camps.',
      category: 'follow-up',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Cataract: refer for surgery (small-incision cataract surgery with lens implant) when vision affects daily life. Open-angle glaucoma: lifelong pressure-lowering drops (timolol or a prostaglandin analogue), laser or trabeculectomy at the eye unit. Acute angle closure: emergency pressure lowering and laser iridotomy.',
    supportiveCare: ['Protect eyes from UV', 'Control diabetes and blood pressure'],
    followUpSchedule:
      'Glaucoma every 3 to 6 months; cataract after surgery at 1 day, 1 week and 4 to 6 weeks.',
    antibioticsIndicated: false,
    citations: [
      aao('Management of open-angle glaucoma: medical therapy'),
      vision('Chapter 4: effective interventions, cataract surgery'),
    ],
  },
  citations: [vision('World report on vision'), aao('Glaucoma')],
} satisfies Condition;

export const regimens = [
  {
    id: 'cataract-glaucoma',
    conditionId: 'cataract-glaucoma',
    population: { minAgeYears: 18 },
    items: [
      {
        medicineId: 'timolol-eye-drops',
        route: 'ophthalmic',
        dose: { ...fixed(1, '1 drop in the affected eye', 1, 2), unit: 'application' },
        frequency: 'twice daily',
        dosesPerDay: 2,
        duration: 'lifelong (glaucoma)',
        indication: 'open-angle glaucoma (not for cataract)',
        alternativeIds: [],
        citations: [
          bnf('Timolol maleate (eye): glaucoma, 1 drop of 0.25 to 0.5% twice daily'),
          aao('Medical therapy: beta-blockers'),
        ],
      },
    ],
    note: 'Cataract needs surgery, not medicine. Acute angle closure: acetazolamide and urgent referral (the dose is given at the eye unit; not computed here).',
    citations: [aao('Medical therapy')],
  },
] satisfies readonly Regimen[];
