import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';

const hat = (section: string) => cite('who-hat-2024', section);

export const condition = {
  id: 'human-african-trypanosomiasis',
  name: 'Human African trypanosomiasis (sleeping sickness)',
  icd10: ['B56.1', 'B56', 'B56.0', 'B56.9'],
  icd11: '1F51',
  // 'urgent', reviewed 29 Nov 2026 for the acute rhodesiense first stage (chancre, high fever, trypanosomes in the
  // blood): WHO 2024 gives its medicines (fexinidazole, suramin) at a HAT treatment centre, with no
  // pre-referral dose at the first facility, so the step is a referral the same day, not treatment now.
  // Fits or coma are raised below.
  urgency: 'urgent',
  prior: {
    // Rhodesiense (acute) in Malawi, Uganda, Tanzania, Zambia, Zimbabwe; gambiense (chronic) in West and Central Africa and NW Uganda.
    baseline: 0.00003,
    byCountry: {
      UG: 3,
      MW: 3,
      ZM: 2,
      TZ: 1,
      ZW: 1,
      KE: 0.2,
      ET: 0.3,
      NG: 0.3,
      GH: 0.1,
      ML: 0.1,
      BF: 0.1,
      BW: 0.1,
      SO: 0.01,
      ZA: 0.01,
    },
    citations: [
      hat('Background: epidemiology of gambiense and rhodesiense HAT'),
      cite('who-idsr-2019', 'Section 11: trypanosomiasis'),
    ],
  },
  findings: [
    { findingId: 'fever', frequency: 0.9 },
    { findingId: 'headache', frequency: 0.7 },
    { findingId: 'tsetse-exposure', frequency: 0.6 },
    { findingId: 'daytime-sleepiness-behaviour-change', frequency: 0.4, specificity: 0.998 },
    { findingId: 'lymphadenopathy', frequency: 0.5 },
    { findingId: 'splenomegaly', frequency: 0.4 },
    { findingId: 'hepatomegaly', frequency: 0.3 },
    { findingId: 'confusion', frequency: 0.3 },
    { findingId: 'agitation', frequency: 0.2 },
    { findingId: 'trypanosomes-seen-lab', frequency: 0.9, specificity: 0.999 },
    { findingId: 'anaemia-lab', frequency: 0.6 },
    { findingId: 'thrombocytopenia-lab', frequency: 0.5 },
    { findingId: 'weight-loss', frequency: 0.3 },
    { findingId: 'itching', frequency: 0.2 },
    { findingId: 'face-hand-oedema', frequency: 0.2 },
    { findingId: 'eschar', frequency: 0.2 },
    { findingId: 'arthralgia', frequency: 0.3 },
    { findingId: 'malaria-test-positive', frequency: 0.1 },
    { findingId: 'cough', frequency: 0.1 },
    { findingId: 'diarrhoea', frequency: 0.1 },
    { findingId: 'convulsions', frequency: 0.05 },
    // The first (haemolymphatic) stage is bouts of fever with asthenia and aches; gambiense fever comes and
    // goes for months, rhodesiense fever is high and the illness acute (weeks), with tachycardia from
    // myocarditis. The second (meningoencephalitic) stage is somnolence, disturbed sleep and a CSF pleocytosis
    // (> 5 white cells/microlitre defines it), ending in coma.
    ...(
      [
        ['recurrent-fever', 0.5],
        ['prolonged-fever', 0.4],
        ['high-fever', 0.3],
        ['fatigue', 0.4],
        ['malaise', 0.4],
        ['myalgia', 0.3],
        ['tachycardia', 0.3],
      ] as const
    ).map(([findingId, frequency]) => ({
      findingId,
      frequency,
      citation: hat('Clinical presentation: first (haemolymphatic) stage'),
    })),
    ...(
      [
        ['lethargy', 0.4],
        ['sleep-disturbance', 0.3],
        ['csf-pleocytosis-lab', 0.5],
        ['unconscious', 0.05],
      ] as const
    ).map(([findingId, frequency]) => ({
      findingId,
      frequency,
      citation: hat('Clinical presentation and staging: second (meningoencephalitic) stage'),
    })),
  ],
  redFlags: [
    {
      // Second-stage signs call for staging by lumbar puncture and treatment at a HAT centre (fexinidazole or
      // NECT): a referral within days, not a resuscitation, unless fits or coma make it one.
      findingIds: ['confusion', 'daytime-sleepiness-behaviour-change'],
      finding: 'Neurological stage (sleep disturbance, confusion, behaviour change)',
      urgency: 'urgent',
      actionRequired: 'Refer to the HAT treatment centre for lumbar puncture staging and treatment.',
      citations: [hat('Staging and treatment of second-stage disease')],
    },
    {
      // The second stage proven at lumbar puncture (trypanosomes in the blood, a node or the CSF, and more than 5
      // white cells/microlitre in the CSF) is a meningoencephalitis, fatal without treatment: WHO 2024 treats it
      // in hospital (NECT's eflornithine infusions, or fexinidazole under supervision). Told without a CSF
      // result, the stage is not yet known and the step stays the urgent referral above.
      findingIds: ['csf-pleocytosis-lab'],
      allOf: ['trypanosomes-seen-lab'],
      finding: 'Second-stage sleeping sickness proven in the CSF (meningoencephalitis)',
      urgency: 'emergency',
      actionRequired:
        'Admit now to the HAT treatment centre or hospital for second-stage treatment (NECT or fexinidazole as the programme directs).',
      citations: [
        hat('Staging: CSF white cells above 5 per microlitre or trypanosomes in the CSF'),
        hat('Treatment of second-stage disease in hospital'),
      ],
    },
    {
      findingIds: ['convulsions', 'unconscious'],
      finding: 'Sleeping sickness with seizures or coma',
      urgency: 'emergency',
      actionRequired:
        'Stabilise (airway, glucose, stop the fit), then refer to hospital and the HAT treatment centre.',
      citations: [hat('Staging and treatment of second-stage disease')],
    },
  ],
  investigations: [
    {
      test: 'Thick and thin blood films, chancre or node aspirate for trypanosomes; CATT or RDT for gambiense',
      urgency: 'urgent',
      rationale: 'Parasitological confirmation; rhodesiense parasitaemia is high.',
      expectedFindings: 'Trypanosomes in blood (rhodesiense) or node aspirate (gambiense).',
    },
    {
      test: 'Lumbar puncture (CSF white cells and trypanosomes) at the treatment centre',
      urgency: 'urgent',
      rationale: 'Stage decides the medicine.',
      expectedFindings: 'Second stage: > 5 white cells/microlitre or trypanosomes in CSF.',
    },
  ],
  monitoring: [
    {
      parameter: 'Consciousness, temperature, treatment reactions',
      frequency: 'Daily during treatment',
      alertCriteria: 'Encephalopathy on melarsoprol; fall in consciousness.',
    },
  ],
  referrals: [
    {
      specialist: 'HAT treatment centre / national sleeping sickness programme',
      urgency: 'urgent',
      reason: 'Staging and treatment; medicines are supplied through WHO.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Wear long sleeves of neutral colours in tsetse areas; avoid bright blue and black clothing.',
      category: 'prevention',
      importance: 'medium',
    },
    {
      recommendation: 'Follow-up visits after treatment to confirm cure.',
      category: 'follow-up',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Specialist treatment at a HAT centre after staging. Gambiense: oral fexinidazole (or acoziborole where recommended) for first stage and non-severe second stage; NECT (nifurtimox-eflornithine) for severe second stage; pentamidine in young children. Rhodesiense: fexinidazole in the 2024 guidelines for adults and children >= 6 years and >= 20 kg; otherwise suramin (first stage) or melarsoprol (second stage). Doses are weight-banded and supplied by WHO: not computed here.',
    supportiveCare: ['Treat malaria and anaemia', 'Nutrition', 'Control seizures'],
    followUpSchedule:
      'As the programme directs (gambiense: no routine follow-up LP after fexinidazole; report relapse signs).',
    antibioticsIndicated: false,
    citations: [hat('Recommendations for gambiense and rhodesiense HAT')],
  },
  citations: [hat('WHO guidelines for the treatment of HAT')],
} satisfies Condition;

export const regimens = [
  {
    id: 'human-african-trypanosomiasis',
    conditionId: 'human-african-trypanosomiasis',
    population: {},
    items: [],
    note: 'Specialist-only treatment at a HAT centre (fexinidazole, acoziborole, NECT, suramin, melarsoprol, pentamidine): doses depend on stage, species and weight band and the medicines come from WHO; no dose is computed here.',
    citations: [hat('Recommendations')],
  },
] satisfies readonly Regimen[];
