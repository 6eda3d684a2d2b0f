import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { aware, cite } from '../../regimens-shared/citations';

const tokyo = (section: string) => cite('tokyo-guidelines-2018', section);

export const condition = {
  id: 'gallstone-disease',
  name: 'Gallstones: biliary colic, acute cholecystitis',
  icd10: ['K80.2', 'K80', 'K80.0', 'K81.0', 'K81'],
  icd11: 'DC11',
  urgency: 'urgent',
  // Gallstones present with sepsis when a stone obstructs the bile duct and the bile is infected: acute
  // cholangitis of grade III (organ dysfunction: hypotension needing vasopressors, disturbed consciousness,
  // renal, respiratory, hepatic or haematological failure). A small share of all gallstone presentations.
  // The share is a conservative estimate: the guideline cited describes this form, not its share of all cases.
  comesWith: [
    {
      conditionId: 'sepsis',
      share: 0.05,
      whenAnyOf: [
        'right-upper-quadrant-pain',
        'murphy-sign',
        'gallstones-ultrasound-lab',
        'pain-after-fatty-food',
        'pain-radiating-right-shoulder',
      ],
      citation: tokyo(
        'TG18: severity grading of acute cholangitis, grade III (severe) with organ dysfunction; acute cholecystitis grade III',
      ),
    },
  ],
  prior: {
    baseline: 0.001,
    byAge: [
      { maxYears: 15, multiplier: 0.05 },
      { minYears: 15, maxYears: 40, multiplier: 0.8 },
      { minYears: 40, multiplier: 1.6 },
    ],
    bySex: { female: 1.6, male: 0.6 },
    pregnancy: { pregnant: 1.3 },
    citations: [
      tokyo('TG18: epidemiology and risk factors'),
      cite('za-hospital-adult-stg-2019', 'Gastrointestinal: biliary colic and cholecystitis'),
    ],
  },
  findings: [
    { findingId: 'right-upper-quadrant-pain', frequency: 0.85 },
    { findingId: 'abdominal-pain', frequency: 0.98 },
    { findingId: 'epigastric-pain', frequency: 0.5 },
    { findingId: 'pain-related-to-meals', frequency: 0.3 },
    {
      // Attacks typically follow a large or fatty meal, and the pain is referred to the right shoulder or
      // shoulder blade.
      findingId: 'pain-after-fatty-food',
      frequency: 0.5,
      citation: cite('harrison-2022', 'Ch. 346 diseases of the gallbladder and bile ducts: biliary colic'),
    },
    {
      findingId: 'pain-radiating-right-shoulder',
      frequency: 0.4,
      citation: cite('harrison-2022', 'Ch. 346 diseases of the gallbladder and bile ducts: biliary colic'),
    },
    { findingId: 'murphy-sign', frequency: 0.6 },
    // A tender mass under the right ribs (the inflamed gallbladder) is a local sign of cholecystitis, and
    // confusion a sign of severe cholecystitis or cholangitis in the elderly.
    {
      findingId: 'abdominal-mass',
      frequency: 0.15,
      citation: tokyo(
        'TG18: diagnostic criteria for acute cholecystitis, A-2 right upper quadrant mass, pain or tenderness',
      ),
    },
    {
      findingId: 'confusion',
      frequency: 0.05,
      citation: tokyo('TG18: severity grading, grade III neurological dysfunction'),
    },
    { findingId: 'gallstones-ultrasound-lab', frequency: 0.9, specificity: 0.95 },
    { findingId: 'nausea', frequency: 0.7 },
    { findingId: 'vomiting', frequency: 0.5 },
    { findingId: 'fever', frequency: 0.35 },
    {
      // Stones in the bile duct (choledocholithiasis, cholangitis) are part of this condition and jaundice them.
      findingId: 'jaundice',
      frequency: 0.25,
      citation: tokyo('TG18: diagnostic criteria for acute cholangitis (cholestasis, jaundice)'),
    },
    { findingId: 'obesity', frequency: 0.4 },
    // Cholangitis from a stone in the bile duct: fever with shaking chills, jaundice and pain (Charcot), and in
    // severe cholangitis shock (Reynolds).
    ...(
      [
        ['chills-rigors', 0.3],
        ['high-fever', 0.15],
        ['hypotension', 0.05],
      ] as const
    ).map(([findingId, frequency]) => ({
      findingId,
      frequency,
      citation: tokyo(
        'TG18: diagnostic criteria for acute cholangitis, fever and/or shaking chills; severity grading',
      ),
    })),
    { findingId: 'leucocytosis-lab', frequency: 0.5 },
    // A stone blocking the bile duct darkens the urine as it yellows the eyes (cholestasis).
    {
      findingId: 'dark-urine',
      frequency: 0.2,
      citation: tokyo('TG18: diagnostic criteria for acute cholangitis (cholestasis, jaundice)'),
    },
    { findingId: 'raised-crp-lab', frequency: 0.5 },
    {
      findingId: 'raised-bilirubin-lab',
      frequency: 0.3,
      citation: tokyo('TG18: diagnostic criteria for acute cholangitis (cholestasis, jaundice)'),
    },
    { findingId: 'bloating', frequency: 0.3 },
    // A stone passing into or blocking the bile duct raises the transaminases as well as the bilirubin.
    {
      findingId: 'raised-alt-lab',
      frequency: 0.3,
      citation: tokyo('TG18: diagnostic criteria for acute cholangitis (abnormal liver function tests)'),
    },
    {
      // A stone passing into the bile duct can raise ALT briefly above 400 U/L; cholecystitis rarely does.
      findingId: 'markedly-raised-alt-lab',
      frequency: 0.05,
      citation: cite(
        'harrison-2022',
        'Ch. 346 diseases of the gallbladder and bile ducts: laboratory findings',
      ),
    },

    { findingId: 'colicky-abdominal-pain', frequency: 0.4 },
    { findingId: 'back-pain', frequency: 0.2 },
    { findingId: 'tachycardia', frequency: 0.3 },
    { findingId: 'diarrhoea', frequency: 0.05 },
    { findingId: 'dysuria', frequency: 0.02 },
    { findingId: 'cough', frequency: 0.05 },
    { findingId: 'right-lower-quadrant-pain', frequency: 0.05 },
    { findingId: 'hepatomegaly', frequency: 0.05 },
    { findingId: 'malaria-test-positive', frequency: 0.03 },
  ],
  redFlags: [
    {
      findingIds: ['jaundice', 'chills-rigors', 'confusion', 'hypotension'],
      allOf: ['fever'],
      finding: 'Fever with jaundice (with rigors, confusion or shock): acute cholangitis',
      urgency: 'emergency',
      actionRequired: 'IV fluids, IV antibiotics, urgent referral for biliary drainage (ERCP or surgery).',
      citations: [tokyo('TG18: diagnostic criteria and severity of acute cholangitis')],
    },
    {
      findingIds: ['rebound-tenderness'],
      finding: 'Peritonism: gangrenous or perforated gallbladder',
      urgency: 'emergency',
      actionRequired: 'Nil by mouth, IV fluids and antibiotics, same-day surgical review.',
      citations: [tokyo('TG18: severity grading of acute cholecystitis')],
    },
  ],
  investigations: [
    {
      test: 'Abdominal ultrasound',
      urgency: 'urgent',
      rationale: 'Confirms gallstones and cholecystitis; measures the bile duct.',
      expectedFindings: 'Stones, thick gallbladder wall, pericholecystic fluid, sonographic Murphy sign.',
    },
    {
      test: 'Full blood count, CRP, liver tests (bilirubin, ALP, ALT), lipase',
      urgency: 'urgent',
      rationale: 'Inflammation, obstruction of the bile duct, pancreatitis.',
      expectedFindings: 'Leucocytosis in cholecystitis; raised bilirubin and ALP in duct stones.',
    },
  ],
  monitoring: [
    {
      parameter: 'Pain, temperature, jaundice, pulse',
      frequency: 'Every 4 to 6 hours while admitted',
      alertCriteria: 'Jaundice with fever or rigors, hypotension, peritonism.',
    },
  ],
  referrals: [
    {
      specialist: 'General surgery',
      urgency: 'urgent',
      reason: 'Cholecystectomy (early for cholecystitis; elective after biliary colic).',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Smaller meals lower in fat while waiting for surgery.',
      category: 'diet',
      importance: 'medium',
    },
    {
      recommendation: 'Come back at once with yellow eyes, fever with shivering or severe continuous pain.',
      category: 'follow-up',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Biliary colic: analgesia (NSAID, e.g. diclofenac, or paracetamol) and elective cholecystectomy. Acute cholecystitis: admit, nil by mouth while vomiting, IV fluids, analgesia, IV antibiotics (ceftriaxone with metronidazole) and early cholecystectomy; percutaneous drainage where surgery is unsafe. Cholangitis: antibiotics and urgent biliary drainage.',
    supportiveCare: ['Antiemetic', 'IV fluids'],
    followUpSchedule: 'Surgical clinic within weeks of an attack of biliary colic.',
    antibioticsIndicated: true,
    citations: [
      tokyo('TG18: management flowchart for acute cholecystitis'),
      aware('Intra-abdominal infections'),
    ],
  },
  citations: [
    tokyo('TG18 diagnostic criteria'),
    cite('za-hospital-adult-stg-2019', 'Gastrointestinal: biliary disease'),
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'gallstone-disease-cholecystitis',
    conditionId: 'gallstone-disease',
    population: { minAgeYears: 12 },
    items: [
      {
        medicineId: 'ceftriaxone',
        route: 'intravenous',
        dose: fixed(2000, '2 g', 2000, 2000),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'until source control, usually 4 to 7 days',
        indication: 'acute cholecystitis or cholangitis',
        alternativeIds: [],
        citations: [
          aware(
            'Intra-abdominal infections: ceftriaxone 2 g once daily + metronidazole 500 mg every 8 hours',
          ),
        ],
      },
      {
        medicineId: 'metronidazole',
        route: 'intravenous',
        dose: fixed(500, '500 mg (100 mL of 5 mg/mL)', 500, 1500),
        frequency: 'every 8 hours',
        dosesPerDay: 3,
        duration: 'until source control, usually 4 to 7 days',
        indication: 'acute cholecystitis or cholangitis (anaerobic cover)',
        alternativeIds: [],
        citations: [aware('Intra-abdominal infections: metronidazole 500 mg every 8 hours')],
      },
    ],
    note: 'Biliary colic alone needs analgesia, not antibiotics.',
    citations: [aware('Intra-abdominal infections'), tokyo('TG18: antimicrobial therapy')],
  },
] satisfies readonly Regimen[];
