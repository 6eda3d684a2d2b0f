import type { Condition, Regimen } from '../../types';
import { fixed, perKg } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';
import { stiWho } from './citations';

export const condition = {
  id: 'urethritis-cervicitis',
  name: 'Gonococcal / chlamydial urethritis and cervicitis',
  icd10: ['A54.0', 'A56.0', 'A54', 'A56', 'N34'],
  urgency: 'routine',
  prior: {
    baseline: 0.02,
    byAge: [
      { maxYears: 12, multiplier: 0.02 },
      { minYears: 12, maxYears: 15, multiplier: 0.5 },
      { minYears: 15, maxYears: 35, multiplier: 1.6 },
      { minYears: 35, maxYears: 50, multiplier: 0.8 },
      { minYears: 50, multiplier: 0.3 },
    ],
    // Most men with gonorrhoea or chlamydia have symptoms; most infected women have none, so fewer present.
    bySex: { male: 1.2, female: 0.8 },
    citations: [stiWho],
  },
  findings: [
    // Urethral discharge is asked of men and vaginal discharge of women: each frequency is for that sex.
    { findingId: 'urethral-discharge', frequency: 0.8 },
    { findingId: 'dysuria', frequency: 0.5 },
    { findingId: 'vaginal-discharge', frequency: 0.5 },
    {
      findingId: 'sexual-assault',
      frequency: 0.03,
      citation: {
        sourceId: 'who-child-sexual-abuse-2017',
        section:
          'Recommendation 8: presumptive treatment of gonorrhoea, chlamydia and trichomonas after sexual abuse',
      },
    },
    {
      // Cervicitis gives a mucopurulent discharge; a foul or fishy smell points to vaginitis (BV, trichomonas).
      findingId: 'foul-vaginal-discharge',
      frequency: 0.05,
      citation: cite('who-stis-2021', 'Vaginal discharge: vaginitis versus cervical infection'),
    },
    {
      findingId: 'vulval-itching',
      frequency: 0.05,
      citation: cite('who-stis-2021', 'Vaginal discharge: vaginitis versus cervical infection'),
    },
    { findingId: 'sexual-risk', frequency: 0.7 },
    { findingId: 'itching', frequency: 0.15 },
    { findingId: 'urinary-frequency', frequency: 0.15 },
    { findingId: 'vaginal-bleeding', frequency: 0.1 },
    { findingId: 'dyspareunia', frequency: 0.1 },
    { findingId: 'lower-abdominal-pain', frequency: 0.1 },
    { findingId: 'cervical-motion-tenderness', frequency: 0.003 },
    { findingId: 'urine-leucocytes-lab', frequency: 0.5 },
    { findingId: 'urine-nitrite-lab', frequency: 0.05 },
    { findingId: 'genital-ulcer', frequency: 0.02 },
    { findingId: 'haematuria', frequency: 0.015 },
    { findingId: 'suprapubic-pain', frequency: 0.02 },
    { findingId: 'fever', frequency: 0.05 },
    { findingId: 'high-fever', frequency: 0.01 },
    { findingId: 'flank-pain', frequency: 0.005 },
    { findingId: 'hiv-test-positive', frequency: 0.08 },
    { findingId: 'syphilis-test-positive-lab', frequency: 0.05 },
    { findingId: 'red-eyes', frequency: 0.02 },
    { findingId: 'joint-swelling', frequency: 0.02 },
    { findingId: 'cough', frequency: 0.03 },
    { findingId: 'runny-nose', frequency: 0.03 },
    { findingId: 'abdominal-pain', frequency: 0.12 },
    { findingId: 'pregnancy-test-positive', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: ['lower-abdominal-pain', 'cervical-motion-tenderness'],
      finding: 'Lower abdominal pain or cervical motion tenderness in a woman: pelvic inflammatory disease',
      urgency: 'urgent',
      actionRequired: 'Manage as PID (add metronidazole, 14-day course) and exclude pregnancy.',
      citations: [stiWho],
    },
    {
      findingIds: ['joint-swelling', 'petechial-rash'],
      finding: 'Fever with joint swelling or skin lesions: disseminated gonococcal infection',
      urgency: 'emergency',
      actionRequired: 'Admit for IV ceftriaxone and joint aspiration.',
      citations: [stiWho],
    },
  ],
  investigations: [
    {
      test: 'Gram stain of urethral discharge (men) where available; NAAT for N. gonorrhoeae and C. trachomatis',
      urgency: 'routine',
      rationale: 'Confirms aetiology; treat syndromically when tests are not available.',
      expectedFindings: 'Gram-negative intracellular diplococci (gonorrhoea).',
    },
    {
      test: 'HIV and syphilis testing',
      urgency: 'routine',
      rationale: 'Every STI visit is an HIV and syphilis testing opportunity.',
      expectedFindings: 'Negative.',
    },
    {
      test: 'Pregnancy test (women)',
      urgency: 'routine',
      rationale: 'Doxycycline is avoided in pregnancy.',
      expectedFindings: 'Negative.',
    },
  ],
  monitoring: [
    {
      parameter: 'Symptoms',
      frequency: 'Review at 7 days if symptoms persist',
      alertCriteria: 'Persistent discharge (possible resistant gonorrhoea, trichomonas or reinfection)',
    },
  ],
  referrals: [
    {
      specialist: 'STI / reproductive health clinic',
      urgency: 'routine',
      reason: 'Persistent or recurrent discharge after syndromic treatment.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Abstain from sex for 7 days after treatment and until partners are treated.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Notify and refer sexual partners from the last 60 days for treatment.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Use condoms consistently; consider HIV pre-exposure prophylaxis if at ongoing risk.',
      category: 'prevention',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Syndromic treatment for gonorrhoea and chlamydia together: ceftriaxone IM single dose plus doxycycline for 7 days (azithromycin single dose in pregnancy or when adherence is a concern). Treat partners; test for HIV and syphilis.',
    supportiveCare: ['Condoms', 'Partner notification slips', 'HIV PrEP assessment'],
    followUpSchedule: 'Return at 7 days if not cured.',
    antibioticsIndicated: true,
    citations: [stiWho, { sourceId: 'ke-arv-2022', section: 'STI screening and syndromic management' }],
  },
  citations: [stiWho],
} satisfies Condition;

export const regimens = [
  {
    // A newborn's gonococcal infection is ophthalmia neonatorum (WHO N. gonorrhoeae guideline 2016).
    id: 'urethritis-cervicitis-newborn',
    conditionId: 'urethritis-cervicitis',
    population: { maxAgeDays: 29 },
    items: [
      {
        medicineId: 'ceftriaxone',
        route: 'intramuscular',
        dose: perKg(50, 150, 150, 5),
        frequency: 'once',
        dosesPerDay: 1,
        duration: 'single dose',
        indication: 'gonococcal infection (ophthalmia) in a newborn',
        alternativeIds: [],
        citations: [
          cite(
            'who-gonorrhoea-2016',
            'Gonococcal ophthalmia neonatorum: ceftriaxone 50 mg/kg (maximum 150 mg) IM single dose',
          ),
        ],
      },
    ],
    note: 'Not with calcium-containing fluids, and not to a jaundiced or preterm newborn (BNF for Children 2023-24). Treat the mother and her partner.',
    citations: [cite('who-gonorrhoea-2016', 'Gonococcal ophthalmia neonatorum')],
  },
  {
    // Children under 45 kg are dosed by weight, never the adult 1 g (CDC STI guidelines 2021).
    id: 'urethritis-cervicitis-child',
    conditionId: 'urethritis-cervicitis',
    population: { maxWeightKg: 45, maxAgeYears: 18 },
    items: [
      {
        medicineId: 'ceftriaxone',
        route: 'intramuscular',
        dose: perKg(50, 250, 250, 5),
        frequency: 'once',
        dosesPerDay: 1,
        duration: 'single dose',
        indication: 'gonococcal infection in a child under 45 kg',
        alternativeIds: [],
        citations: [
          cite(
            'cdc-sti-2021',
            'Gonococcal infections among infants and children (45 kg or less): ceftriaxone 25-50 mg/kg IV or IM single dose, not to exceed 250 mg IM',
          ),
        ],
      },
      {
        medicineId: 'erythromycin',
        route: 'oral',
        dose: perKg(12.5, 500, 2000, 12.5),
        frequency: 'four times daily (50 mg/kg/day)',
        dosesPerDay: 4,
        duration: '14 days',
        indication: 'chlamydial infection in a child under 45 kg',
        alternativeIds: [],
        citations: [
          cite(
            'cdc-sti-2021',
            'Chlamydial infections among children (under 45 kg): erythromycin base or ethylsuccinate 50 mg/kg/day in 4 divided doses for 14 days',
          ),
        ],
      },
    ],
    note: 'An STI in a child is presumed sexual abuse until shown otherwise: refer to child protection.',
    citations: [cite('cdc-sti-2021', 'Gonococcal and chlamydial infections among children')],
  },
  {
    id: 'urethritis-cervicitis',
    conditionId: 'urethritis-cervicitis',
    population: {},
    items: [
      {
        medicineId: 'ceftriaxone',
        route: 'intramuscular',
        dose: fixed(1000, '1 g', 1000, 1000),
        frequency: 'once',
        dosesPerDay: 1,
        duration: 'single dose',
        indication: 'gonorrhoea',
        alternativeIds: ['cefixime', 'gentamicin'],
        citations: [cite('who-stis-2021', 'Gonococcal infection: ceftriaxone 1 g IM single dose')],
      },
      {
        medicineId: 'doxycycline',
        route: 'oral',
        dose: fixed(100, '1 tablet (100 mg)', 100, 200),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '7 days',
        indication: 'chlamydia',
        alternativeIds: ['azithromycin'],
        citations: [cite('who-stis-2021', 'Chlamydial infection: doxycycline 100 mg twice daily for 7 days')],
      },
    ],
    note: 'Treat partners, offer HIV and syphilis tests, condoms; in pregnancy azithromycin replaces doxycycline.',
    citations: [cite('who-stis-2021', 'Urethral and vaginal discharge')],
  },
  {
    id: 'urethritis-cervicitis-alternatives',
    conditionId: 'urethritis-cervicitis',
    population: {},
    items: [
      {
        medicineId: 'cefixime',
        route: 'oral',
        dose: fixed(400, '1 tablet (400 mg)', 400, 400),
        frequency: 'once',
        dosesPerDay: 1,
        duration: 'single dose',
        indication: 'gonorrhoea when ceftriaxone cannot be given',
        alternativeIds: [],
        citations: [cite('who-stis-2021', 'Gonococcal infection: cefixime 400 mg single dose')],
      },
      {
        medicineId: 'azithromycin',
        route: 'oral',
        dose: fixed(1000, '2 tablets of 500 mg', 1000, 1000),
        frequency: 'once',
        dosesPerDay: 1,
        duration: 'single dose',
        indication: 'chlamydia (pregnancy)',
        alternativeIds: [],
        citations: [cite('who-stis-2021', 'Chlamydial infection: azithromycin 1 g single dose')],
      },
      {
        // After a cephalosporin allergy (cefixime is a cephalosporin too).
        medicineId: 'gentamicin',
        route: 'intramuscular',
        dose: fixed(240, '240 mg IM (6 mL of 40 mg/mL)', 240, 240),
        frequency: 'once, with azithromycin 2 g by mouth once (check for macrolide allergy)',
        dosesPerDay: 1,
        duration: 'single dose',
        indication: 'gonorrhoea in a patient allergic to cephalosporins',
        alternativeIds: [],
        citations: [
          cite(
            'cdc-sti-2021',
            'Uncomplicated gonococcal infections, cephalosporin allergy: gentamicin 240 mg IM single dose plus azithromycin 2 g orally single dose',
          ),
        ],
      },
    ],
    citations: [cite('who-stis-2021', 'Urethral and vaginal discharge')],
  },
] satisfies readonly Regimen[];
