import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';
import { paracetamol } from '../../regimens-shared/pain-and-fever';

const vpd = cite('who-vpd-surveillance-2018', 'Poliomyelitis: acute flaccid paralysis surveillance');
const idsr = cite('who-idsr-2019', 'Acute flaccid paralysis: immediate reporting, two stool specimens');
const gbs = (section: string) => cite('who-gbs-2016', section);

/** 95. Acute flaccid paralysis (poliomyelitis, Guillain-Barré syndrome). */
export const condition = {
  id: 'acute-flaccid-paralysis',
  name: 'Acute flaccid paralysis (poliomyelitis, Guillain-Barr\u00e9 syndrome)',
  icd10: ['G61.0', 'A80', 'A80.9'],
  icd11: '8C01.0',
  urgency: 'emergency',
  prior: {
    baseline: 0.0008,
    byAge: [
      { maxYears: 15, multiplier: 1.5 },
      { minYears: 15, multiplier: 0.8 },
    ],
    byCountry: { NG: 1.5, ET: 1.2, SO: 1.5 },
    citations: [vpd, gbs('Epidemiology')],
  },
  findings: [
    { findingId: 'acute-flaccid-paralysis', frequency: 0.95 },
    { findingId: 'numbness-tingling-feet', frequency: 0.5 },
    {
      findingId: 'absent-reflexes',
      frequency: 0.85,
      citation: gbs('Diagnosis: flaccid weakness with reduced or absent reflexes'),
    },
    // Told by the patient as 'weak', 'cannot stand or walk', a 'floppy' leg (read as generalised weakness,
    // prostration or limpness): the paralysis in lay words.
    { findingId: 'fatigue', frequency: 0.6, citation: gbs('Clinical features: progressive weakness') },
    { findingId: 'prostration', frequency: 0.4, citation: vpd },
    { findingId: 'lethargy', frequency: 0.1, citation: vpd },
    { findingId: 'back-pain', frequency: 0.3 },
    // Paralytic polio follows a few days of fever and muscle pain; Guillain-Barré syndrome an infection.
    { findingId: 'myalgia', frequency: 0.4, citation: vpd },
    { findingId: 'fever', frequency: 0.4, citation: vpd },
    { findingId: 'diarrhoea', frequency: 0.2 },
    { findingId: 'unvaccinated', frequency: 0.3 },
    { findingId: 'shortness-of-breath', frequency: 0.2 },
    { findingId: 'respiratory-distress', frequency: 0.12 },
    { findingId: 'dysphagia', frequency: 0.2 },
    { findingId: 'facial-droop', frequency: 0.25 },
    { findingId: 'tachycardia', frequency: 0.25 },
    // Weakness of one or both legs is the paralysis itself as most tell it ('weak legs', 'cannot move the
    // leg'): surveillance counts any acute weakness of a limb in a child under 15 (WHO VPD surveillance).
    { findingId: 'focal-weakness', frequency: 0.45, citation: vpd },
    { findingId: 'confusion', frequency: 0.03 },
    { findingId: 'unconscious', frequency: 0.01 },
    { findingId: 'convulsions', frequency: 0.01 },
    { findingId: 'neck-stiffness', frequency: 0.08 },
    { findingId: 'sudden-onset-neuro', frequency: 0.15 },
    { findingId: 'speech-difficulty', frequency: 0.05 },
    { findingId: 'severe-headache', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: ['respiratory-distress', 'shortness-of-breath', 'dysphagia', 'bradypnoea', 'hypoxaemia'],
      finding:
        'Flaccid weakness with breathlessness, weak cough or swallowing difficulty: respiratory failure can follow within hours',
      urgency: 'critical',
      actionRequired:
        'Oxygen, nothing by mouth if swallowing is unsafe, sit up; transfer now to a unit that can ventilate.',
      citations: [gbs('Respiratory monitoring and indications for intensive care')],
    },
  ],
  investigations: [
    {
      test: 'Two stool specimens 24 hours apart within 14 days of onset, cold chain to the polio laboratory',
      urgency: 'urgent',
      rationale:
        'Every AFP case under 15 years (or any age if polio suspected) is notified at once and tested.',
      expectedFindings: 'Poliovirus isolated (wild or vaccine-derived) or negative.',
    },
    {
      test: 'Single-breath count, or vital capacity; SpO2; pulse and blood pressure',
      urgency: 'stat',
      rationale: 'Detects respiratory muscle weakness and dysautonomia in Guillain-Barr\u00e9 syndrome.',
      expectedFindings: 'Count < 20 or falling: impending respiratory failure.',
    },
    {
      test: 'Lumbar puncture (after the first week) and nerve conduction studies at the referral hospital',
      urgency: 'routine',
      rationale: 'Guillain-Barr\u00e9 syndrome: raised CSF protein with normal cells.',
      expectedFindings: 'Albuminocytological dissociation; demyelinating or axonal neuropathy.',
    },
  ],
  monitoring: [
    {
      parameter: 'Breathing (single-breath count), swallowing, cough, pulse, blood pressure, limb power',
      frequency: 'Every 2-4 hours while weakness progresses',
      alertCriteria: 'Falling breath count, weak cough, pooling saliva, arrhythmia or blood pressure swings',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital with high dependency care and neurology',
      urgency: 'emergency',
      reason:
        'Progressive weakness, any breathing or swallowing difficulty; immunoglobulin or plasma exchange.',
    },
    {
      specialist: 'District surveillance officer',
      urgency: 'emergency',
      reason: 'Immediate notification of every AFP case (polio eradication).',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'All children complete oral and inactivated polio vaccine doses; mop-up campaigns after a case.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Physiotherapy and positioning to prevent contractures and pressure sores.',
      category: 'activity',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Supportive: protect the airway and breathing, monitor for respiratory failure and autonomic instability, prevent pressure sores and clots. Guillain-Barr\u00e9 syndrome that cannot walk: intravenous immunoglobulin or plasma exchange at a referral centre (specialist). Polio: no antiviral; rest, analgesia, physiotherapy. Notify and take stool specimens.',
    supportiveCare: [
      'Paracetamol for pain',
      'Nasogastric feeding if swallowing is unsafe',
      'Turn every 2 hours',
    ],
    followUpSchedule: 'Follow-up examination 60 days after onset for residual paralysis (surveillance).',
    antibioticsIndicated: false,
    citations: [gbs('Management: immunotherapy and supportive care'), vpd],
  },
  citations: [vpd, idsr, gbs('Guillain-Barr\u00e9 syndrome')],
} satisfies Condition;

export const regimens = [
  {
    id: 'acute-flaccid-paralysis',
    conditionId: 'acute-flaccid-paralysis',
    population: {},
    items: [paracetamol('muscle and nerve pain')],
    note: 'Intravenous immunoglobulin (0.4 g/kg daily for 5 days) or plasma exchange for Guillain-Barr\u00e9 syndrome are given by the referral centre; no intramuscular injections in suspected polio.',
    citations: [gbs('Management: intravenous immunoglobulin 0.4 g/kg per day for 5 days')],
  },
] satisfies readonly Regimen[];
