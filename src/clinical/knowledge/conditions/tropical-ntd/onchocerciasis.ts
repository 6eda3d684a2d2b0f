import type { Condition, Regimen } from '../../types';
import { perKg } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';

const oncho = (section: string) => cite('who-oncho-2016', section);
const wmf = (section: string) => cite('who-model-formulary-2008', section);

export const condition = {
  id: 'onchocerciasis',
  name: 'Onchocerciasis (river blindness)',
  icd10: ['B73'],
  icd11: '1F6A',
  urgency: 'routine',
  prior: {
    // Transmission continues along fast rivers in West Africa, Ethiopia, Uganda, Tanzania and Malawi foci;
    // Kenya's Kodera focus is eliminated.
    baseline: 0.0005,
    byCountry: {
      KE: 0.05,
      UG: 0.5,
      TZ: 1,
      ET: 2,
      NG: 3,
      GH: 2,
      MW: 1,
      ML: 1.5,
      BF: 1.5,
      ZM: 0.1,
      SO: 0.01,
      ZA: 0.01,
      ZW: 0.01,
      BW: 0.01,
    },
    byAge: [
      { maxYears: 5, multiplier: 0.1 },
      { minYears: 5, maxYears: 15, multiplier: 0.6 },
      { minYears: 15, multiplier: 1.2 },
    ],
    citations: [
      oncho('Introduction: distribution and transmission of onchocerciasis'),
      cite('who-idsr-2019', 'Section 11: onchocerciasis'),
    ],
  },
  findings: [
    { findingId: 'itching', frequency: 0.8 },
    { findingId: 'rash', frequency: 0.5 },
    { findingId: 'skin-nodules-bony', frequency: 0.4 },
    { findingId: 'leopard-skin-depigmentation', frequency: 0.3 },
    { findingId: 'blackfly-river-exposure', frequency: 0.7 },
    {
      // Those treated at a mass drug administration are those living where it is endemic.
      findingId: 'recent-ivermectin',
      frequency: 0.2,
      citation: oncho('Treatment: community-directed treatment with ivermectin and its adverse reactions'),
    },
    { findingId: 'skin-snip-microfilariae-lab', frequency: 0.7, specificity: 0.995 },
    { findingId: 'visual-disturbance', frequency: 0.2 },
    { findingId: 'gradual-vision-loss', frequency: 0.1 },
    { findingId: 'red-eyes', frequency: 0.1 },
    { findingId: 'lymphadenopathy', frequency: 0.2 },
    { findingId: 'itching-worse-at-night', frequency: 0.2 },
    { findingId: 'itchy-web-spaces', frequency: 0.02 },
    { findingId: 'household-itching', frequency: 0.1 },
    { findingId: 'fever', frequency: 0.03 },
    { findingId: 'vesicular-rash', frequency: 0.02 },
    { findingId: 'ring-shaped-patch', frequency: 0.02 },
    { findingId: 'weight-loss', frequency: 0.05 },
    { findingId: 'urticaria', frequency: 0.03 },
  ],
  redFlags: [
    {
      findingIds: ['visual-disturbance', 'gradual-vision-loss'],
      finding: 'Eye involvement in onchocerciasis',
      urgency: 'urgent',
      actionRequired: 'Refer to eye services; treat with ivermectin (not diethylcarbamazine).',
      citations: [wmf('6.1.2 Antifilarials: ivermectin for onchocerciasis; DEC contraindicated')],
    },
  ],
  investigations: [
    {
      test: 'Skin snips from iliac crests and shoulders (microscopy); Ov16 serology where available',
      urgency: 'routine',
      rationale: 'Confirms microfilariae in the skin.',
      expectedFindings: 'Microfilariae emerge from the snips; Ov16 antibodies.',
    },
    {
      test: 'Eye examination with slit lamp where available',
      urgency: 'routine',
      rationale: 'Microfilariae in the anterior chamber, keratitis, chorioretinitis.',
      expectedFindings: 'Punctate or sclerosing keratitis in advanced disease.',
    },
  ],
  monitoring: [
    {
      parameter: 'Itching, skin and vision',
      frequency: 'At each annual or six-monthly ivermectin round',
      alertCriteria: 'Falling vision; severe Mazzotti reaction after treatment.',
    },
  ],
  referrals: [
    { specialist: 'Eye services', urgency: 'routine', reason: 'Eye lesions or reduced vision.' },
    {
      specialist: 'NTD programme (community-directed treatment with ivermectin)',
      urgency: 'routine',
      reason: 'Household and community mass treatment.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Take ivermectin at every community distribution round, every 6 to 12 months for years.',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation: 'Cover arms and legs near rivers during the day to avoid blackfly bites.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Ivermectin 150 micrograms/kg as a single dose, repeated every 6 to 12 months until the adult worms die (years). Not in pregnancy, in children under 15 kg or while breastfeeding an infant under a week. Diethylcarbamazine is contraindicated (severe eye reactions). In Loa loa co-endemic areas, screen for high Loa microfilaraemia before ivermectin. Doxycycline for 6 weeks (kills Wolbachia, sterilises and kills adult worms) may be added by the programme. Nodules on the head may be removed surgically.',
    supportiveCare: ['Antihistamine or paracetamol for Mazzotti reaction', 'Emollient for itching'],
    followUpSchedule: 'Every 6 to 12 months with the ivermectin round.',
    antibioticsIndicated: false,
    citations: [wmf('6.1.2 Antifilarials: ivermectin'), oncho('Ivermectin mass drug administration')],
  },
  citations: [oncho('Onchocerciasis'), wmf('6.1.2 Antifilarials')],
} satisfies Condition;

export const regimens = [
  {
    id: 'onchocerciasis',
    conditionId: 'onchocerciasis',
    population: { minWeightKg: 15, pregnant: false },
    items: [
      {
        medicineId: 'ivermectin',
        route: 'oral',
        dose: perKg(0.15, 22.5, 22.5, 3),
        frequency: 'single dose',
        dosesPerDay: 1,
        duration: 'single dose, repeated every 6 to 12 months',
        indication: 'onchocerciasis',
        alternativeIds: [],
        citations: [
          wmf(
            '6.1.2 Antifilarials: ivermectin 150 micrograms/kg as a single dose, repeated every 6 to 12 months',
          ),
        ],
      },
    ],
    note: 'Rounded to whole 3 mg tablets. The source states no maximum; the cap is the dose at 150 kg. Check for Loa loa where co-endemic.',
    citations: [wmf('6.1.2 Antifilarials: ivermectin')],
  },
] satisfies readonly Regimen[];
