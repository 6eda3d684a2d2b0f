import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite, bnf } from '../../regimens-shared/citations';

export const condition = {
  id: 'peptic-ulcer-dyspepsia',
  name: 'Peptic ulcer disease / dyspepsia / gastritis',
  icd10: ['K29.7', 'K30', 'K25', 'K26', 'K27', 'K29'],
  urgency: 'routine',
  prior: {
    baseline: 0.03,
    byAge: [
      { maxYears: 12, multiplier: 0.1 },
      { minYears: 12, multiplier: 1 },
    ],
    citations: [
      {
        sourceId: 'ug-clinical-guidelines-2023',
        section: 'Gastrointestinal diseases: Dyspepsia; Peptic ulcer disease',
      },
    ],
  },
  findings: [
    { findingId: 'epigastric-pain', frequency: 0.9 },
    { findingId: 'abdominal-pain', frequency: 0.9 },
    { findingId: 'pain-related-to-meals', frequency: 0.55 },
    { findingId: 'nausea', frequency: 0.45 },
    { findingId: 'bloating', frequency: 0.45 },
    { findingId: 'heartburn', frequency: 0.35 },
    { findingId: 'regurgitation', frequency: 0.2 },
    { findingId: 'vomiting', frequency: 0.2 },
    { findingId: 'anorexia', frequency: 0.25 },
    { findingId: 'nsaid-use', frequency: 0.3 },
    { findingId: 'alcohol-use', frequency: 0.15 },
    { findingId: 'h-pylori-positive-lab', frequency: 0.85, specificity: 0.35 },
    { findingId: 'melaena', frequency: 0.05 },
    { findingId: 'weight-loss', frequency: 0.05 },
    { findingId: 'dysphagia', frequency: 0.02 },
    { findingId: 'anaemia-lab', frequency: 0.1 },
    { findingId: 'right-upper-quadrant-pain', frequency: 0.1 },
    { findingId: 'rebound-tenderness', frequency: 0.02 },
    { findingId: 'jaundice', frequency: 0.002 },
    { findingId: 'fever', frequency: 0.03 },
    { findingId: 'diarrhoea', frequency: 0.05 },
    { findingId: 'crushing-chest-pain', frequency: 0.002 },
    { findingId: 'right-lower-quadrant-pain', frequency: 0.005 },
  ],
  redFlags: [
    {
      findingIds: ['melaena', 'hypotension', 'syncope'],
      finding: 'Black stool or vomiting blood: upper gastrointestinal bleeding',
      urgency: 'emergency',
      actionRequired: 'Two IV lines, fluids, crossmatch blood, IV omeprazole; refer for urgent endoscopy.',
      citations: [
        {
          sourceId: 'za-hospital-adult-stg-2019',
          section: 'Alimentary tract: Upper gastrointestinal bleeding',
        },
      ],
    },
    {
      findingIds: ['rebound-tenderness'],
      finding: 'Sudden severe pain with a rigid abdomen: perforated ulcer',
      urgency: 'emergency',
      actionRequired: 'Nil by mouth, IV fluids, analgesia, IV antibiotics and emergency surgical referral.',
      citations: [
        {
          sourceId: 'ke-clinical-guidelines-2009',
          section: 'Surgical conditions: Acute abdomen (perforated peptic ulcer)',
        },
      ],
    },
    {
      findingIds: ['weight-loss', 'dysphagia', 'vomiting-everything', 'anaemia-lab'],
      finding: 'Alarm features of dyspepsia: weight loss, dysphagia, persistent vomiting or anaemia',
      urgency: 'urgent',
      actionRequired:
        'Refer for endoscopy to exclude gastric or oesophageal cancer or outlet obstruction (especially if over 45-55 years).',
      citations: [
        { sourceId: 'za-phc-stg-2020', section: 'Gastrointestinal conditions: Dyspepsia (danger signs)' },
      ],
    },
  ],
  investigations: [
    {
      test: 'H. pylori stool antigen or urea breath test (off PPI for 2 weeks)',
      urgency: 'routine',
      rationale: 'Test and treat H. pylori in dyspepsia without alarm features.',
      expectedFindings: 'Positive in most duodenal ulcers.',
    },
    {
      test: 'Haemoglobin; upper GI endoscopy if alarm features or age over 45-55 with new symptoms',
      urgency: 'routine',
      rationale: 'Anaemia suggests bleeding; endoscopy excludes cancer.',
      expectedFindings: 'Gastric or duodenal ulcer, gastritis, or normal (functional dyspepsia).',
    },
  ],
  monitoring: [
    {
      parameter: 'Symptoms',
      frequency: 'After 4 to 8 weeks of treatment',
      alertCriteria: 'Persistent symptoms: confirm H. pylori eradication and consider endoscopy',
    },
  ],
  referrals: [
    {
      specialist: 'Gastroenterology or surgical outpatient (endoscopy)',
      urgency: 'urgent',
      reason: 'Alarm features or failure of treatment.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Avoid NSAIDs (ibuprofen, diclofenac, aspirin) unless a doctor says they are essential; use paracetamol for pain.',
      category: 'safety',
      importance: 'high',
    },
    { recommendation: 'Stop smoking and reduce alcohol.', category: 'prevention', importance: 'medium' },
    {
      recommendation: 'Eat regular small meals; avoid foods that clearly worsen symptoms.',
      category: 'diet',
      importance: 'low',
    },
  ],
  protocol: {
    primaryTreatment:
      'Stop NSAIDs. Proton pump inhibitor (omeprazole) for 4 to 8 weeks; antacids for symptom relief. If H. pylori positive (or ulcer confirmed): eradication with a PPI plus amoxicillin plus clarithromycin (or metronidazole if penicillin-allergic) for 14 days, as national guidelines.',
    supportiveCare: ['Antacid as needed', 'Paracetamol instead of NSAIDs'],
    followUpSchedule: 'Review after 4 to 8 weeks; sooner with any alarm feature.',
    antibioticsIndicated: false,
    citations: [
      {
        sourceId: 'ug-clinical-guidelines-2023',
        section: 'Gastrointestinal diseases: Peptic ulcer disease',
      },
      { sourceId: 'za-phc-stg-2020', section: 'Gastrointestinal conditions: Dyspepsia; Peptic ulcer' },
      {
        sourceId: 'ke-clinical-guidelines-2009',
        section: 'Gastrointestinal conditions: Peptic ulcer disease',
      },
    ],
  },
  citations: [
    {
      sourceId: 'ug-clinical-guidelines-2023',
      section: 'Gastrointestinal diseases: Dyspepsia; Peptic ulcer disease',
    },
    { sourceId: 'za-phc-stg-2020', section: 'Gastrointestinal conditions: Dyspepsia' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'peptic-ulcer-dyspepsia',
    conditionId: 'peptic-ulcer-dyspepsia',
    population: { minAgeYears: 12 },
    items: [
      {
        medicineId: 'omeprazole',
        route: 'oral',
        dose: fixed(20, '1 capsule (20 mg) before breakfast', 40, 40),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '4-8 weeks',
        indication: 'dyspepsia or peptic ulcer',
        alternativeIds: [],
        citations: [
          cite('who-model-formulary-2008', 'Section 17.1 Omeprazole: 20 mg daily for 4-8 weeks'),
          bnf('Omeprazole: benign gastric or duodenal ulcer 20 mg once daily'),
        ],
      },
    ],
    note: 'Test and treat H. pylori (omeprazole + amoxicillin + clarithromycin or metronidazole for 14 days); stop NSAIDs; alarm features (bleeding, weight loss, age over 55): endoscopy.',
    citations: [
      cite('ke-clinical-guidelines-2009', 'Peptic ulcer disease'),
      cite('za-phc-stg-2020', 'Dyspepsia and peptic ulcer'),
    ],
  },
] satisfies readonly Regimen[];
