import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';

const escAf = (section: string) => cite('esc-af-2024', section);
const escSvt = (section: string) => cite('esc-svt-2019', section);
const syncope = (section: string) => cite('esc-syncope-2018', section);
const ahaBradycardia = (section: string) => cite('aha-als-2020', `Adult bradycardia algorithm: ${section}`);

export const condition = {
  id: 'arrhythmia-atrial-fibrillation',
  name: 'Atrial fibrillation and other tachyarrhythmias (SVT, flutter)',
  icd10: ['I48', 'I47.1', 'I47', 'I49.9', 'I49'],
  // An irregular pulse is atrial fibrillation (I48); a very slow pulse is a bradyarrhythmia (I49.9).
  icd10ByFinding: [
    {
      findingIds: ['irregular-pulse'],
      icd10: 'I48',
      citation: { sourceId: 'who-icd10-2019', section: 'I48 Atrial fibrillation and flutter' },
    },
    {
      findingIds: ['bradycardia'],
      icd10: 'I49.9',
      citation: { sourceId: 'who-icd10-2019', section: 'I49.9 Cardiac arrhythmia, unspecified' },
    },
    // A regular fast rhythm that starts and stops like a switch, or runs at 150-250/min, is re-entrant SVT (ESC
    // SVT 2019, clinical presentation), coded I47.1 when no irregular pulse says atrial fibrillation.
    {
      findingIds: ['sudden-onset-palpitations', 'very-fast-heart-rate'],
      icd10: 'I47.1',
      citation: { sourceId: 'who-icd10-2019', section: 'I47.1 Supraventricular tachycardia' },
    },
  ],
  icd11: 'BC81.3',
  urgency: 'urgent',
  prior: {
    // In sub-Saharan Africa AF is most often due to rheumatic valve disease, hypertension and cardiomyopathy.
    // Atrial fibrillation is about as common in adults as heart failure (ESC AF: 2-4% of adults; ESC HF: 1-2%),
    // and many with it never present: a fifth to a third of heart failure's presentation prior, not a sixth.
    baseline: 0.002,
    byAge: [
      { maxYears: 15, multiplier: 0.1 },
      // Re-entrant SVT, part of this condition, is commonest in young adults, women more than men (ESC SVT 2019).
      { minYears: 15, maxYears: 40, multiplier: 0.8 },
      { minYears: 40, maxYears: 65, multiplier: 1.3 },
      { minYears: 65, multiplier: 3 },
    ],
    citations: [
      escAf('3 Epidemiology'),
      cite('who-rhd-2024', 'Complications of rheumatic heart disease: atrial fibrillation'),
    ],
  },
  findings: [
    {
      findingId: 'sudden-onset-palpitations',
      frequency: 0.4,
      specificity: 0.99,
      citation: escSvt('Clinical presentation: palpitations of abrupt onset and termination'),
    },
    {
      // Rheumatic mitral stenosis is the commonest cause of atrial fibrillation in young Africans.
      findingId: 'mitral-stenosis-signs',
      frequency: 0.2,
      citation: escAf('Epidemiology and risk factors: rheumatic mitral stenosis'),
    },
    { findingId: 'palpitations', frequency: 0.7 },
    { findingId: 'irregular-pulse', frequency: 0.75, specificity: 0.99 },
    { findingId: 'arrhythmia-on-ecg-lab', frequency: 0.95, specificity: 0.995 },
    { findingId: 'tachycardia', frequency: 0.7 },
    {
      findingId: 'very-fast-heart-rate',
      frequency: 0.35,
      citation: escSvt('Clinical presentation: regular tachycardia, rates typically 150-250/min'),
    },
    { findingId: 'shortness-of-breath', frequency: 0.45 },
    { findingId: 'exertional-dyspnoea', frequency: 0.4 },
    { findingId: 'fatigue', frequency: 0.5 },
    { findingId: 'dizziness', frequency: 0.3 },
    { findingId: 'syncope', frequency: 0.08 },
    {
      // Slow rhythms (complete heart block, sick sinus) present as fainting with a very slow pulse.
      findingId: 'bradycardia',
      frequency: 0.1,
      citation: syncope(
        'Table 5: high-risk ECG features — sinus bradycardia < 40/min, Mobitz II or complete AV block',
      ),
    },
    { findingId: 'chest-pain', frequency: 0.2 },
    { findingId: 'known-heart-disease', frequency: 0.5 },
    {
      // Hypertension is the commonest condition found with atrial fibrillation (about two in three in registries).
      findingId: 'known-hypertension',
      frequency: 0.6,
      citation: escAf('Risk factors and comorbidities: hypertension'),
    },
    {
      // A fast regular or irregular rhythm is felt as tightness or discomfort in the chest as well as palpitations.
      findingId: 'chest-tightness',
      frequency: 0.25,
      citation: escSvt('Clinical presentation: palpitations, chest discomfort, dyspnoea, dizziness'),
    },
    // Hypertension is the commonest condition found with atrial fibrillation.
    { findingId: 'hypertension-reading', frequency: 0.4, citation: escAf('3 Epidemiology: risk factors') },
    { findingId: 'heart-murmur', frequency: 0.3 },
    { findingId: 'leg-swelling', frequency: 0.25 },
    { findingId: 'hypotension', frequency: 0.05 },
    // A fast ventricular rate leaves the patient breathless, breathing fast at rest.
    { findingId: 'tachypnoea', frequency: 0.2, citation: escAf('Clinical presentation: dyspnoea') },
    { findingId: 'focal-weakness', frequency: 0.05 },
    { findingId: 'stress-anxiety', frequency: 0.2 },
    { findingId: 'weight-loss', frequency: 0.08 },
    { findingId: 'goitre', frequency: 0.05 },
    { findingId: 'fever', frequency: 0.05 },
    { findingId: 'cough', frequency: 0.1 },
    { findingId: 'abdominal-pain', frequency: 0.03 },
  ],
  redFlags: [
    {
      findingIds: ['bradycardia'],
      allOf: ['syncope'],
      finding: 'Fainting with a very slow pulse: complete heart block or sick sinus (arrhythmic syncope)',
      urgency: 'emergency',
      actionRequired:
        'ECG and cardiac monitoring now; if hypotensive or confused, atropine 1 mg IV, repeated every 3-5 minutes to 3 mg, then transcutaneous pacing or adrenaline infusion; refer the same day for pacing.',
      citations: [
        syncope(
          'Table 5: high-risk ECG features (sinus bradycardia < 40/min, Mobitz II or complete AV block)',
        ),
        cite(
          'aha-als-2020',
          'Adult bradycardia algorithm: atropine, pacing, dopamine or epinephrine infusion',
        ),
      ],
    },
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands', 'syncope', 'confusion', 'crushing-chest-pain'],
      noneOf: ['bradycardia'],
      finding: 'Fast arrhythmia with shock, fainting, ischaemic chest pain or heart failure: unstable',
      urgency: 'critical',
      actionRequired:
        'Oxygen, IV access, ECG; synchronised DC cardioversion by a trained clinician; refer urgently.',
      citations: [
        escAf('AF-CARE: emergency electrical cardioversion for haemodynamic instability'),
        escSvt('Acute management: haemodynamically unstable patients, synchronised cardioversion'),
      ],
    },
    {
      findingIds: ['focal-weakness', 'facial-droop', 'speech-difficulty'],
      finding: 'Stroke signs in AF: embolic stroke',
      urgency: 'emergency',
      actionRequired: 'Manage as acute stroke; urgent referral.',
      citations: [escAf('Stroke and thromboembolism in AF')],
    },
  ],
  investigations: [
    {
      test: '12-lead ECG (rhythm strip while symptomatic)',
      urgency: 'stat',
      rationale: 'Identifies AF, flutter, SVT or ventricular tachycardia and the ventricular rate.',
      expectedFindings:
        'Irregularly irregular rhythm without P waves (AF); regular narrow-complex tachycardia (SVT).',
    },
    {
      test: 'Electrolytes, creatinine, thyroid function (TSH), full blood count, glucose',
      urgency: 'urgent',
      rationale: 'Triggers and dosing.',
      expectedFindings: 'Low TSH in thyrotoxicosis; low potassium or magnesium.',
    },
    {
      test: 'Echocardiography',
      urgency: 'routine',
      rationale: 'Rheumatic mitral stenosis, cardiomyopathy, left atrial size.',
      expectedFindings: 'Mitral stenosis or dilated left atrium in many patients in the region.',
    },
  ],
  monitoring: [
    {
      parameter: 'Resting heart rate, blood pressure, symptoms',
      frequency: 'At each visit (weekly while titrating rate control)',
      alertCriteria: 'Resting rate > 110/min, bradycardia < 50/min, heart failure signs.',
    },
    {
      parameter: 'INR on warfarin',
      frequency: 'Every 2 to 4 weeks when stable',
      alertCriteria: 'INR outside 2 to 3 (2.5 to 3.5 with mechanical valves); bleeding.',
    },
  ],
  referrals: [
    {
      specialist: 'Physician / cardiology',
      urgency: 'urgent',
      reason:
        'New AF, anticoagulation decision, echocardiography, rhythm control; recurrent SVT for ablation.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Cut down alcohol; treat high blood pressure; lose weight if overweight.',
      category: 'prevention',
      importance: 'medium',
    },
    {
      recommendation: 'Take the blood thinner exactly as prescribed and keep INR appointments.',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation:
        'For SVT attacks: learn the modified Valsalva manoeuvre (blow into a syringe for 15 seconds, then lie flat with the legs raised).',
      category: 'self-care',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Unstable: synchronised DC cardioversion. Stable AF: rate control with a beta-blocker (bisoprolol) or digoxin (preferred with heart failure or low blood pressure), target resting rate < 110/min; anticoagulate according to stroke risk (CHA2DS2-VA >= 2, or any rheumatic mitral stenosis or mechanical valve: warfarin, INR 2 to 3); treat the cause (thyrotoxicosis, valve disease, infection, alcohol). Stable regular narrow-complex SVT: vagal manoeuvres, then IV adenosine where available.',
    supportiveCare: ['Correct potassium and magnesium', 'Treat heart failure'],
    followUpSchedule: 'Weekly until rate controlled, then every 1 to 3 months.',
    antibioticsIndicated: false,
    citations: [
      escAf('AF-CARE pathway: rate control, anticoagulation, comorbidities'),
      escSvt('Acute therapy of narrow-QRS tachycardia'),
    ],
  },
  citations: [escAf('Management of atrial fibrillation'), escSvt('Supraventricular tachycardia')],
} satisfies Condition;

