import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';

export const condition = {
  id: 'viral-hepatitis',
  name: 'Viral hepatitis (acute hepatitis A, B, C, E; chronic hepatitis B or C)',
  icd10: ['B19.9', 'B15.9', 'B16.9', 'B17.1', 'B17.2', 'B18.1', 'B18.2'],
  urgency: 'urgent',
  prior: {
    baseline: 0.004,
    byCountry: {
      KE: 1,
      SO: 1.5,
      ET: 1.2,
      UG: 1,
      TZ: 1,
      NG: 1.8,
      GH: 1.6,
      ZA: 0.7,
      MW: 1,
      ZW: 1,
      ML: 1.6,
      BF: 1.6,
      BW: 0.7,
      ZM: 1,
    },
    citations: [
      {
        sourceId: 'who-hepatitis-b-2024',
        section: 'Epidemiology of chronic hepatitis B (WHO African Region)',
      },
      { sourceId: 'ke-clinical-guidelines-2009', section: 'Gastrointestinal conditions: Viral hepatitis' },
    ],
  },
  findings: [
    { findingId: 'jaundice', frequency: 0.7 },
    { findingId: 'dark-urine', frequency: 0.65 },
    { findingId: 'pale-stool', frequency: 0.3 },
    { findingId: 'anorexia', frequency: 0.75 },
    { findingId: 'nausea', frequency: 0.65 },
    { findingId: 'vomiting', frequency: 0.4 },
    { findingId: 'fatigue', frequency: 0.8 },
    { findingId: 'malaise', frequency: 0.75 },
    { findingId: 'right-upper-quadrant-pain', frequency: 0.5 },
    { findingId: 'hepatomegaly', frequency: 0.45 },
    { findingId: 'fever', frequency: 0.4 },
    { findingId: 'high-fever', frequency: 0.05 },
    { findingId: 'itching', frequency: 0.2 },
    { findingId: 'arthralgia', frequency: 0.15 },
    { findingId: 'raised-alt-lab', frequency: 0.95 },
    {
      // Acute viral hepatitis: aminotransferases peak in the hundreds to thousands; chronic hepatitis and
      // gallstone pain with only a mild rise argue against an acute hepatitis.
      findingId: 'markedly-raised-alt-lab',
      frequency: 0.65,
      citation: cite(
        'harrison-2022',
        'Ch. 339 acute viral hepatitis: laboratory features, ALT/AST 400-4000 IU/L',
      ),
    },
    { findingId: 'raised-bilirubin-lab', frequency: 0.75 },
    // Jaundice with shaking chills and a raised white cell count is the obstructed, infected bile duct (Charcot's
    // triad); acute viral hepatitis keeps a normal or low white cell count and rarely brings rigors (TG18
    // diagnostic criteria for acute cholangitis: systemic inflammation, cholestasis, imaging).
    ...(
      [
        ['chills-rigors', 0.05],
        ['leucocytosis-lab', 0.1],
      ] as const
    ).map(([findingId, frequency]) => ({
      findingId,
      frequency,
      citation: {
        sourceId: 'tokyo-guidelines-2018',
        section: 'TG18: diagnostic criteria for acute cholangitis (inflammation, cholestasis; differential)',
      },
    })),
    // Signs of the gallbladder argue for gallstones: Murphy's sign is rarely positive without cholecystitis,
    // and gallstones are found on ultrasound only at their background rate.
    {
      findingId: 'murphy-sign',
      frequency: 0.08,
      specificity: 0.92,
      citation: {
        sourceId: 'jama-rce-1990s',
        section: 'Does this patient have acute cholecystitis? (Murphy sign)',
      },
    },
    {
      findingId: 'gallstones-ultrasound-lab',
      frequency: 0.08,
      specificity: 0.92,
      citation: {
        sourceId: 'tokyo-guidelines-2018',
        section: 'TG18: diagnostic imaging of acute cholecystitis',
      },
    },
    { findingId: 'hbsag-positive-lab', frequency: 0.45 },
    { findingId: 'anti-hcv-positive-lab', frequency: 0.08 },
    {
      findingId: 'hav-igm-positive-lab',
      frequency: 0.3,
      citation: {
        sourceId: 'ke-clinical-guidelines-2009',
        section: 'Gastrointestinal conditions: Viral hepatitis (hepatitis A)',
      },
    },
    { findingId: 'unsafe-water', frequency: 0.35 },
    { findingId: 'malaria-test-positive', frequency: 0.05 },
    { findingId: 'splenomegaly', frequency: 0.1 },
    { findingId: 'cough', frequency: 0.08 },
    { findingId: 'diarrhoea', frequency: 0.1 },
    { findingId: 'abdominal-distension', frequency: 0.1 },
    { findingId: 'confusion', frequency: 0.03 },
    { findingId: 'abdominal-pain', frequency: 0.55 },
    { findingId: 'myalgia', frequency: 0.25 },
  ],
  redFlags: [
    {
      findingIds: ['confusion', 'unconscious', 'bleeding-mucosal', 'prolonged-clotting-lab'],
      finding: 'Drowsiness, confusion or bleeding with jaundice: acute liver failure',
      urgency: 'emergency',
      actionRequired:
        'Check glucose and INR, give IV glucose if low, stop hepatotoxic drugs and refer to hospital now.',
      citations: [{ sourceId: 'who-iatt-2011', section: 'Jaundice and liver failure' }],
    },
    {
      findingIds: ['vomiting-everything', 'abdominal-distension'],
      finding: 'Unable to keep fluids down, or ascites',
      urgency: 'urgent',
      actionRequired:
        'Admit for IV fluids, glucose monitoring and assessment for decompensated liver disease.',
      citations: [
        {
          sourceId: 'ug-clinical-guidelines-2023',
          section: 'Gastrointestinal and hepatic diseases: Viral hepatitis',
        },
      ],
    },
  ],
  investigations: [
    {
      test: 'HBsAg rapid test and anti-HCV antibody',
      urgency: 'urgent',
      rationale: 'Hepatitis B and C are the causes with specific long-term treatment.',
      expectedFindings:
        'HBsAg positive in hepatitis B; anti-HCV positive (confirm with HCV RNA) in hepatitis C.',
    },
    {
      test: 'ALT, AST, bilirubin, INR or prothrombin time, glucose, full blood count',
      urgency: 'urgent',
      rationale: 'Confirms hepatitis and screens for liver failure.',
      expectedFindings:
        'ALT often above 10 times the upper limit in acute viral hepatitis; raised INR means severe disease.',
    },
    {
      test: 'Malaria test, and hepatitis A IgM where available',
      urgency: 'urgent',
      rationale: 'Malaria, typhoid and leptospirosis also cause fever with jaundice.',
      expectedFindings: 'Negative malaria test in viral hepatitis.',
    },
    {
      test: 'For HBsAg positive: HBV DNA if available, APRI score (AST and platelets), HIV test',
      urgency: 'routine',
      rationale: 'WHO 2024 criteria for starting antiviral treatment.',
      expectedFindings: 'APRI > 0.5 or HBV DNA > 2000 IU/mL with raised ALT favours treatment.',
    },
  ],
  monitoring: [
    {
      parameter: 'Level of consciousness, bleeding, INR and glucose',
      frequency: 'Daily while jaundiced and unwell',
      alertCriteria: 'Drowsiness, bleeding or INR > 1.5: acute liver failure',
    },
    {
      parameter: 'ALT and HBsAg in hepatitis B',
      frequency: 'At 6 months',
      alertCriteria: 'HBsAg still positive at 6 months: chronic hepatitis B',
    },
  ],
  referrals: [
    {
      specialist: 'Physician or hepatology clinic',
      urgency: 'routine',
      reason: 'Chronic hepatitis B or C for antiviral treatment assessment.',
    },
    { specialist: 'Hospital admission', urgency: 'emergency', reason: 'Signs of acute liver failure.' },
  ],
  lifestyle: [
    {
      recommendation:
        'Avoid alcohol completely and avoid herbal remedies and unprescribed medicines that may harm the liver.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation:
        'Wash hands after using the toilet and drink safe water (hepatitis A and E spread by the faecal-oral route).',
      category: 'hygiene',
      importance: 'high',
    },
    {
      recommendation:
        'Household and sexual contacts of a person with hepatitis B should be tested and vaccinated; use condoms.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Rest and eat small frequent meals while recovering.',
      category: 'rest',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Acute hepatitis: supportive care, no specific antiviral; avoid hepatotoxic drugs. Chronic hepatitis B: tenofovir (TDF) when WHO 2024 treatment criteria are met (significant fibrosis, raised HBV DNA with raised ALT, HIV co-infection, family history of liver cancer, or pregnancy with high viral load to prevent transmission). Chronic hepatitis C: pangenotypic direct-acting antivirals (sofosbuvir with daclatasvir or velpatasvir) for 12 weeks.',
    supportiveCare: [
      'Oral fluids and small frequent meals',
      'Paracetamol only at reduced doses, avoid NSAIDs if liver function is poor',
      'Antiemetic if vomiting',
    ],
    followUpSchedule:
      'Review weekly until jaundice settles; repeat HBsAg at 6 months; chronic hepatitis B every 6 to 12 months.',
    antibioticsIndicated: false,
    citations: [
      { sourceId: 'who-hepatitis-b-2024', section: 'Recommendations: who to treat; what to use' },
      {
        sourceId: 'ug-clinical-guidelines-2023',
        section: 'Gastrointestinal and hepatic diseases: Viral hepatitis',
      },
    ],
  },
  citations: [
    { sourceId: 'ke-clinical-guidelines-2009', section: 'Gastrointestinal conditions: Viral hepatitis' },
    { sourceId: 'who-hepatitis-b-2024', section: 'Recommendations: testing, who to treat, what to use' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'viral-hepatitis',
    conditionId: 'viral-hepatitis',
    population: {},
    items: [],
    note: 'No specific treatment for acute hepatitis: rest, fluids, avoid alcohol and hepatotoxic medicines (reduce paracetamol). Chronic hepatitis B: assess for tenofovir disoproxil per WHO 2024 criteria (specialist or trained clinician).',
    citations: [
      cite('who-hepatitis-b-2024', 'Who to treat'),
      cite('who-iatt-2011', 'Jaundice and hepatitis'),
    ],
  },
] satisfies readonly Regimen[];
