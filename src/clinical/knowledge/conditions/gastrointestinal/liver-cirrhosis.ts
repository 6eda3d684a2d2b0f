import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';

const easl = (section: string) => cite('easl-cirrhosis-2018', section);

export const condition = {
  id: 'liver-cirrhosis',
  name: 'Liver cirrhosis (decompensated: ascites, variceal bleeding, encephalopathy)',
  icd10: ['K74.6', 'K74', 'K70.3'],
  icd11: 'DB93',
  urgency: 'urgent',
  prior: {
    // Hepatitis B and C, alcohol; schistosomal periportal fibrosis gives portal hypertension without cirrhosis.
    baseline: 0.001,
    byAge: [
      { maxYears: 15, multiplier: 0.05 },
      { minYears: 15, maxYears: 30, multiplier: 0.5 },
      { minYears: 30, multiplier: 1.5 },
    ],
    bySex: { male: 1.6, female: 0.6 },
    citations: [
      easl('Introduction: causes and natural history'),
      cite('who-hepatitis-b-2024', 'Chapter 3: burden of chronic hepatitis B'),
    ],
  },
  findings: [
    { findingId: 'abdominal-distension', frequency: 0.7 },
    { findingId: 'leg-swelling', frequency: 0.5 },
    { findingId: 'jaundice', frequency: 0.45 },
    { findingId: 'fatigue', frequency: 0.6 },
    // Cholestatic cirrhosis (primary biliary cholangitis) itches; fatigue and pruritus are its commonest complaints.
    {
      findingId: 'itching',
      frequency: 0.2,
      citation: cite('easl-pbc-2017', 'Clinical presentation: pruritus and fatigue'),
    },
    { findingId: 'weight-loss', frequency: 0.4 },
    { findingId: 'anorexia', frequency: 0.5 },
    { findingId: 'melaena', frequency: 0.25 },
    // Variceal bleeding presents in shock: low blood pressure and a fast pulse.
    ...(
      [
        ['hypotension', 0.1],
        ['tachycardia', 0.25],
      ] as const
    ).map(([findingId, frequency]) => ({
      findingId,
      frequency,
      citation: easl('Decompensated cirrhosis: acute variceal haemorrhage'),
    })),
    { findingId: 'confusion', frequency: 0.2 },
    {
      // Variceal bleeding is a large vomit of blood (told as heavy bleeding) with melaena.
      findingId: 'heavy-bleeding',
      frequency: 0.1,
      citation: easl('Variceal haemorrhage: haematemesis and melaena'),
    },
    // Hepatic encephalopathy: drowsiness, a flapping tremor (asterixis), set off by constipation, bleeding,
    // infection or sedatives.
    ...(
      [
        ['lethargy', 0.15],
        ['tremor-shakiness', 0.1],
        ['constipation', 0.1],
      ] as const
    ).map(([findingId, frequency]) => ({
      findingId,
      frequency,
      citation: easl('Hepatic encephalopathy: grades, asterixis and precipitating factors'),
    })),
    { findingId: 'splenomegaly', frequency: 0.4 },
    { findingId: 'hepatomegaly', frequency: 0.3 },
    { findingId: 'alcohol-use', frequency: 0.4 },
    { findingId: 'hbsag-positive-lab', frequency: 0.35 },
    {
      // A compensated cirrhosis is seen at its review every 3-6 months, the liver disease named, its signs absent.
      findingId: 'known-chronic-liver-disease',
      frequency: 0.6,
      citation: easl('Surveillance of compensated cirrhosis every 6 months'),
    },
    { findingId: 'anti-hcv-positive-lab', frequency: 0.1 },
    { findingId: 'low-albumin-lab', frequency: 0.8 },
    { findingId: 'raised-bilirubin-lab', frequency: 0.6 },
    { findingId: 'thrombocytopenia-lab', frequency: 0.6 },
    { findingId: 'anaemia-lab', frequency: 0.5 },
    { findingId: 'hyponatraemia-lab', frequency: 0.3 },
    { findingId: 'raised-alt-lab', frequency: 0.5 },
    { findingId: 'bleeding-mucosal', frequency: 0.15 },
    { findingId: 'abdominal-pain', frequency: 0.3 },
    { findingId: 'fever', frequency: 0.15 },
    { findingId: 'dark-urine', frequency: 0.3 },
    { findingId: 'pallor', frequency: 0.4 },
    { findingId: 'cough', frequency: 0.05 },
    { findingId: 'orthopnoea', frequency: 0.05 },
    { findingId: 'raised-jvp', frequency: 0.03 },
    { findingId: 'proteinuria-lab', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: ['melaena'],
      finding: 'Vomiting blood or black stools in liver disease: variceal bleeding',
      urgency: 'critical',
      actionRequired:
        'Two large IV lines, cautious fluids and blood, IV ceftriaxone, refer at once for endoscopy (terlipressin or octreotide where available).',
      citations: [
        easl(
          'Acute variceal bleeding: resuscitation, antibiotic prophylaxis, vasoactive drugs, endoscopy within 12 hours',
        ),
      ],
    },
    {
      findingIds: ['confusion', 'unconscious'],
      finding: 'Confusion or drowsiness: hepatic encephalopathy',
      urgency: 'emergency',
      actionRequired:
        'Look for and treat the trigger (bleeding, infection, constipation, sedatives, low potassium), check glucose, lactulose, admit.',
      citations: [easl('Hepatic encephalopathy: precipitating factors and treatment')],
    },
    {
      findingIds: ['fever', 'abdominal-pain'],
      allOf: ['abdominal-distension'], // ascites reads as a distended abdomen
      finding: 'Fever or abdominal pain with ascites: spontaneous bacterial peritonitis',
      urgency: 'emergency',
      actionRequired: 'Diagnostic ascitic tap (neutrophils > 250/mm3), IV ceftriaxone, admit.',
      citations: [easl('Spontaneous bacterial peritonitis: diagnosis and treatment')],
    },
  ],
  investigations: [
    {
      test: 'Liver tests, albumin, INR, full blood count, urea, creatinine, sodium, potassium',
      urgency: 'urgent',
      rationale: 'Severity (Child-Pugh, MELD), kidney function before diuretics.',
      expectedFindings: 'Low albumin, raised bilirubin and INR, low platelets, low sodium.',
    },
    {
      test: 'HBsAg, anti-HCV, HIV test',
      urgency: 'urgent',
      rationale: 'Treatable causes: hepatitis B and C.',
      expectedFindings: 'HBsAg positive in many patients in the region.',
    },
    {
      test: 'Abdominal ultrasound; diagnostic ascitic tap',
      urgency: 'urgent',
      rationale: 'Ascites, liver texture, portal hypertension, liver cancer; peritonitis.',
      expectedFindings: 'Small nodular liver, splenomegaly, ascites; ascitic neutrophils > 250/mm3 in SBP.',
    },
  ],
  monitoring: [
    {
      parameter: 'Weight, sodium, potassium, creatinine on diuretics',
      frequency: 'Weekly at first, then monthly',
      alertCriteria:
        'Sodium < 125 mmol/L, potassium > 5.5 mmol/L, rising creatinine, confusion: reduce or stop diuretics.',
    },
    {
      parameter: 'Ultrasound and AFP for liver cancer',
      frequency: 'Every 6 months',
      alertCriteria: 'New liver nodule or rising AFP.',
    },
  ],
  referrals: [
    {
      specialist: 'Physician / gastroenterology',
      urgency: 'urgent',
      reason: 'Endoscopy for varices, hepatitis B or C treatment, large-volume paracentesis.',
    },
  ],
  lifestyle: [
    { recommendation: 'No alcohol at all.', category: 'prevention', importance: 'high' },
    {
      recommendation: 'No added salt (about 5 g salt a day); eat enough protein, with a late evening snack.',
      category: 'diet',
      importance: 'high',
    },
    {
      recommendation: 'Avoid NSAIDs (ibuprofen, diclofenac), sedatives and herbal remedies.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation: 'Keep the bowels open daily (lactulose as prescribed).',
      category: 'self-care',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Treat the cause (stop alcohol; hepatitis B antivirals per WHO). Ascites: salt restriction, spironolactone 100 mg daily stepped up to 400 mg, with furosemide 40 mg stepped up to 160 mg if needed; large tense ascites: paracentesis with albumin. Non-selective beta-blocker (propranolol) to prevent variceal bleeding when varices are found. Encephalopathy: lactulose titrated to 2 to 3 soft stools a day and treat triggers. SBP: ceftriaxone then long-term prophylaxis.',
    supportiveCare: [
      'Nutrition',
      'Vaccinate against hepatitis B (if negative)',
      'Avoid nephrotoxic and sedating drugs',
    ],
    followUpSchedule:
      'Monthly while titrating diuretics; every 3 to 6 months when stable, with liver cancer surveillance.',
    antibioticsIndicated: false,
    citations: [
      easl('Management of ascites; prevention of variceal bleeding; hepatic encephalopathy'),
      cite('za-hospital-adult-stg-2019', 'Liver: ascites in cirrhosis'),
    ],
  },
  citations: [easl('Decompensated cirrhosis'), cite('za-hospital-adult-stg-2019', 'Liver disease')],
} satisfies Condition;

export const regimens = [
  {
    id: 'liver-cirrhosis-ascites',
    conditionId: 'liver-cirrhosis',
    population: { minAgeYears: 18 },
    items: [
      {
        medicineId: 'spironolactone',
        route: 'oral',
        dose: fixed(100, '4 tablets of 25 mg', 400, 400),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'long term; increase by 100 mg every 72 hours up to 400 mg if weight loss is inadequate',
        indication: 'ascites in cirrhosis',
        alternativeIds: [],
        citations: [easl('Ascites: diuretics, spironolactone 100 mg/day increased stepwise to 400 mg/day')],
      },
      {
        medicineId: 'furosemide',
        route: 'oral',
        dose: fixed(40, '1 tablet (40 mg)', 160, 160),
        frequency: 'once daily in the morning',
        dosesPerDay: 1,
        duration: 'long term, added for recurrent or large ascites; step up to 160 mg',
        indication: 'ascites in cirrhosis (added to spironolactone)',
        alternativeIds: [],
        citations: [easl('Ascites: furosemide 40 mg/day increased stepwise to 160 mg/day')],
      },
    ],
    note: 'Stop diuretics for sodium < 125 mmol/L, acute kidney injury, encephalopathy or potassium > 6 mmol/L. Children: specialist care.',
    citations: [easl('Management of uncomplicated ascites')],
  },
] satisfies readonly Regimen[];