export const regimens = [
  {
    // First, so a slow pulse with adverse features gets atropine (rate control is withheld with a slow pulse:
    // bisoprolol's and digoxin's contraindications). Heart block has its home here: clinical scope row 139.
    id: 'arrhythmia-symptomatic-bradycardia',
    conditionId: 'arrhythmia-atrial-fibrillation',
    population: {
      minAgeYears: 18,
      presentFindings: {
        allOf: ['bradycardia'],
        // The algorithm's adverse features (low blood pressure, altered mental state, shock, ischaemic chest
        // pain) and fainting (ESC syncope 2018, Table 5); dizziness alone with a slow pulse is observed.
        anyOf: ['syncope', 'hypotension', 'confusion', 'weak-pulse-cold-hands', 'crushing-chest-pain'],
      },
    },
    items: [
      {
        medicineId: 'atropine',
        route: 'intravenous',
        dose: fixed(1, '1 mg IV bolus (1 mL of 1 mg/mL)', 1, 3),
        frequency: 'repeat every 3 to 5 minutes while the pulse stays slow with adverse features',
        dosesPerDay: 3,
        duration:
          'to a total of 3 mg at most; refer for pacing at once (atropine often fails in Mobitz II and complete heart block)',
        indication:
          'symptomatic bradycardia or heart block with adverse features (low blood pressure, fainting, confusion, shock, ischaemic chest pain, heart failure)',
        alternativeIds: [],
        citations: [ahaBradycardia('atropine 1 mg IV bolus, repeat every 3 to 5 minutes, maximum 3 mg')],
      },
    ],
    note: 'Refer urgently for pacing (ECG and monitoring meanwhile). Atropine often fails in Mobitz II and complete (third-degree) heart block, where the block lies below the AV node: do not delay pacing. If atropine does not work: transcutaneous pacing, or a dopamine or adrenaline (epinephrine) infusion titrated to response, by a trained clinician with monitoring (specialist; not computed here).',
    citations: [
      ahaBradycardia(
        'persistent bradyarrhythmia causing hypotension, altered mental status, shock, ischaemic chest discomfort or acute heart failure',
      ),
      ahaBradycardia(
        'if atropine is ineffective: transcutaneous pacing, dopamine or epinephrine infusion; expert consultation',
      ),
      syncope('Table 5: high-risk ECG features (Mobitz II or complete AV block): pacing'),
    ],
  },
  {
    id: 'arrhythmia-atrial-fibrillation',
    conditionId: 'arrhythmia-atrial-fibrillation',
    population: { minAgeYears: 18 },
    items: [
      {
        medicineId: 'bisoprolol',
        route: 'oral',
        dose: fixed(2.5, '2 tablets of 1.25 mg (or half a 5 mg tablet)', 20, 20),
        frequency: 'once daily, increased by the resting heart rate',
        dosesPerDay: 1,
        duration: 'long term',
        indication: 'rate control in atrial fibrillation',
        alternativeIds: ['digoxin'],
        citations: [escAf('Table: drugs for rate control, bisoprolol 1.25 to 20 mg once daily')],
      },
    ],
    note: 'Digoxin if beta-blockers are contraindicated or with decompensated heart failure. Anticoagulation with warfarin is titrated to INR by the clinician (not computed here).',
    citations: [escAf('Rate control')],
  },
  {
    id: 'arrhythmia-atrial-fibrillation-alternatives',
    conditionId: 'arrhythmia-atrial-fibrillation',
    population: {},
    items: [
      {
        medicineId: 'digoxin',
        route: 'oral',
        dose: fixed(0.125, 'half a 250-microgram tablet (125 micrograms)', 0.25, 0.25),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'long term (check level, potassium and creatinine)',
        indication: 'rate control in atrial fibrillation',
        alternativeIds: [],
        citations: [escAf('Table: drugs for rate control, digoxin 0.0625 to 0.25 mg once daily')],
      },
    ],
    note: 'Doses of the alternatives; lower doses in older people and kidney impairment.',
    citations: [escAf('Rate control')],
  },
] satisfies readonly Regimen[];
