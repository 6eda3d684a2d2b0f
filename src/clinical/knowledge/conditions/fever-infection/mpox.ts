import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';
import { paracetamol } from '../../regimens-shared/pain-and-fever';
import { idsr } from '../citations';

export const condition = {
  id: 'mpox',
  name: 'Mpox',
  icd10: ['B04'],
  icd11: '1E71',
  urgency: 'urgent',
  prior: {
    baseline: 0.0005,
    byCountry: {
      KE: 1,
      UG: 2,
      TZ: 0.5,
      ET: 0.3,
      SO: 0.2,
      NG: 1.5,
      GH: 0.8,
      ML: 0.2,
      BF: 0.2,
      MW: 0.5,
      ZM: 0.8,
      ZW: 0.5,
      ZA: 0.5,
      BW: 0.3,
    },
    citations: [{ sourceId: 'who-mpox-2022', section: 'Epidemiology and transmission' }, idsr],
  },
  findings: [
    { findingId: 'rash', frequency: 0.95 },
    { findingId: 'umbilicated-pustules', frequency: 0.8 },
    { findingId: 'vesicular-rash', frequency: 0.7 },
    { findingId: 'genital-ulcer', frequency: 0.4 },
    { findingId: 'rash-palms-soles', frequency: 0.3 },
    { findingId: 'maculopapular-rash', frequency: 0.3 },
    { findingId: 'vesicles-different-stages', frequency: 0.15 },
    { findingId: 'lymphadenopathy', frequency: 0.65 },
    { findingId: 'fever', frequency: 0.7 },
    { findingId: 'headache', frequency: 0.5 },
    { findingId: 'myalgia', frequency: 0.45 },
    { findingId: 'back-pain', frequency: 0.3 },
    { findingId: 'fatigue', frequency: 0.5 },
    { findingId: 'sore-throat', frequency: 0.2 },
    { findingId: 'mouth-ulcers', frequency: 0.2 },
    { findingId: 'itching', frequency: 0.3 },
    { findingId: 'red-eyes', frequency: 0.1 },
    { findingId: 'tenesmus', frequency: 0.05 },
    { findingId: 'mpox-contact', frequency: 0.6 },
    { findingId: 'sexual-risk', frequency: 0.4 },
    { findingId: 'sick-contacts', frequency: 0.3 },
    { findingId: 'known-hiv', frequency: 0.15 },
    { findingId: 'rash-face-spreading-down', frequency: 0.1 },
    { findingId: 'cough', frequency: 0.1 },
    { findingId: 'runny-nose', frequency: 0.05 },
    { findingId: 'chills-rigors', frequency: 0.3 },
    {
      findingId: 'hiv-test-positive',
      frequency: 0.15,
      citation: {
        sourceId: 'who-mpox-2022',
        section: 'Clinical features: people living with HIV are over-represented among cases',
      },
    },
  ],
  redFlags: [
    {
      findingIds: ['hypoxaemia', 'confusion', 'unable-to-drink', 'visual-disturbance'],
      finding: 'Severe or complicated mpox (eye involvement, encephalitis, unable to drink, hypoxaemia)',
      urgency: 'emergency',
      actionRequired:
        'Admit to isolation; supportive care, eye care, treat secondary infection; consider antiviral within a trial or per national protocol.',
      citations: [
        { sourceId: 'who-mpox-2022', section: 'Clinical management: severe disease and high-risk groups' },
      ],
    },
  ],
  investigations: [
    {
      test: 'Mpox PCR from a lesion swab (roof or crust)',
      urgency: 'urgent',
      rationale: 'Confirms the diagnosis; notifiable.',
      expectedFindings: 'MPXV DNA detected (clade I or II).',
    },
    {
      test: 'HIV test and syphilis serology',
      urgency: 'urgent',
      rationale: 'Co-infection common in sexually acquired mpox; advanced HIV worsens outcome.',
      expectedFindings: 'Variable.',
    },
  ],
  monitoring: [
    {
      parameter: 'Lesions, pain, eyes, hydration, secondary infection',
      frequency: 'Every 2-3 days until all crusts fall off',
      alertCriteria: 'Eye pain or vision change, spreading cellulitis, unable to eat or drink',
    },
  ],
  referrals: [
    {
      specialist: 'Isolation ward or designated mpox treatment site',
      urgency: 'urgent',
      reason: 'Severe disease, children, pregnant women, people with advanced HIV.',
    },
    {
      specialist: 'Surveillance officer',
      urgency: 'urgent',
      reason: 'Notifiable: contact tracing and vaccination of contacts where available.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Isolate until all lesions have crusted and new skin has formed; cover lesions, wear a mask near others.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Avoid sex during illness and use condoms for 12 weeks after recovery.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Keep lesions clean and dry; do not scratch; wash bedding separately.',
      category: 'hygiene',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Supportive and symptomatic care: pain control, skin care, nutrition and hydration, treatment of secondary bacterial infection; antivirals (tecovirimat) only within clinical trials or national protocols. Optimise ART in people with HIV.',
    supportiveCare: [
      'Paracetamol or ibuprofen for pain and fever',
      'Saline rinses for mouth lesions, sitz baths for genital lesions',
      'Antihistamine for itch',
    ],
    followUpSchedule: 'Review every 2-3 days until lesions heal (2-4 weeks).',
    antibioticsIndicated: false,
    citations: [{ sourceId: 'who-mpox-2022', section: 'Clinical management and IPC' }],
  },
  citations: [{ sourceId: 'who-mpox-2022', section: 'Case definitions and clinical presentation' }, idsr],
} satisfies Condition;

export const regimens = [
  {
    id: 'mpox',
    conditionId: 'mpox',
    population: {},
    items: [paracetamol('fever and pain', cite('who-mpox-2022', 'Supportive care: pain and fever'))],
    note: 'Isolate until lesions crust; skin care; test for HIV; antibiotics only for secondary bacterial infection.',
    citations: [cite('who-mpox-2022', 'Clinical management')],
  },
] satisfies readonly Regimen[];
