import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';
import { paracetamol } from '../../regimens-shared/pain-and-fever';
import { idsr } from '../citations';

const vhfWho = {
  sourceId: 'who-vhf-2016',
  section: 'Recognising and managing a suspected VHF case',
} as const;

export const condition = {
  id: 'viral-haemorrhagic-fever',
  name: 'Viral haemorrhagic fever (Ebola, Marburg, Lassa, CCHF, yellow fever)',
  icd10: ['A99', 'A98', 'A96.2', 'A95'],
  urgency: 'critical',
  prior: {
    baseline: 0.00005,
    byCountry: {
      KE: 0.7,
      UG: 3,
      TZ: 1.5,
      ET: 1,
      SO: 0.5,
      NG: 4,
      GH: 1.5,
      ML: 1,
      BF: 1,
      MW: 0.2,
      ZM: 0.5,
      ZW: 0.2,
      ZA: 0.2,
      BW: 0.2,
    },
    bySeason: [{ countries: ['NG'], months: [12, 1, 2, 3, 4], multiplier: 3 }],
    citations: [vhfWho, idsr],
  },
  findings: [
    { findingId: 'vhf-exposure', frequency: 0.7 },
    { findingId: 'travel-endemic', frequency: 0.3 },
    { findingId: 'sick-contacts', frequency: 0.5 },
    { findingId: 'fever', frequency: 0.95 },
    { findingId: 'high-fever', frequency: 0.6 },
    { findingId: 'headache', frequency: 0.7 },
    { findingId: 'myalgia', frequency: 0.65 },
    { findingId: 'arthralgia', frequency: 0.4 },
    { findingId: 'fatigue', frequency: 0.9 },
    { findingId: 'malaise', frequency: 0.8 },
    { findingId: 'prostration', frequency: 0.3 },
    { findingId: 'anorexia', frequency: 0.6 },
    { findingId: 'vomiting', frequency: 0.6 },
    { findingId: 'diarrhoea', frequency: 0.55 },
    { findingId: 'abdominal-pain', frequency: 0.5 },
    { findingId: 'sore-throat', frequency: 0.3 },
    { findingId: 'chest-pain', frequency: 0.15 },
    { findingId: 'red-eyes', frequency: 0.3 },
    { findingId: 'bleeding-mucosal', frequency: 0.3 },
    { findingId: 'petechial-rash', frequency: 0.15 },
    { findingId: 'rash', frequency: 0.15 },
    { findingId: 'melaena', frequency: 0.1 },
    { findingId: 'jaundice', frequency: 0.15 },
    { findingId: 'confusion', frequency: 0.15 },
    { findingId: 'hypotension', frequency: 0.2 },
    { findingId: 'tachycardia', frequency: 0.6 },
    { findingId: 'thrombocytopenia-lab', frequency: 0.7 },
    { findingId: 'leucopenia-lab', frequency: 0.5 },
    { findingId: 'raised-alt-lab', frequency: 0.6 },
    { findingId: 'prolonged-clotting-lab', frequency: 0.3 },
    { findingId: 'malaria-test-positive', frequency: 0.1 },
    { findingId: 'cough', frequency: 0.15 },
    { findingId: 'runny-nose', frequency: 0.03 },
    { findingId: 'severe-headache', frequency: 0.4 },
    { findingId: 'nausea', frequency: 0.5 },
    { findingId: 'chills-rigors', frequency: 0.3 },
    { findingId: 'lethargy', frequency: 0.25 },
    { findingId: 'bloody-diarrhoea', frequency: 0.08 },
    { findingId: 'raised-creatinine-lab', frequency: 0.3 },
  ],
  redFlags: [
    {
      findingIds: ['vhf-exposure'],
      finding:
        'Suspected viral haemorrhagic fever (fever after contact with a case, a body, body fluids, bushmeat or rodents)',
      urgency: 'critical',
      actionRequired:
        'Isolate now with full PPE, limit contacts, notify the surveillance officer immediately, collect samples per national protocol; resuscitate with IV fluids.',
      citations: [vhfWho, idsr],
    },
    {
      findingIds: ['bleeding-mucosal', 'melaena', 'prolonged-clotting-lab'],
      finding: 'Fever with unexplained bleeding',
      urgency: 'emergency',
      actionRequired:
        'Isolate with standard and contact precautions until VHF is excluded; test for malaria and dengue, check platelets and clotting, ask about exposures; notify if no other cause is found.',
      citations: [vhfWho, idsr],
    },
    {
      findingIds: ['hypotension', 'confusion', 'prostration'],
      finding: 'Shock or encephalopathy',
      urgency: 'critical',
      actionRequired:
        'Fluid resuscitation within the isolation unit; transfer to a designated VHF treatment centre.',
      citations: [vhfWho],
    },
  ],
  investigations: [
    {
      test: 'Malaria RDT (in isolation, with PPE)',
      urgency: 'stat',
      rationale: 'Treat malaria empirically if positive while VHF testing proceeds.',
      expectedFindings: 'Negative, or positive without excluding VHF.',
    },
    {
      test: 'VHF PCR (Ebola, Marburg, Lassa, CCHF, yellow fever) at the national reference laboratory',
      urgency: 'stat',
      rationale: 'Confirmation; triple-packaged samples.',
      expectedFindings: 'Positive PCR.',
    },
    {
      test: 'Full blood count, liver and renal tests, clotting (in a contained laboratory)',
      urgency: 'urgent',
      rationale: 'Severity and supportive care.',
      expectedFindings: 'Thrombocytopenia, raised ALT/AST, deranged clotting.',
    },
  ],
  monitoring: [
    {
      parameter: 'Vital signs, fluid balance, bleeding',
      frequency: 'At least every 4 hours',
      alertCriteria: 'Hypotension, oliguria, bleeding, confusion',
    },
    { parameter: 'Contacts', frequency: 'Daily for 21 days', alertCriteria: 'Fever in any contact' },
  ],
  referrals: [
    {
      specialist: 'Designated VHF isolation and treatment centre',
      urgency: 'emergency',
      reason: 'All suspected cases.',
    },
    {
      specialist: 'Surveillance officer / rapid response team',
      urgency: 'emergency',
      reason: 'Immediately notifiable; contact tracing.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Avoid contact with the body fluids of the sick and the dead; safe and dignified burial.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Do not handle or eat bushmeat; store food away from rodents (Lassa).',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Survivors: use condoms until semen tests negative (Ebola, Marburg).',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Isolation and optimised supportive care: oral or IV fluids and electrolytes, antimalarial if malaria not excluded, empirical antibiotics for sepsis, analgesia, blood products for bleeding. Ebola Zaire: monoclonal antibodies (mAb114 or REGN-EB3) in treatment centres; Lassa and CCHF: ribavirin per national protocol.',
    supportiveCare: [
      'Fluid and electrolyte replacement',
      'Paracetamol (no NSAIDs, no IM injections)',
      'Antiemetics',
      'Psychosocial support',
    ],
    followUpSchedule: 'Inpatient until two negative PCRs; survivor follow-up programme.',
    antibioticsIndicated: false,
    citations: [vhfWho],
  },
  citations: [vhfWho, idsr],
} satisfies Condition;

export const regimens = [
  {
    id: 'viral-haemorrhagic-fever',
    conditionId: 'viral-haemorrhagic-fever',
    population: {},
    items: [
      paracetamol(
        'fever and pain',
        cite('who-vhf-2016', 'Supportive care: paracetamol; avoid NSAIDs and IM injections'),
      ),
    ],
    note: 'Isolate and notify at once; full PPE. No NSAIDs, aspirin or IM injections. Ribavirin for Lassa fever or CCHF only at a treatment centre.',
    citations: [
      cite('who-vhf-2016', 'Clinical management'),
      cite('who-idsr-2019', 'Immediately notifiable diseases'),
    ],
  },
] satisfies readonly Regimen[];
