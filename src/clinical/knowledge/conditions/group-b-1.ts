import type { Condition } from '../types';

/**
 * Conditions 38-56 of clinical-scope.md. Frequencies are P(finding | condition); findings with a low
 * frequency argue against the condition when present. Figures follow the cited guidelines and, for
 * signs and symptoms, the diagnostic-accuracy literature summarised in McGee and the JAMA Rational
 * Clinical Examination series.
 */
export const conditions = [
  {
    id: 'scabies',
    name: 'Scabies',
    icd10: ['B86'],
    icd11: '1G04',
    urgency: 'routine',
    prior: {
      baseline: 0.015,
      byAge: [
        { maxYears: 15, multiplier: 1.5 },
        { minYears: 15, multiplier: 0.8 },
      ],
      byCountry: {
        KE: 1,
        SO: 1.3,
        ET: 1.5,
        UG: 1,
        TZ: 1,
        NG: 1,
        GH: 1,
        ZA: 0.7,
        MW: 1,
        ZW: 1,
        ML: 1,
        BF: 1,
        BW: 1,
        ZM: 1,
      },
      citations: [{ sourceId: 'ug-clinical-guidelines-2023', section: 'Skin diseases: Scabies' }],
    },
    findings: [
      { findingId: 'itching', frequency: 0.97 },
      { findingId: 'itching-worse-at-night', frequency: 0.85 },
      { findingId: 'itchy-web-spaces', frequency: 0.75 },
      { findingId: 'household-itching', frequency: 0.6 },
      { findingId: 'rash', frequency: 0.9 },
      { findingId: 'maculopapular-rash', frequency: 0.25 },
      { findingId: 'vesicular-rash', frequency: 0.1 },
      { findingId: 'fluctuant-swelling', frequency: 0.01 },
      { findingId: 'red-hot-swollen-skin', frequency: 0.01 },
      { findingId: 'ring-shaped-patch', frequency: 0.002 },
      { findingId: 'scalp-scaling-hair-loss', frequency: 0.002 },
      { findingId: 'vesicles-different-stages', frequency: 0.001 },
      { findingId: 'urticaria', frequency: 0.01 },
      { findingId: 'fever', frequency: 0.05 },
    ],
    redFlags: [
      {
        findingIds: ['red-hot-swollen-skin', 'fluctuant-swelling'],
        finding: 'Secondary bacterial infection of scabies lesions (impetigo, cellulitis, abscess)',
        urgency: 'urgent',
        actionRequired:
          'Treat the skin infection with an antibiotic the same day, drain any abscess; treat the scabies too.',
        citations: [{ sourceId: 'za-phc-stg-2020', section: 'Skin conditions: Scabies; Impetigo' }],
      },
      {
        findingIds: ['haematuria'],
        finding:
          'Blood or cola-coloured urine after infected scabies: possible post-streptococcal glomerulonephritis',
        urgency: 'urgent',
        actionRequired:
          'Check blood pressure and urine for blood and protein; refer the same day if either is abnormal.',
        citations: [
          {
            sourceId: 'ke-clinical-guidelines-2009',
            section: 'Renal conditions: Acute glomerulonephritis (post-streptococcal)',
          },
        ],
      },
    ],
    investigations: [
      {
        test: 'Clinical diagnosis; skin scraping for mites under the microscope where available',
        urgency: 'routine',
        rationale:
          'Burrows and itchy papules in typical sites with itching household members are enough to treat.',
        expectedFindings: 'Mites, eggs or faecal pellets in a scraping from a burrow.',
      },
      {
        test: 'Urine dipstick and blood pressure if lesions are infected and there is swelling',
        urgency: 'routine',
        rationale: 'Infected scabies is a common cause of post-streptococcal glomerulonephritis in Africa.',
        expectedFindings: 'Haematuria, proteinuria or raised blood pressure point to nephritis.',
      },
    ],
    monitoring: [
      {
        parameter: 'Itching and new lesions',
        frequency: 'Review at 2 and 4 weeks',
        alertCriteria: 'New burrows after 4 weeks: treatment failure or reinfestation',
      },
    ],
    referrals: [
      {
        specialist: 'Dermatology or medical officer',
        urgency: 'routine',
        reason: 'Crusted (Norwegian) scabies, or failure after two correct treatments; test for HIV.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Treat every household member and close contact at the same time, even without itching.',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation:
          'Wash clothes, towels and bedding in hot water and dry in the sun, or seal them in a bag for 3 days.',
        category: 'hygiene',
        importance: 'high',
      },
      {
        recommendation:
          'Itching may last 2 to 4 weeks after successful treatment; this does not mean treatment failed.',
        category: 'self-care',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Permethrin 5% cream from the neck down (include the scalp and face in infants and the elderly), washed off after 8 to 12 hours, repeated after 7 days; benzyl benzoate 25% lotion where permethrin is not available (diluted for children; not in infants). Oral ivermectin for crusted scabies or mass treatment, not in pregnancy or children under 15 kg.',
      supportiveCare: [
        'Oral antihistamine at night for itching',
        'Calamine lotion for itch',
        'Keep nails short to limit scratching and infection',
      ],
      followUpSchedule: 'Review after 2 to 4 weeks, or earlier if lesions become infected.',
      antibioticsIndicated: false,
      citations: [
        { sourceId: 'ug-clinical-guidelines-2023', section: 'Skin diseases: Scabies' },
        { sourceId: 'za-phc-stg-2020', section: 'Skin conditions: Scabies' },
        { sourceId: 'who-eml-2023', section: 'Section 13.5 Scabicides and pediculicides' },
      ],
    },
    citations: [
      { sourceId: 'ug-clinical-guidelines-2023', section: 'Skin diseases: Scabies' },
      { sourceId: 'ke-clinical-guidelines-2009', section: 'Skin conditions: Scabies' },
    ],
  },
  {
    id: 'tinea',
    name: 'Tinea (dermatophytosis): tinea corporis, capitis, pedis',
    icd10: ['B35.4', 'B35.0', 'B35.3', 'B35.1', 'B35'],
    icd11: '1F28',
    urgency: 'routine',
    prior: {
      baseline: 0.02,
      byAge: [
        { maxYears: 3, multiplier: 0.6 },
        { minYears: 3, maxYears: 15, multiplier: 1.5 },
        { minYears: 15, multiplier: 0.9 },
      ],
      citations: [
        { sourceId: 'ug-clinical-guidelines-2023', section: 'Skin diseases: Fungal skin infections (tinea)' },
      ],
    },
    findings: [
      { findingId: 'ring-shaped-patch', frequency: 0.7 },
      { findingId: 'itching', frequency: 0.65 },
      { findingId: 'rash', frequency: 0.85 },
      { findingId: 'scalp-scaling-hair-loss', frequency: 0.25 },
      { findingId: 'toe-web-scaling-nail-changes', frequency: 0.25 },
      { findingId: 'itching-worse-at-night', frequency: 0.1 },
      { findingId: 'itchy-web-spaces', frequency: 0.01 },
      { findingId: 'household-itching', frequency: 0.12 },
      { findingId: 'vesicular-rash', frequency: 0.02 },
      { findingId: 'fluctuant-swelling', frequency: 0.005 },
      { findingId: 'maculopapular-rash', frequency: 0.1 },
      { findingId: 'fever', frequency: 0.02 },
      { findingId: 'known-diabetes', frequency: 0.08 },
      { findingId: 'known-hiv', frequency: 0.1 },
    ],
    redFlags: [
      {
        findingIds: ['fluctuant-swelling'],
        finding: 'Boggy tender scalp swelling with pus points (kerion)',
        urgency: 'urgent',
        actionRequired:
          'Start oral antifungal; do not incise a kerion; treat secondary bacterial infection if present.',
        citations: [
          {
            sourceId: 'za-phc-stg-2020',
            section: 'Skin conditions: Fungal infections of the scalp (tinea capitis)',
          },
        ],
      },
      {
        findingIds: ['known-hiv', 'hiv-test-positive'],
        finding: 'Extensive or recurrent tinea with HIV',
        urgency: 'routine',
        actionRequired: 'Check ART adherence and CD4; extensive disease usually needs oral antifungal.',
        citations: [
          {
            sourceId: 'ke-arv-2022',
            section: 'Management of common skin conditions in people living with HIV',
          },
        ],
      },
    ],
    investigations: [
      {
        test: 'Clinical diagnosis; potassium hydroxide (KOH) microscopy of skin, hair or nail scrapings where available',
        urgency: 'routine',
        rationale:
          'Confirms a dermatophyte before long oral treatment (scalp, nails) and separates tinea from eczema or psoriasis.',
        expectedFindings: 'Branching fungal hyphae on KOH preparation.',
      },
      {
        test: 'Blood glucose and HIV test if extensive or recurrent',
        urgency: 'routine',
        rationale: 'Diabetes and HIV predispose to extensive fungal skin infection.',
        expectedFindings: 'Raised glucose or a positive HIV test.',
      },
    ],
    monitoring: [
      {
        parameter: 'Size of the lesions',
        frequency: 'Review at 2 to 4 weeks',
        alertCriteria: 'Spreading despite correct topical treatment: consider oral antifungal',
      },
    ],
    referrals: [
      {
        specialist: 'Dermatology',
        urgency: 'routine',
        reason: 'Extensive disease not responding to oral treatment, or nail disease needing long courses.',
      },
    ],
    lifestyle: [
      {
        recommendation: 'Keep skin folds and feet clean and dry; dry well between the toes after washing.',
        category: 'hygiene',
        importance: 'high',
      },
      {
        recommendation:
          'Do not share combs, caps, towels or shoes; check and treat siblings with scalp ringworm.',
        category: 'prevention',
        importance: 'medium',
      },
      {
        recommendation: 'Continue the cream for 2 weeks after the rash has cleared.',
        category: 'adherence',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        "Body, groin and foot tinea: topical azole (clotrimazole 1% or miconazole 2%) or Whitfield's ointment twice daily, continued 2 weeks after clearing (usually 4 weeks). Scalp tinea and nail tinea need oral antifungal (griseofulvin for 6 to 8 weeks in children, or terbinafine); oral treatment also for extensive disease.",
      supportiveCare: [
        'Keep lesions dry',
        'Wear open shoes or cotton socks',
        'Treat any secondary bacterial infection',
      ],
      followUpSchedule: 'Review after 2 to 4 weeks; scalp tinea at the end of the oral course.',
      antibioticsIndicated: false,
      citations: [
        { sourceId: 'ug-clinical-guidelines-2023', section: 'Skin diseases: Fungal skin infections (tinea)' },
        {
          sourceId: 'za-phc-stg-2020',
          section: 'Skin conditions: Fungal infections of the skin, scalp and nails',
        },
      ],
    },
    citations: [
      { sourceId: 'ug-clinical-guidelines-2023', section: 'Skin diseases: Fungal skin infections (tinea)' },
      { sourceId: 'ke-clinical-guidelines-2009', section: 'Skin conditions: Fungal infections' },
    ],
  },
  {
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
      { findingId: 'raised-bilirubin-lab', frequency: 0.75 },
      { findingId: 'hbsag-positive-lab', frequency: 0.45 },
      { findingId: 'anti-hcv-positive-lab', frequency: 0.08 },
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
  },
  {
    id: 'sepsis',
    name: 'Sepsis and septic shock',
    icd10: ['A41.9', 'A40.9', 'A41', 'A40'],
    icd11: '1G40',
    urgency: 'critical',
    prior: {
      baseline: 0.004,
      byAge: [
        { maxYears: 1, multiplier: 2.5 },
        { minYears: 1, maxYears: 5, multiplier: 1.2 },
        { minYears: 5, maxYears: 60, multiplier: 1 },
        { minYears: 60, multiplier: 2 },
      ],
      citations: [
        { sourceId: 'who-sepsis-2021', section: 'Introduction: burden of sepsis' },
        { sourceId: 'who-iatt-2011', section: 'Shock and sepsis' },
      ],
    },
    findings: [
      { findingId: 'hypertension-reading', frequency: 0.05 },
      { findingId: 'hyperglycaemia-lab', frequency: 0.2 },
      { findingId: 'fever', frequency: 0.75 },
      { findingId: 'high-fever', frequency: 0.4 },
      { findingId: 'hypothermia', frequency: 0.12 },
      { findingId: 'chills-rigors', frequency: 0.45 },
      { findingId: 'tachycardia', frequency: 0.85 },
      { findingId: 'tachypnoea', frequency: 0.75 },
      { findingId: 'hypotension', frequency: 0.45 },
      { findingId: 'weak-pulse-cold-hands', frequency: 0.35 },
      { findingId: 'confusion', frequency: 0.5 },
      { findingId: 'lethargy', frequency: 0.5 },
      { findingId: 'prostration', frequency: 0.4 },
      { findingId: 'reduced-urine', frequency: 0.35 },
      { findingId: 'hypoxaemia', frequency: 0.3 },
      { findingId: 'leucocytosis-lab', frequency: 0.6 },
      { findingId: 'leucopenia-lab', frequency: 0.12 },
      { findingId: 'raised-crp-lab', frequency: 0.9 },
      { findingId: 'raised-lactate-lab', frequency: 0.55 },
      { findingId: 'thrombocytopenia-lab', frequency: 0.35 },
      { findingId: 'raised-creatinine-lab', frequency: 0.4 },
      { findingId: 'known-hiv', frequency: 0.3 },
      { findingId: 'known-diabetes', frequency: 0.12 },
      { findingId: 'petechial-rash', frequency: 0.08 },
      { findingId: 'malaria-test-positive', frequency: 0.08 },
      { findingId: 'runny-nose', frequency: 0.05 },
      {
        findingId: 'shortness-of-breath',
        frequency: 0.4,
        citation: {
          sourceId: 'ssc-sepsis-2021',
          section: 'Screening for sepsis: respiratory source and tachypnoea, qSOFA',
        },
      },
      {
        findingId: 'respiratory-distress',
        frequency: 0.2,
        citation: {
          sourceId: 'ssc-sepsis-2021',
          section: 'Screening for sepsis: respiratory source and tachypnoea, qSOFA',
        },
      },
      {
        findingId: 'cough',
        frequency: 0.35,
        citation: {
          sourceId: 'ssc-sepsis-2021',
          section: 'Sources of infection: the lung is the commonest source of sepsis',
        },
      },
      {
        findingId: 'productive-cough',
        frequency: 0.2,
        citation: {
          sourceId: 'ssc-sepsis-2021',
          section: 'Sources of infection: the lung is the commonest source of sepsis',
        },
      },
      {
        findingId: 'crackles',
        frequency: 0.2,
        citation: {
          sourceId: 'ssc-sepsis-2021',
          section: 'Sources of infection: the lung is the commonest source of sepsis',
        },
      },
      {
        findingId: 'fatigue',
        frequency: 0.6,
        citation: { sourceId: 'who-iatt-2011', section: 'Shock and sepsis: weakness and malaise' },
      },
      {
        findingId: 'malaise',
        frequency: 0.6,
        citation: { sourceId: 'who-iatt-2011', section: 'Shock and sepsis: weakness and malaise' },
      },
      {
        findingId: 'anorexia',
        frequency: 0.4,
        citation: { sourceId: 'who-iatt-2011', section: 'Shock and sepsis: weakness and malaise' },
      },
      {
        findingId: 'myalgia',
        frequency: 0.3,
        citation: { sourceId: 'who-iatt-2011', section: 'Shock and sepsis: weakness and malaise' },
      },
      {
        findingId: 'headache',
        frequency: 0.25,
        citation: { sourceId: 'who-iatt-2011', section: 'Shock and sepsis' },
      },
      {
        findingId: 'sweating',
        frequency: 0.3,
        citation: { sourceId: 'who-iatt-2011', section: 'Shock and sepsis' },
      },
      {
        findingId: 'dizziness',
        frequency: 0.25,
        citation: { sourceId: 'who-iatt-2011', section: 'Shock and sepsis: poor perfusion' },
      },
      {
        findingId: 'nausea',
        frequency: 0.3,
        citation: { sourceId: 'ssc-sepsis-2021', section: 'Sources of infection: abdominal source' },
      },
      {
        findingId: 'vomiting',
        frequency: 0.3,
        citation: { sourceId: 'ssc-sepsis-2021', section: 'Sources of infection: abdominal source' },
      },
      {
        findingId: 'diarrhoea',
        frequency: 0.15,
        citation: { sourceId: 'ssc-sepsis-2021', section: 'Sources of infection: abdominal source' },
      },
      {
        findingId: 'abdominal-pain',
        frequency: 0.2,
        citation: { sourceId: 'ssc-sepsis-2021', section: 'Sources of infection: abdominal source' },
      },
      {
        findingId: 'dysuria',
        frequency: 0.12,
        citation: { sourceId: 'ssc-sepsis-2021', section: 'Sources of infection: urinary source' },
      },
      {
        findingId: 'red-hot-swollen-skin',
        frequency: 0.1,
        citation: { sourceId: 'ssc-sepsis-2021', section: 'Sources of infection: skin and soft tissue' },
      },
      {
        findingId: 'unconscious',
        frequency: 0.1,
        citation: {
          sourceId: 'sepsis-3-2016',
          section: 'qSOFA: altered mentation; SOFA central nervous system score',
        },
      },
      {
        findingId: 'jaundice',
        frequency: 0.08,
        citation: { sourceId: 'sepsis-3-2016', section: 'SOFA liver score (bilirubin)' },
      },
      {
        findingId: 'raised-bilirubin-lab',
        frequency: 0.25,
        citation: { sourceId: 'sepsis-3-2016', section: 'SOFA liver score (bilirubin)' },
      },
      {
        findingId: 'prolonged-clotting-lab',
        frequency: 0.2,
        citation: {
          sourceId: 'sepsis-3-2016',
          section: 'SOFA coagulation score; sepsis-induced coagulopathy',
        },
      },
      {
        findingId: 'hypoglycaemia-lab',
        frequency: 0.05,
        citation: {
          sourceId: 'who-pocket-book-2013',
          section: 'Chapter 6: Fever — septicaemia; check glucose',
        },
      },
      {
        findingId: 'unable-to-drink',
        frequency: 0.25,
        citation: { sourceId: 'who-imci-2014', section: 'Very severe disease: general danger signs' },
      },
      {
        findingId: 'vomiting-everything',
        frequency: 0.1,
        citation: { sourceId: 'who-imci-2014', section: 'Very severe disease: general danger signs' },
      },
      {
        findingId: 'convulsions',
        frequency: 0.05,
        citation: { sourceId: 'who-imci-2014', section: 'Very severe disease: general danger signs' },
      },
      {
        findingId: 'irritability',
        frequency: 0.2,
        citation: { sourceId: 'who-pocket-book-2013', section: 'Chapter 6: Fever — septicaemia in children' },
      },
      { findingId: 'rash', frequency: 0.1 },
      {
        findingId: 'hiv-test-positive',
        frequency: 0.3,
        citation: { sourceId: 'who-sepsis-2021', section: 'Risk factors: HIV and other immunosuppression' },
      },
    ],
    redFlags: [
      {
        findingIds: ['hypotension', 'weak-pulse-cold-hands', 'unconscious'],
        finding: 'Septic shock (low blood pressure or poor perfusion) or coma',
        urgency: 'critical',
        actionRequired:
          'Resuscitate now: oxygen, IV access, fluid bolus with reassessment, IV antibiotics within 1 hour, blood culture first if it causes no delay; refer for vasopressors.',
        citations: [{ sourceId: 'who-sepsis-2021', section: 'Initial resuscitation; antimicrobial therapy' }],
      },
      {
        findingIds: ['confusion', 'hypoxaemia', 'raised-lactate-lab'],
        finding: 'Organ dysfunction: confusion, hypoxaemia or raised lactate',
        urgency: 'emergency',
        actionRequired:
          'Treat as sepsis: antibiotics within 1 hour, oxygen, fluids, check glucose; admit to a monitored bed.',
        citations: [{ sourceId: 'who-iatt-2011', section: 'Shock and sepsis' }],
      },
    ],
    investigations: [
      {
        test: 'Blood culture (before antibiotics if it does not delay them)',
        urgency: 'stat',
        rationale: 'Identifies the organism and guides de-escalation.',
        expectedFindings:
          'Gram-negative rods, Staphylococcus aureus, pneumococcus or non-typhoidal Salmonella are common in Africa.',
      },
      {
        test: 'Malaria RDT or smear, glucose, full blood count, lactate, creatinine',
        urgency: 'stat',
        rationale:
          'Malaria and hypoglycaemia must be excluded; lactate and creatinine grade organ dysfunction.',
        expectedFindings: 'Lactate >= 2 mmol/L, raised creatinine, raised or low white cells, low platelets.',
      },
      {
        test: 'Search for the source: chest X-ray, urine dipstick and culture, HIV test, lumbar puncture if meningitis is possible',
        urgency: 'urgent',
        rationale: 'Source control and HIV status change management.',
        expectedFindings: 'Pneumonia, urinary infection, abscess or meningitis.',
      },
    ],
    monitoring: [
      {
        parameter: 'Blood pressure, heart rate, respiratory rate, SpO2, consciousness',
        frequency: 'Every 15 minutes until stable, then hourly',
        alertCriteria: 'Systolic BP < 90 mmHg, SpO2 < 90%, falling consciousness',
      },
      { parameter: 'Urine output', frequency: 'Hourly', alertCriteria: 'Less than 0.5 mL/kg/hour' },
      {
        parameter: 'Signs of fluid overload after each bolus',
        frequency: 'After every bolus',
        alertCriteria: 'New crackles, raised JVP, worsening breathing: stop fluids',
      },
    ],
    referrals: [
      {
        specialist: 'Hospital with high-dependency or intensive care',
        urgency: 'emergency',
        reason: 'Septic shock or organ dysfunction needs monitoring, vasopressors and source control.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'After recovery, complete the antibiotic course and return at once if fever or confusion come back.',
        category: 'follow-up',
        importance: 'high',
      },
      {
        recommendation:
          'People with HIV or diabetes: keep taking ART and diabetes treatment; vaccinations lower the risk of severe infection.',
        category: 'prevention',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Recognise and treat within the first hour: empirical IV broad-spectrum antibiotics (ceftriaxone in adults; ampicillin with gentamicin, or ceftriaxone, in children as per WHO Pocket Book), IV crystalloid fluid for hypotension or shock with reassessment after each bolus (in children only with signs of shock, and cautiously where intensive care is lacking), oxygen for SpO2 < 90%, treat hypoglycaemia, and find and control the source. Add antimalarial (IV artesunate) when malaria cannot be excluded in endemic areas.',
      supportiveCare: [
        'Oxygen to keep SpO2 >= 94%',
        'Check and correct glucose',
        'Paracetamol for fever',
        'Urinary catheter to monitor output in shock',
      ],
      followUpSchedule:
        'Reassess hourly until stable; review antibiotics at 48 to 72 hours with culture results.',
      antibioticsIndicated: true,
      citations: [
        {
          sourceId: 'who-sepsis-2021',
          section: 'Recommendations: screening, initial resuscitation, antimicrobial therapy',
        },
        {
          sourceId: 'who-pocket-book-2013',
          section: 'Chapter 1: Triage and emergency conditions; Chapter 6: Septicaemia',
        },
        { sourceId: 'who-iatt-2011', section: 'Shock and sepsis' },
      ],
    },
    citations: [
      { sourceId: 'who-iatt-2011', section: 'Shock and sepsis' },
      { sourceId: 'who-sepsis-2021', section: 'Screening and early management' },
    ],
  },
  {
    id: 'varicella',
    name: 'Varicella (chickenpox)',
    icd10: ['B01.9', 'B01'],
    icd11: '1E90',
    urgency: 'routine',
    prior: {
      baseline: 0.004,
      byAge: [
        { maxYears: 15, multiplier: 2 },
        { minYears: 15, multiplier: 0.35 },
      ],
      citations: [{ sourceId: 'za-phc-stg-2020', section: 'Infections: Chickenpox (varicella)' }],
    },
    findings: [
      { findingId: 'vesicular-rash', frequency: 0.95 },
      { findingId: 'vesicles-different-stages', frequency: 0.9 },
      { findingId: 'rash', frequency: 0.98 },
      { findingId: 'itching', frequency: 0.85 },
      { findingId: 'fever', frequency: 0.75 },
      { findingId: 'malaise', frequency: 0.6 },
      { findingId: 'anorexia', frequency: 0.4 },
      { findingId: 'headache', frequency: 0.35 },
      { findingId: 'maculopapular-rash', frequency: 0.4 },
      { findingId: 'sick-contacts', frequency: 0.6 },
      { findingId: 'runny-nose', frequency: 0.25 },
      { findingId: 'cough', frequency: 0.2 },
      { findingId: 'shortness-of-breath', frequency: 0.05 },
      { findingId: 'tachypnoea', frequency: 0.08 },
      { findingId: 'hypoxaemia', frequency: 0.03 },
      { findingId: 'tachycardia', frequency: 0.3 },
      { findingId: 'umbilicated-pustules', frequency: 0.02 },
      { findingId: 'rash-palms-soles', frequency: 0.002 },
      { findingId: 'lymphadenopathy', frequency: 0.1 },
      { findingId: 'petechial-rash', frequency: 0.003 },
      { findingId: 'red-hot-swollen-skin', frequency: 0.02 },
    ],
    redFlags: [
      {
        findingIds: ['hypoxaemia', 'respiratory-distress'],
        finding: 'Hypoxaemia or respiratory distress with chickenpox: varicella pneumonia',
        urgency: 'emergency',
        actionRequired: 'Give oxygen, start IV aciclovir and refer for admission.',
        citations: [
          {
            sourceId: 'za-hospital-adult-stg-2019',
            section: 'Infections: Varicella (chickenpox) complications',
          },
        ],
      },
      {
        findingIds: ['confusion', 'convulsions', 'neck-stiffness'],
        finding: 'Confusion, fits or neck stiffness: varicella encephalitis or meningitis',
        urgency: 'emergency',
        actionRequired: 'Admit, start IV aciclovir, assess for other causes of encephalitis.',
        citations: [
          {
            sourceId: 'za-hospital-adult-stg-2019',
            section: 'Infections: Varicella (chickenpox) complications',
          },
        ],
      },
      {
        findingIds: ['red-hot-swollen-skin', 'fluctuant-swelling', 'petechial-rash', 'bleeding-mucosal'],
        finding: 'Infected or haemorrhagic lesions (secondary streptococcal or staphylococcal infection)',
        urgency: 'urgent',
        actionRequired: 'Start an antistaphylococcal antibiotic; refer if spreading fast or bleeding.',
        citations: [{ sourceId: 'za-phc-stg-2020', section: 'Infections: Chickenpox (varicella)' }],
      },
    ],
    investigations: [
      {
        test: 'Clinical diagnosis',
        urgency: 'routine',
        rationale:
          'Crops of itchy vesicles at different stages, starting on the trunk, are typical; PCR of vesicle fluid only when unsure (e.g. mpox).',
        expectedFindings: 'Vesicles on a red base, papules and crusts together.',
      },
    ],
    monitoring: [
      {
        parameter: 'Breathing, alertness, skin infection',
        frequency: 'Daily by the carer; review if worse',
        alertCriteria: 'Fast breathing, drowsiness, spreading redness or bleeding into spots',
      },
    ],
    referrals: [
      {
        specialist: 'Hospital',
        urgency: 'emergency',
        reason:
          'Pneumonia, encephalitis, haemorrhagic varicella or severe illness in an immunosuppressed person.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Stay home from school or work until all spots have crusted (about 5 days after the rash starts).',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Keep away from pregnant women, newborns and people with weak immunity.',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Cut nails short and bathe daily to reduce scratching and infection.',
        category: 'hygiene',
        importance: 'medium',
      },
      {
        recommendation:
          'Do not give aspirin (Reye syndrome) and avoid ibuprofen (severe skin infection); use paracetamol.',
        category: 'safety',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Healthy children: symptomatic care. Oral aciclovir within 24 hours of rash onset for adolescents and adults, and for pregnant or immunosuppressed patients; IV aciclovir for complications or severe disease.',
      supportiveCare: [
        'Paracetamol for fever',
        'Calamine lotion and an oral antihistamine for itching',
        'Fluids',
      ],
      followUpSchedule:
        'Review if new fever after initial improvement, breathing difficulty or infected spots.',
      antibioticsIndicated: false,
      citations: [
        { sourceId: 'za-phc-stg-2020', section: 'Infections: Chickenpox (varicella)' },
        { sourceId: 'ug-clinical-guidelines-2023', section: 'Infectious diseases: Chickenpox' },
      ],
    },
    citations: [
      { sourceId: 'za-phc-stg-2020', section: 'Infections: Chickenpox (varicella)' },
      { sourceId: 'ug-clinical-guidelines-2023', section: 'Infectious diseases: Chickenpox' },
    ],
  },
  {
    id: 'conjunctivitis',
    name: 'Conjunctivitis (bacterial, viral or allergic)',
    icd10: ['H10.9', 'H10.0', 'H10.1', 'H10'],
    icd11: '9A60',
    urgency: 'routine',
    prior: {
      baseline: 0.02,
      citations: [{ sourceId: 'who-aco-2016', section: 'Primary eye care: the red eye; conjunctivitis' }],
    },
    findings: [
      { findingId: 'red-eyes', frequency: 0.98 },
      { findingId: 'eye-discharge', frequency: 0.75 },
      { findingId: 'gritty-itchy-eyes', frequency: 0.7 },
      { findingId: 'eyelids-stuck-together', frequency: 0.45 },
      { findingId: 'itchy-nose-eyes', frequency: 0.25 },
      { findingId: 'runny-nose', frequency: 0.25 },
      { findingId: 'sneezing', frequency: 0.15 },
      { findingId: 'sore-throat', frequency: 0.15 },
      { findingId: 'sick-contacts', frequency: 0.3 },
      { findingId: 'lymphadenopathy', frequency: 0.12 },
      { findingId: 'fever', frequency: 0.1 },
      { findingId: 'headache', frequency: 0.08 },
      { findingId: 'photophobia', frequency: 0.03 },
      { findingId: 'visual-disturbance', frequency: 0.02 },
      { findingId: 'severe-eye-pain', frequency: 0.002 },
      { findingId: 'maculopapular-rash', frequency: 0.01 },
    ],
    redFlags: [
      {
        findingIds: ['severe-eye-pain'],
        finding: 'Severe eye pain: keratitis, iritis or acute glaucoma, not simple conjunctivitis',
        urgency: 'urgent',
        actionRequired: 'Check visual acuity and cornea (fluorescein); refer to an eye clinic the same day.',
        citations: [{ sourceId: 'who-aco-2016', section: 'Primary eye care: the red eye; danger signs' }],
      },
      {
        findingIds: ['koplik-spots'],
        finding: 'Koplik spots with red eyes: measles',
        urgency: 'urgent',
        actionRequired: 'Manage as measles: vitamin A, isolation and notification.',
        citations: [
          { sourceId: 'who-measles-2017', section: 'Treating measles in children: eye complications' },
        ],
      },
    ],
    investigations: [
      {
        test: 'Visual acuity and examination with a torch (fluorescein staining if available)',
        urgency: 'routine',
        rationale:
          'Normal vision and a clear cornea separate conjunctivitis from sight-threatening red eyes.',
        expectedFindings: 'Normal vision, diffuse redness, no corneal staining.',
      },
      {
        test: 'Gram stain and culture of discharge in a newborn or in hyperacute purulent conjunctivitis',
        urgency: 'urgent',
        rationale: 'Gonococcal conjunctivitis threatens sight within days.',
        expectedFindings: 'Gram-negative intracellular diplococci in gonococcal infection.',
      },
    ],
    monitoring: [
      {
        parameter: 'Redness, discharge and vision',
        frequency: 'Review after 3 to 5 days if not better',
        alertCriteria: 'Pain, reduced vision or no improvement after 5 days',
      },
    ],
    referrals: [
      {
        specialist: 'Ophthalmology or eye clinic',
        urgency: 'urgent',
        reason: 'Reduced vision, severe pain, corneal ulcer, or conjunctivitis in a newborn.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Wash hands often, do not share towels or face cloths, and clean discharge with boiled cooled water.',
        category: 'hygiene',
        importance: 'high',
      },
      {
        recommendation: 'Do not put traditional remedies or breast milk in the eyes.',
        category: 'safety',
        importance: 'high',
      },
      {
        recommendation: 'Allergic conjunctivitis: avoid rubbing the eyes and use cold compresses.',
        category: 'self-care',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Purulent (bacterial) conjunctivitis: tetracycline 1% eye ointment or chloramphenicol eye drops or ointment for 5 to 7 days. Viral conjunctivitis: hygiene and cold compresses, no antibiotic. Allergic conjunctivitis: cold compresses, oral antihistamine or antihistamine/cromoglicate eye drops. Newborn with purulent conjunctivitis: treat for gonococcus and chlamydia systemically (ceftriaxone) and refer.',
      supportiveCare: [
        'Clean the eyes with clean water before applying medicine',
        'Cold compresses for comfort',
      ],
      followUpSchedule: 'Review after 5 days if not better, at once if pain or blurred vision.',
      antibioticsIndicated: true,
      citations: [
        {
          sourceId: 'za-phc-stg-2020',
          section: 'Eye conditions: Conjunctivitis (bacterial, viral, allergic; neonatal)',
        },
        { sourceId: 'ug-clinical-guidelines-2023', section: 'Eye conditions: Conjunctivitis' },
      ],
    },
    citations: [
      { sourceId: 'who-aco-2016', section: 'Primary eye care: the red eye; conjunctivitis' },
      { sourceId: 'za-phc-stg-2020', section: 'Eye conditions: Conjunctivitis' },
    ],
  },
  {
    id: 'type-2-diabetes',
    name: 'Type 2 diabetes mellitus',
    icd10: ['E11.9', 'E11', 'E14.9', 'E14'],
    icd11: '5A11',
    urgency: 'routine',
    prior: {
      baseline: 0.02,
      byAge: [
        { maxYears: 10, multiplier: 0.02 },
        { minYears: 10, maxYears: 25, multiplier: 0.2 },
        { minYears: 25, maxYears: 40, multiplier: 0.7 },
        { minYears: 40, multiplier: 2 },
      ],
      byCountry: {
        KE: 1,
        SO: 0.9,
        ET: 0.8,
        UG: 1,
        TZ: 1,
        NG: 1,
        GH: 1,
        ZA: 1.6,
        MW: 1,
        ZW: 1,
        ML: 1,
        BF: 1,
        BW: 1.3,
        ZM: 1,
      },
      pregnancy: { pregnant: 0.6 },
      citations: [
        { sourceId: 'who-pen-2020', section: 'Integrated management of hypertension and diabetes' },
        { sourceId: 'ke-diabetes-2018', section: 'Chapter 1: Epidemiology and classification of diabetes' },
      ],
    },
    findings: [
      { findingId: 'hypertension-reading', frequency: 0.4 },
      { findingId: 'missed-insulin-doses', frequency: 0.02 },
      { findingId: 'hyperglycaemia-lab', frequency: 0.9 },
      { findingId: 'known-diabetes', frequency: 0.5 },
      { findingId: 'polyuria', frequency: 0.5 },
      { findingId: 'polydipsia', frequency: 0.5 },
      { findingId: 'nocturia', frequency: 0.45 },
      { findingId: 'fatigue', frequency: 0.5 },
      { findingId: 'weight-loss', frequency: 0.3 },
      { findingId: 'obesity', frequency: 0.5 },
      { findingId: 'known-hypertension', frequency: 0.4 },
      { findingId: 'visual-disturbance', frequency: 0.2 },
      { findingId: 'numbness-tingling-feet', frequency: 0.2 },
      { findingId: 'itching', frequency: 0.1 },
      { findingId: 'ketones-lab', frequency: 0.08 },
      { findingId: 'kussmaul-breathing', frequency: 0.003 },
      { findingId: 'vomiting', frequency: 0.05 },
      { findingId: 'abdominal-pain', frequency: 0.05 },
      { findingId: 'confusion', frequency: 0.02 },
      { findingId: 'hypoglycaemia-lab', frequency: 0.01 },
      { findingId: 'fever', frequency: 0.05 },
      { findingId: 'thirsty', frequency: 0.5 },
    ],
    redFlags: [
      {
        findingIds: ['kussmaul-breathing', 'fruity-breath'],
        finding: 'Deep sighing breathing or fruity breath with high glucose: diabetic ketoacidosis',
        urgency: 'critical',
        actionRequired: 'Start IV 0.9% saline and refer now for insulin infusion and potassium monitoring.',
        citations: [{ sourceId: 'ke-diabetes-2018', section: 'Chapter: Diabetic emergencies (DKA, HHS)' }],
      },
      {
        findingIds: ['unconscious'],
        finding: 'Unconscious with very high glucose: hyperosmolar hyperglycaemic state or DKA',
        urgency: 'critical',
        actionRequired: 'IV fluids and urgent referral; check glucose, sodium and creatinine.',
        citations: [{ sourceId: 'ke-diabetes-2018', section: 'Chapter: Diabetic emergencies (DKA, HHS)' }],
      },
      {
        findingIds: ['hypoglycaemia-lab'],
        finding: 'Low blood glucose on diabetes treatment',
        urgency: 'emergency',
        actionRequired:
          'Give glucose now (oral if awake, IV if not), then review the dose of insulin or sulfonylurea.',
        citations: [{ sourceId: 'who-pen-2020', section: 'Diabetes: management of hypoglycaemia' }],
      },
    ],
    investigations: [
      {
        test: 'Fasting plasma glucose, random glucose or HbA1c',
        urgency: 'routine',
        rationale:
          'Diagnosis: fasting >= 7.0 mmol/L, random >= 11.1 mmol/L with symptoms, or HbA1c >= 6.5%; repeat if no symptoms.',
        expectedFindings: 'Glucose or HbA1c above the diagnostic threshold.',
      },
      {
        test: 'Urine ketones (or blood ketones) in a symptomatic patient',
        urgency: 'urgent',
        rationale: 'Ketosis suggests insulin deficiency (type 1 or DKA) and changes management.',
        expectedFindings: 'Negative or trace ketones in uncomplicated type 2 diabetes.',
      },
      {
        test: 'Creatinine (eGFR), urine albumin or protein, lipids, blood pressure, foot and eye examination',
        urgency: 'routine',
        rationale: 'Baseline complications and cardiovascular risk; metformin dose depends on eGFR.',
        expectedFindings: 'Albuminuria, reduced eGFR, retinopathy or neuropathy in long-standing disease.',
      },
    ],
    monitoring: [
      {
        parameter: 'Fasting glucose or HbA1c',
        frequency: 'Glucose at each visit; HbA1c every 3 to 6 months',
        alertCriteria: 'HbA1c > 7% (53 mmol/mol) or fasting glucose > 7 mmol/L: intensify treatment',
      },
      {
        parameter: 'Blood pressure, weight, feet',
        frequency: 'Every visit',
        alertCriteria: 'BP >= 130/80 mmHg, foot ulcer or loss of sensation',
      },
      {
        parameter: 'Creatinine, urine albumin, eye examination',
        frequency: 'Yearly',
        alertCriteria: 'eGFR < 30 (stop metformin), albuminuria, retinopathy',
      },
    ],
    referrals: [
      {
        specialist: 'Diabetes clinic or physician',
        urgency: 'routine',
        reason: 'Targets not met on two oral agents, need for insulin, or complications.',
      },
      {
        specialist: 'Eye clinic',
        urgency: 'routine',
        reason: 'Retinal screening at diagnosis and then yearly.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Eat more vegetables, pulses and whole grains; cut sugary drinks, white bread and large starchy portions.',
        category: 'diet',
        importance: 'high',
      },
      {
        recommendation:
          'Walk briskly or do other moderate activity at least 30 minutes on 5 days a week; lose 5-10% of weight if overweight.',
        category: 'activity',
        importance: 'high',
      },
      { recommendation: 'Stop smoking and limit alcohol.', category: 'prevention', importance: 'high' },
      {
        recommendation: 'Check your feet daily, wear closed shoes, and come early for any wound.',
        category: 'self-care',
        importance: 'high',
      },
      {
        recommendation: 'Take medicines every day even when you feel well.',
        category: 'adherence',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Lifestyle change for all. Metformin first line (start low with meals, increase gradually; not if eGFR < 30). Add a sulfonylurea (gliclazide preferred in older people) if targets are not met; then human insulin (NPH at night). Statin for people aged 40 or more; blood pressure control with an ACE inhibitor if albuminuria. Symptomatic very high glucose or weight loss with ketones: start insulin.',
      supportiveCare: [
        'Structured diabetes education',
        'Foot care',
        'Vaccination (influenza, hepatitis B) as per national schedule',
      ],
      followUpSchedule: 'Every 2 to 4 weeks until glucose is controlled, then every 3 months.',
      antibioticsIndicated: false,
      citations: [
        { sourceId: 'who-pen-2020', section: 'Integrated management of hypertension and diabetes' },
        { sourceId: 'who-diabetes-2018', section: 'Recommendations 1-3: second- and third-line medicines' },
        { sourceId: 'ke-diabetes-2018', section: 'Chapter: Management of type 2 diabetes' },
      ],
    },
    citations: [
      { sourceId: 'ke-diabetes-2018', section: 'Chapters: Diagnosis; Management of type 2 diabetes' },
      { sourceId: 'who-pen-2020', section: 'Integrated management of hypertension and diabetes' },
    ],
  },
  {
    id: 'diabetic-ketoacidosis',
    name: 'Diabetic ketoacidosis',
    icd10: ['E10.1', 'E11.1', 'E14.1'],
    urgency: 'critical',
    prior: {
      baseline: 0.0008,
      byAge: [
        { maxYears: 1, multiplier: 0.1 },
        { minYears: 1, maxYears: 25, multiplier: 1.6 },
        { minYears: 25, multiplier: 0.9 },
      ],
      citations: [
        { sourceId: 'ispad-dka-2022', section: 'Epidemiology: DKA at diagnosis of type 1 diabetes' },
        { sourceId: 'ke-diabetes-2018', section: 'Chapter: Diabetic emergencies (DKA)' },
      ],
    },
    findings: [
      { findingId: 'hypertension-reading', frequency: 0.05 },
      { findingId: 'missed-insulin-doses', frequency: 0.35 },
      { findingId: 'hyperglycaemia-lab', frequency: 0.99 },
      { findingId: 'ketones-lab', frequency: 0.98 },
      { findingId: 'kussmaul-breathing', frequency: 0.7 },
      { findingId: 'fruity-breath', frequency: 0.4 },
      { findingId: 'respiratory-distress', frequency: 0.5 },
      { findingId: 'tachypnoea', frequency: 0.7 },
      { findingId: 'vomiting', frequency: 0.75 },
      { findingId: 'nausea', frequency: 0.7 },
      { findingId: 'abdominal-pain', frequency: 0.5 },
      { findingId: 'polyuria', frequency: 0.85 },
      { findingId: 'polydipsia', frequency: 0.85 },
      { findingId: 'weight-loss', frequency: 0.5 },
      { findingId: 'sunken-eyes', frequency: 0.6 },
      { findingId: 'slow-skin-pinch', frequency: 0.5 },
      { findingId: 'tachycardia', frequency: 0.8 },
      { findingId: 'lethargy', frequency: 0.6 },
      { findingId: 'confusion', frequency: 0.4 },
      { findingId: 'unconscious', frequency: 0.12 },
      { findingId: 'hypotension', frequency: 0.15 },
      { findingId: 'known-diabetes', frequency: 0.65 },
      { findingId: 'fever', frequency: 0.2 },
      { findingId: 'cough', frequency: 0.1 },
      { findingId: 'diarrhoea', frequency: 0.08 },
      { findingId: 'hypoglycaemia-lab', frequency: 0.001 },
      { findingId: 'wheeze', frequency: 0.02 },
      { findingId: 'thirsty', frequency: 0.6 },
      { findingId: 'fatigue', frequency: 0.5 },
      { findingId: 'anorexia', frequency: 0.3 },
      { findingId: 'headache', frequency: 0.2 },
      { findingId: 'dizziness', frequency: 0.2 },
      { findingId: 'visual-disturbance', frequency: 0.15 },
      { findingId: 'on-insulin-or-sulfonylurea', frequency: 0.5 },
      { findingId: 'weak-pulse-cold-hands', frequency: 0.1 },
    ],
    redFlags: [
      {
        findingIds: ['unconscious'],
        finding: 'Falling consciousness in DKA: cerebral oedema (especially in children)',
        urgency: 'critical',
        actionRequired:
          'Raise the head of the bed, slow IV fluids, give mannitol or hypertonic saline, and transfer to intensive care.',
        citations: [{ sourceId: 'ispad-dka-2022', section: 'Cerebral oedema: recognition and treatment' }],
      },
      {
        findingIds: ['hypotension', 'weak-pulse-cold-hands'],
        finding: 'Shock in DKA',
        urgency: 'critical',
        actionRequired: 'Give a 0.9% saline bolus, repeat as needed, and transfer to a high-dependency unit.',
        citations: [{ sourceId: 'ispad-dka-2022', section: 'Fluid and sodium replacement' }],
      },
      {
        findingIds: ['kussmaul-breathing', 'fruity-breath'],
        finding: 'Acidotic (Kussmaul) breathing or ketotic breath',
        urgency: 'critical',
        actionRequired:
          'Start IV fluids and refer for insulin infusion with hourly glucose and potassium monitoring.',
        citations: [{ sourceId: 'ke-diabetes-2018', section: 'Chapter: Diabetic emergencies (DKA)' }],
      },
    ],
    investigations: [
      {
        test: 'Capillary or plasma glucose and blood or urine ketones',
        urgency: 'stat',
        rationale: 'DKA: glucose > 11 mmol/L with ketonaemia or ketonuria and acidosis.',
        expectedFindings:
          'Glucose usually > 14 mmol/L; ketones ++ or blood beta-hydroxybutyrate >= 3 mmol/L.',
      },
      {
        test: 'Venous blood gas (pH, bicarbonate), sodium, potassium, creatinine',
        urgency: 'stat',
        rationale: 'Grades severity and guides potassium replacement.',
        expectedFindings:
          'pH < 7.3 or bicarbonate < 15 mmol/L (severe if pH < 7.1); potassium may be high at first though total body potassium is low.',
      },
      {
        test: 'Look for a trigger: malaria test, urine dipstick and culture, chest X-ray, blood culture',
        urgency: 'urgent',
        rationale: 'Infection and missed insulin are the usual triggers.',
        expectedFindings: 'Infection, or no trigger with missed insulin doses.',
      },
    ],
    monitoring: [
      {
        parameter: 'Capillary glucose',
        frequency: 'Hourly',
        alertCriteria: 'Fall > 5 mmol/L per hour, or < 14 mmol/L: add dextrose to fluids',
      },
      {
        parameter: 'Potassium, sodium, bicarbonate or pH',
        frequency: 'Every 2 to 4 hours',
        alertCriteria: 'Potassium < 3.5 or > 5.5 mmol/L',
      },
      {
        parameter: 'Consciousness, headache, heart rate, fluid balance',
        frequency: 'Hourly',
        alertCriteria: 'Headache, falling GCS, slowing heart rate with rising BP: cerebral oedema',
      },
    ],
    referrals: [
      {
        specialist: 'Hospital with high-dependency care',
        urgency: 'emergency',
        reason: 'Insulin infusion and hourly monitoring are needed.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Never stop insulin during illness; check glucose and ketones more often and seek care early if vomiting.',
        category: 'adherence',
        importance: 'high',
      },
      {
        recommendation: 'Keep insulin cool (clay pot or cool place) and carry sugar at all times.',
        category: 'self-care',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'IV 0.9% sodium chloride resuscitation then rehydration (in children replace the deficit over 24 to 48 hours, as ISPAD 2022); start IV insulin infusion (soluble insulin) after the first hour of fluids; add potassium once urine output is confirmed and potassium is not high; add dextrose when glucose falls below about 14 mmol/L; no routine bicarbonate. Treat the trigger (antibiotics if infection).',
      supportiveCare: [
        'Nil by mouth until vomiting settles',
        'Nasogastric tube if drowsy and vomiting',
        'Strict fluid balance chart',
      ],
      followUpSchedule:
        'Switch to subcutaneous insulin when ketones clear and the patient eats; diabetes education before discharge; review within 1 week.',
      antibioticsIndicated: false,
      citations: [
        { sourceId: 'ispad-dka-2022', section: 'Management: fluids, insulin, potassium' },
        { sourceId: 'ke-diabetes-2018', section: 'Chapter: Diabetic emergencies (DKA)' },
        {
          sourceId: 'who-pocket-book-2013',
          section: 'Chapter 1: Emergency conditions (diabetic ketoacidosis)',
        },
      ],
    },
    citations: [
      { sourceId: 'ke-diabetes-2018', section: 'Chapter: Diabetic emergencies (DKA)' },
      { sourceId: 'ispad-dka-2022', section: 'Diagnosis and severity' },
    ],
  },
  {
    id: 'hypoglycaemia',
    name: 'Hypoglycaemia',
    icd10: ['E16.0', 'E16.1', 'E16.2'],
    urgency: 'emergency',
    prior: {
      baseline: 0.001,
      citations: [
        { sourceId: 'who-etat-2016', section: 'Emergency signs: hypoglycaemia' },
        { sourceId: 'ke-diabetes-2018', section: 'Chapter: Hypoglycaemia' },
      ],
    },
    findings: [
      { findingId: 'speech-difficulty', frequency: 0.15 },
      { findingId: 'hypoglycaemia-lab', frequency: 0.99 },
      { findingId: 'sweating', frequency: 0.65 },
      { findingId: 'tremor-shakiness', frequency: 0.55 },
      { findingId: 'palpitations', frequency: 0.4 },
      { findingId: 'tachycardia', frequency: 0.45 },
      { findingId: 'confusion', frequency: 0.6 },
      { findingId: 'agitation', frequency: 0.25 },
      { findingId: 'dizziness', frequency: 0.3 },
      { findingId: 'headache', frequency: 0.3 },
      { findingId: 'lethargy', frequency: 0.4 },
      { findingId: 'unconscious', frequency: 0.3 },
      { findingId: 'convulsions', frequency: 0.15 },
      { findingId: 'on-insulin-or-sulfonylurea', frequency: 0.7 },
      { findingId: 'known-diabetes', frequency: 0.75 },
      { findingId: 'missed-meal', frequency: 0.5 },
      { findingId: 'alcohol-use', frequency: 0.12 },
      { findingId: 'focal-weakness', frequency: 0.05 },
      { findingId: 'fever', frequency: 0.1 },
      { findingId: 'hyperglycaemia-lab', frequency: 0.001 },
      { findingId: 'ketones-lab', frequency: 0.05 },
      { findingId: 'kussmaul-breathing', frequency: 0.002 },
      { findingId: 'fatigue', frequency: 0.3 },
      { findingId: 'nausea', frequency: 0.15 },
      { findingId: 'visual-disturbance', frequency: 0.1 },
    ],
    redFlags: [
      {
        findingIds: ['unconscious', 'convulsions', 'confusion'],
        finding: 'Neuroglycopenia: confusion, fits or coma with low glucose',
        urgency: 'emergency',
        actionRequired:
          'Give IV glucose now (IM glucagon if no IV access), recheck glucose after 15 minutes, then feed once awake.',
        citations: [{ sourceId: 'who-etat-2016', section: 'Emergency treatments: give glucose' }],
      },
    ],
    investigations: [
      {
        test: 'Capillary blood glucose',
        urgency: 'stat',
        rationale:
          'Check in every patient with altered consciousness, fits or sweating on diabetes treatment.',
        expectedFindings:
          'Glucose < 3.9 mmol/L (< 3.0 mmol/L clinically significant; < 2.5 mmol/L in a sick child).',
      },
      {
        test: 'Malaria test, creatinine, review of medicines and alcohol',
        urgency: 'urgent',
        rationale:
          'Severe malaria, sepsis, kidney failure (slower drug clearance) and alcohol cause or prolong hypoglycaemia.',
        expectedFindings: 'Reduced eGFR on a sulfonylurea, or malaria in a child.',
      },
    ],
    monitoring: [
      {
        parameter: 'Capillary glucose',
        frequency: '15 minutes after treatment, then hourly for 4 to 6 hours (24 hours on a sulfonylurea)',
        alertCriteria: 'Glucose < 4 mmol/L again: repeat glucose and start a dextrose infusion',
      },
      {
        parameter: 'Level of consciousness',
        frequency: 'Every 15 minutes until fully awake',
        alertCriteria: 'Not awake 30 minutes after normal glucose: look for another cause',
      },
    ],
    referrals: [
      {
        specialist: 'Hospital admission',
        urgency: 'emergency',
        reason: 'Sulfonylurea-induced or recurrent hypoglycaemia, or slow recovery.',
      },
      {
        specialist: 'Diabetes clinic',
        urgency: 'routine',
        reason: 'Review of the treatment plan to prevent recurrence.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Never skip meals when taking insulin or a sulfonylurea; eat extra before heavy work.',
        category: 'diet',
        importance: 'high',
      },
      {
        recommendation: 'Carry sugar or sweets and take them at the first signs (sweating, shaking, hunger).',
        category: 'self-care',
        importance: 'high',
      },
      {
        recommendation: 'Family members should know how to give sugar and when to bring the patient in.',
        category: 'safety',
        importance: 'high',
      },
      {
        recommendation: 'Avoid drinking alcohol on an empty stomach.',
        category: 'safety',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Awake and able to swallow: 15 to 20 g of fast sugar (glucose tablets, sugar in water, soda), repeat after 15 minutes if glucose is still low, then a meal. Unconscious or fitting: IV glucose (10% dextrose; in children 5 mL/kg of 10% glucose as ETAT), or IM glucagon if no IV access; then a glucose infusion if the cause is long-acting. Reduce or stop the sulfonylurea or insulin that caused it.',
      supportiveCare: [
        'Recovery position if drowsy',
        'Feed as soon as awake',
        'Treat the underlying cause (malaria, sepsis, kidney failure)',
      ],
      followUpSchedule: 'Diabetes review within 1 week to adjust treatment.',
      antibioticsIndicated: false,
      citations: [
        { sourceId: 'who-etat-2016', section: 'Emergency treatments: give glucose' },
        { sourceId: 'ke-diabetes-2018', section: 'Chapter: Hypoglycaemia' },
        { sourceId: 'who-pen-2020', section: 'Diabetes: management of hypoglycaemia' },
      ],
    },
    citations: [
      { sourceId: 'ke-diabetes-2018', section: 'Chapter: Hypoglycaemia' },
      { sourceId: 'who-etat-2016', section: 'Emergency signs: hypoglycaemia' },
    ],
  },
  {
    id: 'hypertension',
    name: 'Hypertension (essential)',
    icd10: ['I10'],
    icd11: 'BA00',
    urgency: 'routine',
    prior: {
      baseline: 0.04,
      byAge: [
        { maxYears: 18, multiplier: 0.03 },
        { minYears: 18, maxYears: 30, multiplier: 0.3 },
        { minYears: 30, maxYears: 45, multiplier: 0.9 },
        { minYears: 45, maxYears: 65, multiplier: 2 },
        { minYears: 65, multiplier: 2.5 },
      ],
      byCountry: {
        KE: 1,
        SO: 1,
        ET: 0.8,
        UG: 1,
        TZ: 1,
        NG: 1,
        GH: 1,
        ZA: 1.3,
        MW: 1,
        ZW: 1,
        ML: 1,
        BF: 1,
        BW: 1.2,
        ZM: 1,
      },
      pregnancy: { pregnant: 0.4 },
      citations: [
        { sourceId: 'who-hypertension-2021', section: 'Background: prevalence of hypertension' },
        { sourceId: 'ke-cvd-2018', section: 'Chapter: Hypertension' },
      ],
    },
    findings: [
      { findingId: 'irregular-pulse', frequency: 0.03 },
      { findingId: 'stopped-antihypertensive-medicine', frequency: 0.08 },
      { findingId: 'hypertension-reading', frequency: 0.95 },
      { findingId: 'severe-hypertension-reading', frequency: 0.12 },
      { findingId: 'known-hypertension', frequency: 0.5 },
      { findingId: 'obesity', frequency: 0.4 },
      { findingId: 'known-diabetes', frequency: 0.15 },
      { findingId: 'headache', frequency: 0.35 },
      { findingId: 'dizziness', frequency: 0.25 },
      { findingId: 'fatigue', frequency: 0.3 },
      { findingId: 'sleep-disturbance', frequency: 0.2 },
      { findingId: 'palpitations', frequency: 0.2 },
      { findingId: 'nocturia', frequency: 0.1 },
      { findingId: 'severe-headache', frequency: 0.03 },
      { findingId: 'visual-disturbance', frequency: 0.02 },
      { findingId: 'confusion', frequency: 0.01 },
      { findingId: 'focal-weakness', frequency: 0.001 },
      { findingId: 'chest-pain', frequency: 0.02 },
      { findingId: 'shortness-of-breath', frequency: 0.05 },
      { findingId: 'fever', frequency: 0.03 },
      { findingId: 'pregnancy-over-20-weeks', frequency: 0.01 },
      { findingId: 'proteinuria-lab', frequency: 0.1 },
    ],
    redFlags: [
      {
        findingIds: ['confusion', 'convulsions', 'focal-weakness'],
        finding:
          'Raised blood pressure with confusion, fits or focal weakness: hypertensive emergency or stroke',
        urgency: 'emergency',
        actionRequired:
          'Treat as hypertensive emergency: controlled BP lowering with IV or oral agents and urgent referral.',
        citations: [{ sourceId: 'ke-cvd-2018', section: 'Chapter: Hypertensive emergencies' }],
      },
    ],
    investigations: [
      {
        test: 'Repeat blood pressure: two readings on two occasions (or home or ambulatory readings)',
        urgency: 'routine',
        rationale:
          'Confirms hypertension (>= 140/90 mmHg) before lifelong treatment, except when >= 180/110 mmHg.',
        expectedFindings: 'Sustained BP >= 140/90 mmHg.',
      },
      {
        test: 'Urine dipstick for protein, creatinine, potassium, glucose, lipids, ECG',
        urgency: 'routine',
        rationale: 'Looks for organ damage, diabetes and secondary causes; guides drug choice.',
        expectedFindings:
          'Proteinuria, raised creatinine or left ventricular hypertrophy in long-standing disease.',
      },
    ],
    monitoring: [
      {
        parameter: 'Blood pressure',
        frequency: 'Monthly until controlled, then every 3 to 6 months',
        alertCriteria: 'BP >= 140/90 mmHg (>= 130/80 with diabetes or CKD) after 3 months: step up treatment',
      },
      {
        parameter: 'Creatinine and potassium',
        frequency: 'Yearly, and 1 to 2 weeks after starting an ACE inhibitor or diuretic',
        alertCriteria: 'Creatinine up > 30% or potassium > 5.5 mmol/L',
      },
    ],
    referrals: [
      {
        specialist: 'Physician',
        urgency: 'routine',
        reason: 'Uncontrolled on three drugs, hypertension under 30 years, or suspected secondary cause.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Eat less salt (under 5 g a day: no added salt, fewer salty processed foods) and more fruit and vegetables.',
        category: 'diet',
        importance: 'high',
      },
      {
        recommendation: 'Be active at least 30 minutes on most days and lose weight if overweight.',
        category: 'activity',
        importance: 'high',
      },
      { recommendation: 'Stop smoking and limit alcohol.', category: 'prevention', importance: 'high' },
      {
        recommendation: 'Take the tablets every day for life, even when there are no symptoms.',
        category: 'adherence',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Start drug treatment when BP is confirmed >= 140/90 mmHg (immediately if >= 160/100 or high cardiovascular risk). First line for black African adults: a long-acting calcium channel blocker (amlodipine) or a thiazide or thiazide-like diuretic (hydrochlorothiazide, chlortalidone); add an ACE inhibitor or ARB (first choice with diabetes or proteinuric kidney disease). Use single-pill combinations where possible (HEARTS protocol). Target < 140/90 mmHg, < 130/80 mmHg with diabetes, CKD or high risk. Statin if high cardiovascular risk.',
      supportiveCare: ['Cardiovascular risk assessment', 'Screen for diabetes and kidney disease'],
      followUpSchedule: 'Monthly until controlled, then every 3 to 6 months.',
      antibioticsIndicated: false,
      citations: [
        {
          sourceId: 'who-hypertension-2021',
          section: 'Recommendations 1-8: thresholds, first-line drugs, targets',
        },
        { sourceId: 'who-hearts-2020', section: 'Evidence-based treatment protocols' },
        { sourceId: 'ke-cvd-2018', section: 'Chapter: Hypertension' },
      ],
    },
    citations: [
      { sourceId: 'ke-cvd-2018', section: 'Chapter: Hypertension' },
      { sourceId: 'who-hypertension-2021', section: 'Recommendations 1-8' },
    ],
  },
  {
    id: 'hypertensive-emergency',
    name: 'Hypertensive emergency / hypertensive encephalopathy',
    icd10: ['I16.1', 'I67.4', 'I10'],
    icd11: 'BA03',
    urgency: 'emergency',
    prior: {
      baseline: 0.001,
      byAge: [
        { maxYears: 18, multiplier: 0.05 },
        { minYears: 18, maxYears: 30, multiplier: 0.4 },
        { minYears: 30, multiplier: 1.2 },
      ],
      pregnancy: { pregnant: 0.3 },
      citations: [{ sourceId: 'ke-cvd-2018', section: 'Chapter: Hypertensive emergencies' }],
    },
    findings: [
      { findingId: 'stopped-antihypertensive-medicine', frequency: 0.35 },
      { findingId: 'lethargy', frequency: 0.3 },
      { findingId: 'severe-hypertension-reading', frequency: 0.97 },
      { findingId: 'hypertension-reading', frequency: 0.99 },
      { findingId: 'known-hypertension', frequency: 0.7 },
      { findingId: 'headache', frequency: 0.75 },
      { findingId: 'severe-headache', frequency: 0.6 },
      { findingId: 'confusion', frequency: 0.4 },
      { findingId: 'visual-disturbance', frequency: 0.45 },
      { findingId: 'vomiting', frequency: 0.35 },
      { findingId: 'nausea', frequency: 0.4 },
      { findingId: 'dizziness', frequency: 0.3 },
      { findingId: 'convulsions', frequency: 0.12 },
      { findingId: 'focal-weakness', frequency: 0.12 },
      { findingId: 'facial-droop', frequency: 0.06 },
      { findingId: 'speech-difficulty', frequency: 0.08 },
      { findingId: 'sudden-onset-neuro', frequency: 0.15 },
      { findingId: 'unconscious', frequency: 0.05 },
      { findingId: 'chest-pain', frequency: 0.2 },
      { findingId: 'shortness-of-breath', frequency: 0.3 },
      { findingId: 'orthopnoea', frequency: 0.15 },
      { findingId: 'crackles', frequency: 0.2 },
      { findingId: 'proteinuria-lab', frequency: 0.5 },
      { findingId: 'raised-creatinine-lab', frequency: 0.35 },
      { findingId: 'haematuria', frequency: 0.1 },
      { findingId: 'fever', frequency: 0.05 },
      { findingId: 'neck-stiffness', frequency: 0.01 },
      { findingId: 'pregnancy-over-20-weeks', frequency: 0.02 },
      { findingId: 'hypoxaemia', frequency: 0.15 },
      { findingId: 'respiratory-distress', frequency: 0.1 },
      { findingId: 'crushing-chest-pain', frequency: 0.05 },
    ],
    redFlags: [
      {
        findingIds: ['unconscious'],
        finding: 'Coma with severe hypertension: encephalopathy or intracerebral haemorrhage',
        urgency: 'critical',
        actionRequired:
          'Protect the airway, check glucose, start controlled IV BP lowering and transfer for CT.',
        citations: [{ sourceId: 'ke-cvd-2018', section: 'Chapter: Hypertensive emergencies' }],
      },
      {
        findingIds: ['hypoxaemia', 'respiratory-distress', 'crushing-chest-pain'],
        finding: 'Pulmonary oedema or ischaemic chest pain with severe hypertension',
        urgency: 'critical',
        actionRequired:
          'Sit up, oxygen, IV furosemide and nitrate for pulmonary oedema; ECG and troponin for ACS or dissection.',
        citations: [
          { sourceId: 'esc-hf-2021', section: 'Acute heart failure: hypertensive pulmonary oedema' },
        ],
      },
    ],
    investigations: [
      {
        test: 'Repeat BP in both arms; fundoscopy; neurological examination',
        urgency: 'stat',
        rationale:
          'Organ damage, not the number alone, defines an emergency; unequal arm BP suggests dissection.',
        expectedFindings: 'BP >= 180/120 mmHg with papilloedema, retinal haemorrhages or neurological signs.',
      },
      {
        test: 'Creatinine, electrolytes, urine dipstick, full blood count, ECG, troponin; CT head if neurological signs',
        urgency: 'stat',
        rationale: 'Kidney injury, ischaemia and stroke change the target and the drug.',
        expectedFindings: 'Raised creatinine, proteinuria or haematuria, LVH or ischaemia on ECG.',
      },
      {
        test: 'Pregnancy test in women of reproductive age',
        urgency: 'stat',
        rationale: 'Pre-eclampsia needs magnesium sulfate and delivery planning.',
        expectedFindings: 'Negative outside pregnancy.',
      },
    ],
    monitoring: [
      {
        parameter: 'Blood pressure',
        frequency: 'Every 15 minutes during IV treatment',
        alertCriteria: 'Fall of mean arterial pressure > 25% in the first hour: slow the infusion',
      },
      {
        parameter: 'Consciousness and neurological signs',
        frequency: 'Hourly',
        alertCriteria: 'New weakness or falling GCS',
      },
      { parameter: 'Urine output', frequency: 'Hourly', alertCriteria: 'Less than 0.5 mL/kg/hour' },
    ],
    referrals: [
      {
        specialist: 'Hospital with high-dependency care (physician)',
        urgency: 'emergency',
        reason: 'IV antihypertensive with close monitoring.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'After recovery, take blood pressure medicines every day and never stop them suddenly.',
        category: 'adherence',
        importance: 'high',
      },
      {
        recommendation: 'Reduce salt and alcohol; come for monthly BP checks.',
        category: 'follow-up',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Admit. Lower the mean arterial pressure by no more than 25% in the first hour, then towards 160/100 mmHg over the next 2 to 6 hours, then to normal over 24 to 48 hours. IV labetalol or IV hydralazine (oral nifedipine retard or captopril where IV agents are not available); never sublingual nifedipine. Pulmonary oedema: IV nitrate and furosemide. Exceptions: acute ischaemic stroke (lower only if > 220/120 mmHg) and aortic dissection (rapid lowering).',
      supportiveCare: [
        'Oxygen if SpO2 < 94%',
        'Anticonvulsant for fits (magnesium sulfate in pregnancy)',
        'Urinary catheter for output monitoring',
      ],
      followUpSchedule: 'Oral regimen before discharge; review within 1 week, then monthly.',
      antibioticsIndicated: false,
      citations: [
        { sourceId: 'ke-cvd-2018', section: 'Chapter: Hypertensive emergencies and urgencies' },
        { sourceId: 'za-hospital-adult-stg-2019', section: 'Cardiovascular system: Hypertensive emergency' },
      ],
    },
    citations: [
      { sourceId: 'ke-cvd-2018', section: 'Chapter: Hypertensive emergencies and urgencies' },
      { sourceId: 'za-hospital-adult-stg-2019', section: 'Cardiovascular system: Hypertensive emergency' },
    ],
  },
  {
    id: 'heart-failure',
    name: 'Heart failure',
    icd10: ['I50.9', 'I50.0', 'I50'],
    icd11: 'BD10',
    urgency: 'urgent',
    prior: {
      baseline: 0.006,
      byAge: [
        { maxYears: 15, multiplier: 0.3 },
        { minYears: 15, maxYears: 40, multiplier: 0.5 },
        { minYears: 40, maxYears: 60, multiplier: 1 },
        { minYears: 60, multiplier: 2.5 },
      ],
      citations: [
        { sourceId: 'esc-hf-2021', section: 'Definition, epidemiology and prognosis of heart failure' },
        { sourceId: 'ke-cvd-2018', section: 'Chapter: Heart failure' },
      ],
    },
    findings: [
      { findingId: 'hypertension-reading', frequency: 0.4 },
      { findingId: 'irregular-pulse', frequency: 0.25 },
      { findingId: 'stopped-antihypertensive-medicine', frequency: 0.08 },
      { findingId: 'face-hand-oedema', frequency: 0.005 },
      {
        findingId: 'exertional-dyspnoea',
        frequency: 0.85,
        citation: {
          sourceId: 'jama-rce-1990s',
          section: 'Does this dyspneic patient in the emergency department have congestive heart failure?',
        },
      },
      { findingId: 'shortness-of-breath', frequency: 0.85 },
      {
        findingId: 'orthopnoea',
        frequency: 0.5,
        citation: {
          sourceId: 'jama-rce-1990s',
          section: 'Does this dyspneic patient in the emergency department have congestive heart failure?',
        },
      },
      {
        findingId: 'raised-jvp',
        frequency: 0.4,
        citation: {
          sourceId: 'jama-rce-1990s',
          section: 'Does this dyspneic patient in the emergency department have congestive heart failure?',
        },
      },
      {
        findingId: 'crackles',
        frequency: 0.6,
        citation: {
          sourceId: 'jama-rce-1990s',
          section: 'Does this dyspneic patient in the emergency department have congestive heart failure?',
        },
      },
      { findingId: 'leg-swelling', frequency: 0.6 },
      { findingId: 'bilateral-pitting-oedema', frequency: 0.5 },
      { findingId: 'fatigue', frequency: 0.75 },
      { findingId: 'cough', frequency: 0.4 },
      { findingId: 'tachycardia', frequency: 0.5 },
      { findingId: 'tachypnoea', frequency: 0.45 },
      { findingId: 'hepatomegaly', frequency: 0.35 },
      { findingId: 'abdominal-distension', frequency: 0.2 },
      { findingId: 'heart-murmur', frequency: 0.12 },
      { findingId: 'palpitations', frequency: 0.3 },
      { findingId: 'known-hypertension', frequency: 0.5 },
      { findingId: 'known-heart-disease', frequency: 0.45 },
      { findingId: 'hypoxaemia', frequency: 0.25 },
      { findingId: 'wheeze', frequency: 0.15 },
      { findingId: 'nocturia', frequency: 0.2 },
      { findingId: 'fever', frequency: 0.08 },
      { findingId: 'high-fever', frequency: 0.02 },
      { findingId: 'pleuritic-chest-pain', frequency: 0.02 },
      { findingId: 'chronic-cough', frequency: 0.15 },
      { findingId: 'chest-pain', frequency: 0.15 },
      {
        findingId: 'known-diabetes',
        frequency: 0.25,
        citation: { sourceId: 'esc-hf-2021', section: 'Section 4: aetiology and comorbidities (diabetes)' },
      },
    ],
    redFlags: [
      {
        findingIds: ['hypoxaemia', 'respiratory-distress', 'unable-to-speak-sentences'],
        finding: 'Acute pulmonary oedema or respiratory failure',
        urgency: 'emergency',
        actionRequired:
          'Sit upright, oxygen, IV furosemide, nitrate if systolic BP > 110 mmHg; refer for high-dependency care.',
        citations: [{ sourceId: 'esc-hf-2021', section: 'Section 11: Acute heart failure' }],
      },
      {
        findingIds: ['hypotension', 'weak-pulse-cold-hands', 'cyanosis'],
        finding: 'Cardiogenic shock (low blood pressure, poor perfusion) or cyanosis',
        urgency: 'critical',
        actionRequired:
          'Avoid large fluid boluses; oxygen; urgent transfer for inotropes and echocardiography.',
        citations: [
          { sourceId: 'esc-hf-2021', section: 'Section 11: Acute heart failure (cardiogenic shock)' },
        ],
      },
      {
        findingIds: ['crushing-chest-pain'],
        finding: 'Crushing chest pain with heart failure: myocardial ischaemia',
        urgency: 'emergency',
        actionRequired: 'ECG and troponin now; treat as acute coronary syndrome if confirmed.',
        citations: [{ sourceId: 'esc-acs-2023', section: 'Initial assessment' }],
      },
    ],
    investigations: [
      {
        test: 'Echocardiogram',
        urgency: 'urgent',
        rationale:
          'Confirms heart failure, ejection fraction and cause (hypertensive, valvular/rheumatic, cardiomyopathy, pericardial effusion).',
        expectedFindings: 'Reduced ejection fraction, valve disease or dilated chambers.',
      },
      {
        test: 'ECG and chest X-ray',
        urgency: 'urgent',
        rationale: 'Arrhythmia (atrial fibrillation), ischaemia, LVH; cardiomegaly and pulmonary congestion.',
        expectedFindings: 'Cardiomegaly, upper-lobe diversion or effusions; AF or LVH on ECG.',
      },
      {
        test: 'Haemoglobin, creatinine, sodium, potassium, glucose, TSH, NT-proBNP where available, HIV test',
        urgency: 'urgent',
        rationale:
          'Anaemia and kidney disease worsen heart failure; electrolytes guide diuretics and ACE inhibitors; a normal BNP makes HF unlikely.',
        expectedFindings: 'NT-proBNP > 300 pg/mL in acute HF; hyponatraemia in severe HF.',
      },
    ],
    monitoring: [
      {
        parameter: 'Weight, breathlessness, oedema',
        frequency: 'Daily in hospital; at each visit',
        alertCriteria: 'Weight gain > 2 kg in 3 days, or worse breathlessness',
      },
      {
        parameter: 'Creatinine and potassium',
        frequency: '1 to 2 weeks after starting or increasing diuretics, ACE inhibitor or spironolactone',
        alertCriteria: 'Potassium > 5.5 mmol/L or creatinine up > 50%',
      },
      {
        parameter: 'Heart rate and blood pressure',
        frequency: 'Each visit',
        alertCriteria: 'Systolic BP < 90 mmHg or heart rate < 50/min on beta-blocker',
      },
    ],
    referrals: [
      {
        specialist: 'Cardiology or physician',
        urgency: 'urgent',
        reason: 'New heart failure for echocardiography and treatment plan; valve disease for surgery.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Eat less salt and weigh yourself daily; come early if weight rises by 2 kg in 3 days.',
        category: 'self-care',
        importance: 'high',
      },
      {
        recommendation: 'Keep active within comfort; rest when breathless.',
        category: 'activity',
        importance: 'medium',
      },
      {
        recommendation: 'Avoid NSAIDs (ibuprofen, diclofenac) and alcohol; stop smoking.',
        category: 'safety',
        importance: 'high',
      },
      {
        recommendation: 'Take all heart medicines daily; do not stop them when swelling goes.',
        category: 'adherence',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Congestion: loop diuretic (furosemide). Reduced ejection fraction: ACE inhibitor (enalapril) or ARB, evidence-based beta-blocker (carvedilol or bisoprolol) started once euvolaemic, mineralocorticoid antagonist (spironolactone), and an SGLT2 inhibitor where available (ESC 2021). Treat the cause: control blood pressure, anticoagulate atrial fibrillation, secondary penicillin prophylaxis and surgery referral for rheumatic valve disease, treat anaemia.',
      supportiveCare: [
        'Oxygen if SpO2 < 90%',
        'Sit upright when breathless',
        'Fluid restriction in severe congestion or hyponatraemia',
      ],
      followUpSchedule:
        'Review within 1 to 2 weeks of discharge, then every 1 to 3 months while titrating medicines.',
      antibioticsIndicated: false,
      citations: [
        {
          sourceId: 'esc-hf-2021',
          section:
            'Section 5: Chronic heart failure with reduced ejection fraction; Section 11: Acute heart failure',
        },
        { sourceId: 'ke-cvd-2018', section: 'Chapter: Heart failure' },
        { sourceId: 'ug-clinical-guidelines-2023', section: 'Cardiovascular diseases: Heart failure' },
      ],
    },
    citations: [
      { sourceId: 'ke-cvd-2018', section: 'Chapter: Heart failure' },
      { sourceId: 'esc-hf-2021', section: 'Section 4: Diagnosis of chronic heart failure' },
    ],
  },
  {
    id: 'stroke',
    name: 'Stroke (ischaemic or haemorrhagic)',
    icd10: ['I64', 'I63.9', 'I61.9', 'I63', 'I61'],
    icd11: '8B20',
    urgency: 'emergency',
    prior: {
      baseline: 0.002,
      byAge: [
        { maxYears: 18, multiplier: 0.05 },
        { minYears: 18, maxYears: 40, multiplier: 0.3 },
        { minYears: 40, maxYears: 60, multiplier: 1 },
        { minYears: 60, multiplier: 3 },
      ],
      citations: [
        { sourceId: 'who-stroke-pen-2020', section: 'Stroke and TIA: recognition in primary care' },
        { sourceId: 'ke-cvd-2018', section: 'Chapter: Stroke' },
      ],
    },
    findings: [
      { findingId: 'irregular-pulse', frequency: 0.2 },
      { findingId: 'stopped-antihypertensive-medicine', frequency: 0.08 },
      { findingId: 'focal-weakness', frequency: 0.8 },
      { findingId: 'facial-droop', frequency: 0.6 },
      { findingId: 'speech-difficulty', frequency: 0.6 },
      { findingId: 'sudden-onset-neuro', frequency: 0.9 },
      { findingId: 'headache', frequency: 0.35 },
      { findingId: 'severe-headache', frequency: 0.2 },
      { findingId: 'vomiting', frequency: 0.25 },
      { findingId: 'confusion', frequency: 0.35 },
      { findingId: 'unconscious', frequency: 0.15 },
      { findingId: 'dizziness', frequency: 0.2 },
      { findingId: 'visual-disturbance', frequency: 0.2 },
      { findingId: 'convulsions', frequency: 0.07 },
      { findingId: 'hypertension-reading', frequency: 0.7 },
      { findingId: 'severe-hypertension-reading', frequency: 0.3 },
      { findingId: 'known-hypertension', frequency: 0.6 },
      { findingId: 'known-diabetes', frequency: 0.2 },
      { findingId: 'known-heart-disease', frequency: 0.15 },
      { findingId: 'fever', frequency: 0.08 },
      { findingId: 'neck-stiffness', frequency: 0.05 },
      { findingId: 'hypoglycaemia-lab', frequency: 0.01 },
      { findingId: 'recurrent-seizures', frequency: 0.03 },
      { findingId: 'cough', frequency: 0.08 },
      { findingId: 'nausea', frequency: 0.2 },
      { findingId: 'sudden-severe-headache', frequency: 0.08 },
      { findingId: 'dysphagia', frequency: 0.15 },
      {
        findingId: 'known-copd-or-smoker',
        frequency: 0.25,
        citation: { sourceId: 'who-stroke-pen-2020', section: 'Risk factors: tobacco use' },
      },
    ],
    redFlags: [
      {
        findingIds: ['sudden-onset-neuro', 'focal-weakness', 'facial-droop', 'speech-difficulty'],
        finding: 'Sudden focal neurological deficit (FAST positive)',
        urgency: 'emergency',
        actionRequired:
          'Check glucose, note the time last seen well, transfer now to a hospital with CT (thrombolysis possible within 4.5 hours of onset).',
        citations: [{ sourceId: 'who-stroke-pen-2020', section: 'Stroke and TIA: immediate actions' }],
      },
      {
        findingIds: ['unconscious'],
        finding: 'Unconscious after stroke',
        urgency: 'critical',
        actionRequired: 'Protect the airway (recovery position), oxygen, treat fits, urgent transfer.',
        citations: [{ sourceId: 'who-iatt-2011', section: 'Stroke and the unconscious patient' }],
      },
      {
        findingIds: ['sudden-severe-headache', 'neck-stiffness'],
        finding: 'Thunderclap headache or neck stiffness: subarachnoid haemorrhage',
        urgency: 'critical',
        actionRequired: 'No aspirin; urgent CT and neurosurgical referral.',
        citations: [{ sourceId: 'ke-cvd-2018', section: 'Chapter: Stroke (haemorrhagic stroke)' }],
      },
    ],
    investigations: [
      {
        test: 'Capillary glucose',
        urgency: 'stat',
        rationale: 'Hypoglycaemia mimics stroke and is reversible in minutes.',
        expectedFindings: 'Normal glucose in stroke.',
      },
      {
        test: 'Non-contrast CT of the head',
        urgency: 'stat',
        rationale: 'Separates haemorrhage from infarction before aspirin or thrombolysis.',
        expectedFindings: 'Normal early or hypodense area in infarction; hyperdense blood in haemorrhage.',
      },
      {
        test: 'ECG, full blood count, creatinine, lipids, HIV test, syphilis serology',
        urgency: 'urgent',
        rationale:
          'Atrial fibrillation and rheumatic heart disease cause embolic stroke; HIV and syphilis cause stroke in young adults.',
        expectedFindings: 'Atrial fibrillation, dyslipidaemia, positive HIV or syphilis test.',
      },
    ],
    monitoring: [
      {
        parameter: 'Consciousness (GCS), neurological signs',
        frequency: 'Hourly for 24 hours',
        alertCriteria: 'Fall of 2 or more GCS points: repeat CT',
      },
      {
        parameter: 'Blood pressure',
        frequency: '4-hourly',
        alertCriteria: 'Above 220/120 mmHg (185/110 if thrombolysed)',
      },
      {
        parameter: 'Swallowing',
        frequency: 'Before any oral intake',
        alertCriteria: 'Coughing or choking on water: keep nil by mouth, nasogastric feeding',
      },
    ],
    referrals: [
      {
        specialist: 'Hospital with CT and stroke care',
        urgency: 'emergency',
        reason: 'Imaging, thrombolysis decision and stroke unit care.',
      },
      {
        specialist: 'Physiotherapy and rehabilitation',
        urgency: 'routine',
        reason: 'Early mobilisation and rehabilitation.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Take blood pressure, statin and antiplatelet medicines daily to prevent another stroke.',
        category: 'adherence',
        importance: 'high',
      },
      { recommendation: 'Stop smoking, limit alcohol and salt.', category: 'prevention', importance: 'high' },
      {
        recommendation:
          'Learn the FAST signs: come at once for face drooping, arm weakness or speech trouble.',
        category: 'safety',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Airway, breathing, circulation; correct hypoglycaemia; keep nil by mouth until a swallow screen is passed. CT to exclude haemorrhage, then aspirin for ischaemic stroke (thrombolysis within 4.5 hours of onset where a stroke unit can give it). Do not lower blood pressure in the first 24 hours unless > 220/120 mmHg or other indication. Secondary prevention: antihypertensive, statin, antiplatelet; anticoagulation for atrial fibrillation.',
      supportiveCare: [
        'Position to prevent aspiration and pressure sores',
        'Treat fever',
        'Early physiotherapy',
      ],
      followUpSchedule:
        'Daily in hospital; clinic at 2 weeks after discharge, then monthly with blood pressure control.',
      antibioticsIndicated: false,
      citations: [
        { sourceId: 'who-stroke-pen-2020', section: 'Stroke and TIA: management and secondary prevention' },
        { sourceId: 'ke-cvd-2018', section: 'Chapter: Stroke' },
        { sourceId: 'za-hospital-adult-stg-2019', section: 'Nervous system: Stroke' },
      ],
    },
    citations: [
      { sourceId: 'ke-cvd-2018', section: 'Chapter: Stroke' },
      { sourceId: 'jama-rce-1990s', section: 'Is this patient having a stroke?' },
    ],
  },
  {
    id: 'acute-coronary-syndrome',
    name: 'Acute coronary syndrome (myocardial infarction, unstable angina)',
    icd10: ['I21.9', 'I20.0', 'I21', 'I24'],
    icd11: 'BA41',
    urgency: 'emergency',
    prior: {
      baseline: 0.001,
      byAge: [
        { maxYears: 30, multiplier: 0.02 },
        { minYears: 30, maxYears: 45, multiplier: 0.4 },
        { minYears: 45, maxYears: 65, multiplier: 1.5 },
        { minYears: 65, multiplier: 2.5 },
      ],
      bySex: { male: 1.4, female: 0.7 },
      byCountry: {
        KE: 1,
        SO: 0.8,
        ET: 0.8,
        UG: 0.8,
        TZ: 0.9,
        NG: 1,
        GH: 1,
        ZA: 2.5,
        MW: 0.7,
        ZW: 1,
        ML: 0.8,
        BF: 0.8,
        BW: 1.5,
        ZM: 0.9,
      },
      citations: [
        { sourceId: 'esc-acs-2023', section: 'Section 2: Introduction (definitions and epidemiology)' },
        { sourceId: 'ke-cvd-2018', section: 'Chapter: Acute coronary syndromes' },
      ],
    },
    findings: [
      { findingId: 'hypertension-reading', frequency: 0.35 },
      { findingId: 'irregular-pulse', frequency: 0.08 },
      { findingId: 'chest-pain', frequency: 0.92 },
      { findingId: 'crushing-chest-pain', frequency: 0.7 },
      {
        findingId: 'pain-radiating-arm-jaw',
        frequency: 0.45,
        citation: { sourceId: 'jama-rce-1990s', section: 'Is this patient having a myocardial infarction?' },
      },
      {
        findingId: 'sweating',
        frequency: 0.5,
        citation: { sourceId: 'jama-rce-1990s', section: 'Is this patient having a myocardial infarction?' },
      },
      { findingId: 'nausea', frequency: 0.4 },
      { findingId: 'vomiting', frequency: 0.25 },
      { findingId: 'shortness-of-breath', frequency: 0.5 },
      { findingId: 'dizziness', frequency: 0.2 },
      { findingId: 'syncope', frequency: 0.08 },
      { findingId: 'palpitations', frequency: 0.15 },
      { findingId: 'tachycardia', frequency: 0.35 },
      { findingId: 'hypotension', frequency: 0.1 },
      { findingId: 'crackles', frequency: 0.15 },
      { findingId: 'troponin-raised-lab', frequency: 0.9 },
      { findingId: 'ischaemic-ecg-changes-lab', frequency: 0.7 },
      { findingId: 'known-hypertension', frequency: 0.5 },
      { findingId: 'known-diabetes', frequency: 0.3 },
      { findingId: 'known-copd-or-smoker', frequency: 0.35 },
      { findingId: 'obesity', frequency: 0.3 },
      { findingId: 'epigastric-pain', frequency: 0.15 },
      {
        findingId: 'pleuritic-chest-pain',
        frequency: 0.004,
        citation: { sourceId: 'jama-rce-1990s', section: 'Is this patient having a myocardial infarction?' },
      },
      { findingId: 'fever', frequency: 0.05 },
      { findingId: 'cough', frequency: 0.08 },
      { findingId: 'heartburn', frequency: 0.08 },
      { findingId: 'chest-tightness', frequency: 0.35 },
      { findingId: 'fatigue', frequency: 0.3 },
      { findingId: 'known-heart-disease', frequency: 0.2 },
      { findingId: 'weak-pulse-cold-hands', frequency: 0.08 },
      { findingId: 'abdominal-pain', frequency: 0.18 },
    ],
    redFlags: [
      {
        findingIds: ['hypotension', 'weak-pulse-cold-hands'],
        finding: 'Shock with chest pain: cardiogenic shock complicating myocardial infarction',
        urgency: 'critical',
        actionRequired: 'Oxygen, IV access, ECG and defibrillator ready; urgent transfer for reperfusion.',
        citations: [
          { sourceId: 'esc-acs-2023', section: 'Cardiogenic shock and heart failure complicating ACS' },
        ],
      },
      {
        findingIds: [
          'crushing-chest-pain',
          'pain-radiating-arm-jaw',
          'ischaemic-ecg-changes-lab',
          'troponin-raised-lab',
        ],
        finding: 'Ischaemic chest pain, ischaemic ECG or raised troponin',
        urgency: 'emergency',
        actionRequired:
          'ECG within 10 minutes, aspirin to chew (unless allergic), refer now for reperfusion (fibrinolysis within 12 hours of onset if PCI is not possible within 2 hours).',
        citations: [{ sourceId: 'esc-acs-2023', section: 'Initial management and reperfusion strategy' }],
      },
    ],
    investigations: [
      {
        test: '12-lead ECG within 10 minutes, repeated if normal and pain continues',
        urgency: 'stat',
        rationale: 'ST elevation selects reperfusion; a normal ECG does not exclude ACS.',
        expectedFindings: 'ST elevation, ST depression, T-wave inversion or new left bundle branch block.',
      },
      {
        test: 'Troponin (high-sensitivity if available) at presentation and repeated at 1 to 3 hours',
        urgency: 'stat',
        rationale: 'Rise and fall of troponin confirms myocardial infarction.',
        expectedFindings: 'Troponin above the 99th percentile with a rising pattern.',
      },
      {
        test: 'Glucose, creatinine, potassium, full blood count, lipids; chest X-ray',
        urgency: 'urgent',
        rationale: 'Risk factors, bleeding risk before anticoagulation, heart failure.',
        expectedFindings: 'Diabetes, dyslipidaemia, pulmonary congestion.',
      },
    ],
    monitoring: [
      {
        parameter: 'Cardiac rhythm, blood pressure, SpO2',
        frequency: 'Continuous for 24 hours',
        alertCriteria: 'Ventricular arrhythmia, systolic BP < 90 mmHg, SpO2 < 90%',
      },
      {
        parameter: 'Chest pain and ECG',
        frequency: 'With any recurrence of pain',
        alertCriteria: 'New ST changes: re-refer for reperfusion',
      },
    ],
    referrals: [
      {
        specialist: 'Cardiology (PCI-capable centre)',
        urgency: 'emergency',
        reason: 'Reperfusion and invasive assessment.',
      },
    ],
    lifestyle: [
      { recommendation: 'Stop smoking completely.', category: 'prevention', importance: 'high' },
      {
        recommendation:
          'Take aspirin, statin, beta-blocker and ACE inhibitor every day after a heart attack.',
        category: 'adherence',
        importance: 'high',
      },
      {
        recommendation: 'Call for help at once if chest pain lasts more than 10 minutes.',
        category: 'safety',
        importance: 'high',
      },
      {
        recommendation:
          'Healthy diet low in salt and saturated fat, regular walking once recovered (cardiac rehabilitation).',
        category: 'diet',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Aspirin loading dose to chew, then daily; nitrate sublingual for pain if systolic BP > 90 mmHg; oxygen only if SpO2 < 90%; opioid for severe pain. STEMI: reperfusion by primary PCI, or fibrinolysis (streptokinase or tenecteplase) within 12 hours when PCI is not available within 120 minutes. NSTE-ACS: second antiplatelet (clopidogrel) and anticoagulant (enoxaparin or fondaparinux), refer for angiography. Then high-intensity statin, beta-blocker and ACE inhibitor.',
      supportiveCare: ['Bed rest with monitoring for 24 hours', 'Stool softener', 'Treat anxiety and pain'],
      followUpSchedule: 'Cardiology review within 2 to 6 weeks; then every 3 months in the first year.',
      antibioticsIndicated: false,
      citations: [
        {
          sourceId: 'esc-acs-2023',
          section: 'Acute-phase management, reperfusion strategy and antithrombotic therapy',
        },
        { sourceId: 'ke-cvd-2018', section: 'Chapter: Acute coronary syndromes' },
      ],
    },
    citations: [
      { sourceId: 'esc-acs-2023', section: 'Section 3: Triage and diagnosis' },
      { sourceId: 'ke-cvd-2018', section: 'Chapter: Acute coronary syndromes' },
    ],
  },
  {
    id: 'rheumatic-heart-disease',
    name: 'Acute rheumatic fever / rheumatic heart disease',
    icd10: ['I09.9', 'I00', 'I01', 'I05', 'I06', 'I07', 'I08', 'I09'],
    urgency: 'urgent',
    prior: {
      baseline: 0.002,
      byAge: [
        { maxYears: 5, multiplier: 0.15 },
        { minYears: 5, maxYears: 15, multiplier: 2 },
        { minYears: 15, maxYears: 30, multiplier: 1.5 },
        { minYears: 30, maxYears: 50, multiplier: 0.8 },
        { minYears: 50, multiplier: 0.4 },
      ],
      bySex: { female: 1.2, male: 0.85 },
      byCountry: {
        KE: 1,
        SO: 1.3,
        ET: 1.5,
        UG: 1.5,
        TZ: 1.1,
        NG: 1,
        GH: 1,
        ZA: 0.7,
        MW: 1,
        ZW: 1,
        ML: 1,
        BF: 1,
        BW: 0.8,
        ZM: 1.1,
      },
      citations: [
        { sourceId: 'who-rhd-2024', section: 'Background: burden of rheumatic heart disease in Africa' },
        { sourceId: 'ke-cvd-2018', section: 'Chapter: Rheumatic fever and rheumatic heart disease' },
      ],
    },
    findings: [
      { findingId: 'hypertension-reading', frequency: 0.08 },
      { findingId: 'irregular-pulse', frequency: 0.25 },
      { findingId: 'heart-murmur', frequency: 0.75 },
      { findingId: 'recent-sore-throat', frequency: 0.45 },
      { findingId: 'migratory-polyarthritis', frequency: 0.4 },
      { findingId: 'arthralgia', frequency: 0.5 },
      { findingId: 'joint-swelling', frequency: 0.3 },
      { findingId: 'fever', frequency: 0.45 },
      { findingId: 'exertional-dyspnoea', frequency: 0.7 },
      { findingId: 'shortness-of-breath', frequency: 0.75 },
      { findingId: 'orthopnoea', frequency: 0.4 },
      { findingId: 'palpitations', frequency: 0.4 },
      { findingId: 'fatigue', frequency: 0.5 },
      { findingId: 'leg-swelling', frequency: 0.4 },
      { findingId: 'tachycardia', frequency: 0.45 },
      { findingId: 'tachypnoea', frequency: 0.4 },
      { findingId: 'chest-pain', frequency: 0.2 },
      { findingId: 'cough', frequency: 0.25 },
      { findingId: 'haemoptysis', frequency: 0.05 },
      { findingId: 'chorea', frequency: 0.08 },
      { findingId: 'raised-aso-lab', frequency: 0.7 },
      { findingId: 'raised-crp-lab', frequency: 0.5 },
      { findingId: 'known-heart-disease', frequency: 0.4 },
      { findingId: 'acute-monoarthritis-toe', frequency: 0.001 },
      { findingId: 'diarrhoea', frequency: 0.03 },
    ],
    redFlags: [
      {
        findingIds: ['hypoxaemia', 'respiratory-distress', 'hypotension'],
        finding: 'Hypoxaemia, respiratory distress or shock: decompensated rheumatic heart disease',
        urgency: 'emergency',
        actionRequired: 'Oxygen, diuretic, admit; urgent echocardiography and cardiology referral.',
        citations: [
          { sourceId: 'who-rhd-2024', section: 'Management of acute rheumatic fever and heart failure' },
        ],
      },
      {
        findingIds: ['prolonged-fever'],
        finding: 'Prolonged fever in a person with valve disease: possible infective endocarditis',
        urgency: 'urgent',
        actionRequired: 'Take three blood cultures before antibiotics and refer for echocardiography.',
        citations: [{ sourceId: 'ke-cvd-2018', section: 'Chapter: Infective endocarditis' }],
      },
    ],
    investigations: [
      {
        test: 'Echocardiogram',
        urgency: 'urgent',
        rationale:
          'Confirms carditis and valve disease (mitral regurgitation or stenosis) and their severity.',
        expectedFindings:
          'Mitral regurgitation, thickened mitral leaflets, mitral stenosis or aortic regurgitation.',
      },
      {
        test: 'ASO titre or anti-DNase B, CRP or ESR, ECG (prolonged PR interval), throat swab',
        urgency: 'urgent',
        rationale:
          'Evidence of recent streptococcal infection and inflammation for the revised Jones criteria.',
        expectedFindings: 'Raised ASO, raised CRP/ESR, first-degree heart block.',
      },
      {
        test: 'Chest X-ray, full blood count, INR if on warfarin',
        urgency: 'routine',
        rationale: 'Cardiomegaly, pulmonary congestion; anticoagulation monitoring.',
        expectedFindings: 'Enlarged heart or left atrium.',
      },
    ],
    monitoring: [
      {
        parameter: 'Benzathine penicillin injections given on time',
        frequency: 'Every 3 to 4 weeks',
        alertCriteria: 'Missed injection: recall the patient',
      },
      {
        parameter: 'Symptoms of heart failure, heart rhythm',
        frequency: 'Every clinic visit (1 to 3 monthly)',
        alertCriteria: 'New breathlessness, irregular pulse (atrial fibrillation)',
      },
      {
        parameter: 'Echocardiogram',
        frequency: 'Every 1 to 2 years, or with new symptoms',
        alertCriteria: 'Worsening valve lesion: surgical referral',
      },
    ],
    referrals: [
      {
        specialist: 'Cardiology',
        urgency: 'urgent',
        reason: 'Confirmation, severity grading and assessment for valve surgery or balloon valvotomy.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Never miss the monthly penicillin injection: it prevents new attacks that damage the heart further.',
        category: 'adherence',
        importance: 'high',
      },
      {
        recommendation:
          'Come early for any sore throat; good dental care and tooth brushing to prevent endocarditis.',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation:
          'Women with RHD should plan pregnancies with the heart clinic and use reliable contraception.',
        category: 'safety',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Acute rheumatic fever: one dose of benzathine benzylpenicillin (or 10 days of oral penicillin or amoxicillin) to eradicate streptococci; aspirin or NSAID for arthritis; heart failure treatment if carditis; admit for confirmation. Secondary prophylaxis for all with ARF or RHD: benzathine benzylpenicillin IM every 4 weeks (every 3 weeks in high-risk cases), for at least 10 years after the last attack or to age 40 for moderate or severe RHD. Established RHD: heart failure treatment, anticoagulation for atrial fibrillation or mechanical valves, surgical referral.',
      supportiveCare: [
        'Rest during acute carditis',
        'Haloperidol or valproate for severe chorea (specialist)',
      ],
      followUpSchedule:
        'Every 3 to 4 weeks for prophylaxis; clinical review every 3 to 6 months; echocardiogram every 1 to 2 years.',
      antibioticsIndicated: true,
      citations: [
        {
          sourceId: 'who-rhd-2024',
          section: 'Recommendations: secondary prophylaxis; diagnosis of ARF (revised Jones criteria)',
        },
        { sourceId: 'ke-cvd-2018', section: 'Chapter: Rheumatic fever and rheumatic heart disease' },
        {
          sourceId: 'ug-clinical-guidelines-2023',
          section: 'Cardiovascular diseases: Rheumatic fever; Rheumatic heart disease',
        },
      ],
    },
    citations: [
      { sourceId: 'who-rhd-2024', section: 'Diagnosis of acute rheumatic fever and rheumatic heart disease' },
      { sourceId: 'ke-cvd-2018', section: 'Chapter: Rheumatic fever and rheumatic heart disease' },
    ],
  },
  {
    id: 'asthma-exacerbation',
    name: 'Asthma / acute asthma exacerbation',
    icd10: ['J45.9', 'J46', 'J45'],
    icd11: 'CA23',
    urgency: 'urgent',
    prior: {
      baseline: 0.015,
      byAge: [
        { maxYears: 2, multiplier: 0.2 },
        { minYears: 2, maxYears: 5, multiplier: 0.8 },
        { minYears: 5, maxYears: 50, multiplier: 1 },
        { minYears: 50, multiplier: 0.6 },
      ],
      byCountry: {
        KE: 1,
        SO: 0.8,
        ET: 0.8,
        UG: 1,
        TZ: 1,
        NG: 1,
        GH: 1,
        ZA: 1.5,
        MW: 0.9,
        ZW: 1,
        ML: 0.8,
        BF: 0.8,
        BW: 1.2,
        ZM: 1,
      },
      citations: [
        { sourceId: 'gina-2024', section: 'Chapter 1: Definition, description and diagnosis of asthma' },
        { sourceId: 'ke-tb-2021', section: 'Lung health: Asthma' },
      ],
    },
    findings: [
      { findingId: 'hypertension-reading', frequency: 0.1 },
      { findingId: 'wheeze', frequency: 0.9 },
      { findingId: 'shortness-of-breath', frequency: 0.92 },
      { findingId: 'chest-tightness', frequency: 0.65 },
      { findingId: 'cough', frequency: 0.8 },
      { findingId: 'dry-cough', frequency: 0.5 },
      { findingId: 'known-asthma', frequency: 0.75 },
      { findingId: 'rhinitis-trigger-dust-pollen', frequency: 0.35 },
      { findingId: 'itchy-nose-eyes', frequency: 0.2 },
      { findingId: 'tachypnoea', frequency: 0.6 },
      { findingId: 'tachycardia', frequency: 0.5 },
      { findingId: 'respiratory-distress', frequency: 0.4 },
      { findingId: 'chest-indrawing', frequency: 0.3 },
      { findingId: 'unable-to-speak-sentences', frequency: 0.25 },
      { findingId: 'hypoxaemia', frequency: 0.2 },
      { findingId: 'cyanosis', frequency: 0.03 },
      { findingId: 'fever', frequency: 0.15 },
      { findingId: 'high-fever', frequency: 0.03 },
      { findingId: 'crackles', frequency: 0.1 },
      { findingId: 'productive-cough', frequency: 0.2 },
      { findingId: 'stridor', frequency: 0.002 },
      { findingId: 'leg-swelling', frequency: 0.03 },
      { findingId: 'orthopnoea', frequency: 0.1 },
      { findingId: 'haemoptysis', frequency: 0.002 },
      { findingId: 'chronic-cough', frequency: 0.2 },
    ],
    redFlags: [
      {
        findingIds: ['unable-to-speak-sentences', 'hypoxaemia', 'respiratory-distress'],
        finding: 'Severe asthma attack: talks in words, SpO2 < 90%, marked distress',
        urgency: 'emergency',
        actionRequired:
          'Oxygen, repeated salbutamol by spacer or nebuliser with ipratropium, oral or IV corticosteroid now; refer if no quick response.',
        citations: [
          {
            sourceId: 'gina-2024',
            section: 'Management of worsening asthma and exacerbations in primary care',
          },
        ],
      },
      {
        findingIds: ['cyanosis', 'unconscious'],
        finding: 'Life-threatening asthma: cyanosis or reduced consciousness',
        urgency: 'critical',
        actionRequired:
          'High-flow oxygen, continuous nebulised salbutamol, IV corticosteroid and IV magnesium; transfer to intensive care.',
        citations: [{ sourceId: 'gina-2024', section: 'Management of exacerbations in acute care settings' }],
      },
    ],
    investigations: [
      {
        test: 'SpO2, respiratory rate, ability to speak; peak expiratory flow (PEF) in adults and children over 5',
        urgency: 'stat',
        rationale: 'Grades severity and response to treatment.',
        expectedFindings: 'PEF < 50% of best or predicted in a severe attack.',
      },
      {
        test: 'Chest X-ray only if pneumonia, pneumothorax or foreign body is suspected or no response',
        urgency: 'urgent',
        rationale: 'Routine X-ray does not help uncomplicated asthma.',
        expectedFindings: 'Hyperinflation; consolidation or pneumothorax if complicated.',
      },
      {
        test: 'Spirometry with bronchodilator reversibility once well',
        urgency: 'routine',
        rationale: 'Confirms the diagnosis when unsure.',
        expectedFindings: 'FEV1 increase > 12% and 200 mL after bronchodilator.',
      },
    ],
    monitoring: [
      {
        parameter: 'Respiratory rate, SpO2, heart rate, PEF',
        frequency: 'Every 20 to 30 minutes during the first hour, then hourly',
        alertCriteria: 'SpO2 < 92% or PEF < 60% after 1 hour: admit',
      },
      {
        parameter: 'Asthma control (day and night symptoms, reliever use)',
        frequency: 'Every 1 to 3 months',
        alertCriteria: 'Reliever needed more than twice a week or night waking: step up',
      },
    ],
    referrals: [
      {
        specialist: 'Hospital',
        urgency: 'emergency',
        reason: 'Severe or life-threatening attack, or poor response after 1 hour of treatment.',
      },
      {
        specialist: 'Chest clinic',
        urgency: 'routine',
        reason: 'Frequent exacerbations despite inhaled corticosteroid.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Use the controller inhaler every day (inhaled corticosteroid) and check your inhaler technique with a spacer.',
        category: 'adherence',
        importance: 'high',
      },
      {
        recommendation:
          'Avoid smoke (tobacco, charcoal and firewood cooking indoors), dust and known triggers.',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Follow a written asthma action plan and come at once if the reliever does not help.',
        category: 'self-care',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Short-acting beta-agonist (salbutamol) by metered-dose inhaler and spacer or nebuliser, repeated every 20 minutes in the first hour; add ipratropium in severe attacks; oxygen to keep SpO2 93-95% in adults (94-98% in children); oral prednisolone early (IV hydrocortisone if unable to swallow); IV magnesium sulfate for severe attacks not responding. On discharge: start or step up an inhaled corticosteroid-containing controller (ICS-formoterol as reliever and maintenance where available), with a short course of prednisolone.',
      supportiveCare: ['Sit upright', 'Calm reassurance', 'Treat a triggering infection only if bacterial'],
      followUpSchedule:
        'Review within 2 to 7 days after an attack, then every 1 to 3 months until controlled.',
      antibioticsIndicated: false,
      citations: [
        { sourceId: 'gina-2024', section: 'Management of worsening asthma and exacerbations' },
        { sourceId: 'who-pen-2020', section: 'Chronic respiratory disease: asthma and COPD' },
        {
          sourceId: 'who-pocket-book-2013',
          section: 'Chapter 4: Cough or difficulty breathing (conditions presenting with wheeze: asthma)',
        },
      ],
    },
    citations: [
      { sourceId: 'gina-2024', section: 'Diagnosis and management of exacerbations' },
      { sourceId: 'who-pen-2020', section: 'Chronic respiratory disease: asthma and COPD' },
    ],
  },
  {
    id: 'copd-exacerbation',
    name: 'COPD exacerbation',
    icd10: ['J44.1', 'J44'],
    icd11: 'CA22',
    urgency: 'urgent',
    prior: {
      baseline: 0.004,
      byAge: [
        { maxYears: 35, multiplier: 0.02 },
        { minYears: 35, maxYears: 50, multiplier: 0.5 },
        { minYears: 50, multiplier: 2.5 },
      ],
      bySex: { male: 1.3, female: 0.8 },
      byCountry: {
        KE: 1,
        SO: 0.8,
        ET: 0.9,
        UG: 1,
        TZ: 1,
        NG: 0.9,
        GH: 0.9,
        ZA: 1.5,
        MW: 1,
        ZW: 1,
        ML: 0.9,
        BF: 0.9,
        BW: 1.2,
        ZM: 1,
      },
      citations: [
        { sourceId: 'gold-2024', section: 'Chapter 1: Definition and overview (burden; biomass exposure)' },
        { sourceId: 'ke-tb-2021', section: 'Lung health: Chronic obstructive pulmonary disease' },
      ],
    },
    findings: [
      { findingId: 'known-copd-or-smoker', frequency: 0.9 },
      { findingId: 'shortness-of-breath', frequency: 0.95 },
      { findingId: 'exertional-dyspnoea', frequency: 0.9 },
      { findingId: 'cough', frequency: 0.9 },
      { findingId: 'chronic-cough', frequency: 0.75 },
      { findingId: 'productive-cough', frequency: 0.7 },
      { findingId: 'wheeze', frequency: 0.6 },
      { findingId: 'chest-tightness', frequency: 0.35 },
      { findingId: 'tachypnoea', frequency: 0.6 },
      { findingId: 'tachycardia', frequency: 0.5 },
      { findingId: 'respiratory-distress', frequency: 0.35 },
      { findingId: 'hypoxaemia', frequency: 0.35 },
      { findingId: 'cyanosis', frequency: 0.1 },
      { findingId: 'crackles', frequency: 0.35 },
      { findingId: 'leg-swelling', frequency: 0.2 },
      { findingId: 'raised-jvp', frequency: 0.15 },
      { findingId: 'fever', frequency: 0.2 },
      { findingId: 'high-fever', frequency: 0.04 },
      { findingId: 'known-asthma', frequency: 0.15 },
      { findingId: 'weight-loss', frequency: 0.15 },
      { findingId: 'night-sweats', frequency: 0.02 },
      { findingId: 'haemoptysis', frequency: 0.005 },
      { findingId: 'confusion', frequency: 0.06 },
      { findingId: 'orthopnoea', frequency: 0.2 },
      { findingId: 'fatigue', frequency: 0.4 },
    ],
    redFlags: [
      {
        findingIds: ['cyanosis', 'unconscious'],
        finding: 'Cyanosis or reduced consciousness: hypercapnic respiratory failure',
        urgency: 'critical',
        actionRequired:
          'Controlled oxygen (target SpO2 88-92%), nebulised bronchodilators, corticosteroid; transfer for non-invasive ventilation.',
        citations: [
          {
            sourceId: 'gold-2024',
            section: 'Management of exacerbations: indications for hospitalisation and ventilatory support',
          },
        ],
      },
      {
        findingIds: ['hypoxaemia', 'respiratory-distress', 'unable-to-speak-sentences'],
        finding: 'Severe exacerbation: SpO2 < 90% or marked breathlessness at rest',
        urgency: 'emergency',
        actionRequired:
          'Controlled oxygen, nebulised salbutamol with ipratropium, prednisolone, antibiotic if sputum is purulent; admit.',
        citations: [{ sourceId: 'gold-2024', section: 'Management of exacerbations' }],
      },
      {
        findingIds: ['haemoptysis', 'night-sweats', 'weight-loss'],
        finding: 'Haemoptysis, night sweats or weight loss: exclude TB and lung cancer',
        urgency: 'urgent',
        actionRequired: 'Sputum GeneXpert and chest X-ray.',
        citations: [{ sourceId: 'ke-tb-2021', section: 'Lung health: COPD differential diagnosis' }],
      },
    ],
    investigations: [
      {
        test: 'SpO2 (and blood gas if SpO2 < 90% or drowsy)',
        urgency: 'stat',
        rationale: 'Hypoxaemia and hypercapnia decide oxygen target and ventilation.',
        expectedFindings: 'SpO2 < 90%; raised PaCO2 with acidosis in respiratory failure.',
      },
      {
        test: 'Chest X-ray, full blood count, sputum GeneXpert where TB is possible, ECG',
        urgency: 'urgent',
        rationale: 'Pneumonia, pneumothorax, heart failure and TB mimic or trigger exacerbations.',
        expectedFindings: 'Hyperinflation; consolidation if pneumonia.',
      },
      {
        test: 'Spirometry when stable',
        urgency: 'routine',
        rationale: 'Confirms COPD: post-bronchodilator FEV1/FVC < 0.7.',
        expectedFindings: 'Persistent airflow obstruction.',
      },
    ],
    monitoring: [
      {
        parameter: 'SpO2, respiratory rate, consciousness',
        frequency: 'Every 1 to 4 hours in hospital',
        alertCriteria: 'SpO2 < 88% or > 92% on oxygen, drowsiness',
      },
      {
        parameter: 'Exacerbation frequency and symptoms (CAT or mMRC)',
        frequency: 'Every 3 to 6 months',
        alertCriteria: 'Two or more exacerbations a year: escalate maintenance therapy',
      },
    ],
    referrals: [
      {
        specialist: 'Hospital',
        urgency: 'emergency',
        reason: 'Severe exacerbation, respiratory failure or no response to initial treatment.',
      },
      {
        specialist: 'Chest clinic',
        urgency: 'routine',
        reason: 'Spirometry confirmation and long-term inhaler plan.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Stop smoking and avoid smoke from cooking fires (cook outdoors or use an improved stove with ventilation).',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Stay as active as possible (pulmonary rehabilitation); breathing exercises.',
        category: 'activity',
        importance: 'medium',
      },
      {
        recommendation: 'Get influenza and pneumococcal vaccines where available.',
        category: 'prevention',
        importance: 'medium',
      },
      {
        recommendation: 'Use the maintenance inhaler daily and check technique.',
        category: 'adherence',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Short-acting bronchodilators (salbutamol with or without ipratropium) by spacer or nebuliser; oral prednisolone for 5 days; antibiotic (amoxicillin or doxycycline) when sputum is purulent with more breathlessness or sputum volume; controlled oxygen to SpO2 88-92%. After recovery: long-acting bronchodilator maintenance (LAMA or LAMA/LABA), smoking and biomass smoke cessation, vaccination, pulmonary rehabilitation.',
      supportiveCare: ['Sit upright', 'Fluids and nutrition', 'Chest physiotherapy for sputum clearance'],
      followUpSchedule: 'Review within 1 to 4 weeks after an exacerbation, then every 3 to 6 months.',
      antibioticsIndicated: true,
      citations: [
        { sourceId: 'gold-2024', section: 'Management of exacerbations' },
        { sourceId: 'who-pen-2020', section: 'Chronic respiratory disease: asthma and COPD' },
        { sourceId: 'who-aware-2022', section: 'Acute exacerbation of COPD' },
      ],
    },
    citations: [
      { sourceId: 'gold-2024', section: 'Diagnosis and management of exacerbations' },
      { sourceId: 'who-pen-2020', section: 'Chronic respiratory disease: asthma and COPD' },
    ],
  },
  {
    id: 'iron-deficiency-anaemia',
    name: 'Iron-deficiency anaemia',
    icd10: ['D50.9', 'D50.0', 'D50'],
    icd11: '3A00',
    urgency: 'routine',
    prior: {
      baseline: 0.02,
      byAge: [
        { maxYears: 0.5, multiplier: 0.3 },
        { minYears: 0.5, maxYears: 5, multiplier: 1.5 },
        { minYears: 5, maxYears: 12, multiplier: 0.8 },
        { minYears: 12, multiplier: 1 },
      ],
      bySex: { female: 1.8, male: 0.5 },
      pregnancy: { pregnant: 2 },
      citations: [
        { sourceId: 'who-anaemia-2011', section: 'Haemoglobin thresholds and prevalence of anaemia' },
        { sourceId: 'ug-clinical-guidelines-2023', section: 'Blood diseases: Iron deficiency anaemia' },
      ],
    },
    findings: [
      { findingId: 'anaemia-lab', frequency: 0.97 },
      { findingId: 'microcytosis-lab', frequency: 0.85 },
      { findingId: 'severe-anaemia-lab', frequency: 0.12 },
      { findingId: 'pallor', frequency: 0.7 },
      { findingId: 'severe-pallor', frequency: 0.15 },
      { findingId: 'fatigue', frequency: 0.8 },
      { findingId: 'dizziness', frequency: 0.4 },
      { findingId: 'exertional-dyspnoea', frequency: 0.45 },
      { findingId: 'palpitations', frequency: 0.35 },
      { findingId: 'headache', frequency: 0.3 },
      { findingId: 'tachycardia', frequency: 0.25 },
      { findingId: 'pica', frequency: 0.2 },
      { findingId: 'heavy-menstrual-bleeding', frequency: 0.3 },
      { findingId: 'stool-ova-lab', frequency: 0.15 },
      { findingId: 'poor-growth', frequency: 0.15 },
      { findingId: 'melaena', frequency: 0.03 },
      { findingId: 'weight-loss', frequency: 0.1 },
      { findingId: 'fever', frequency: 0.05 },
      { findingId: 'jaundice', frequency: 0.003 },
      { findingId: 'splenomegaly', frequency: 0.01 },
      { findingId: 'malaria-test-positive', frequency: 0.05 },
      { findingId: 'sickle-test-positive-lab', frequency: 0.02 },
      { findingId: 'leg-swelling', frequency: 0.05 },
      { findingId: 'shortness-of-breath', frequency: 0.5 },
    ],
    redFlags: [
      {
        findingIds: ['severe-anaemia-lab', 'severe-pallor'],
        finding: 'Severe anaemia (Hb < 7 g/dL)',
        urgency: 'urgent',
        actionRequired:
          'Same-day assessment for transfusion (heart failure, breathlessness at rest, pregnancy near term); find the cause.',
        citations: [
          {
            sourceId: 'who-pocket-book-2013',
            section: 'Chapter 10: Supportive care (management of anaemia, severe anaemia)',
          },
        ],
      },
      {
        findingIds: ['hypoxaemia', 'respiratory-distress'],
        finding: 'Breathless at rest with anaemia: anaemic heart failure',
        urgency: 'emergency',
        actionRequired: 'Oxygen, slow transfusion of packed cells with furosemide; refer.',
        citations: [{ sourceId: 'who-iatt-2011', section: 'Anaemia: indications for transfusion' }],
      },
      {
        findingIds: ['melaena'],
        finding: 'Black stool with iron deficiency: gastrointestinal blood loss',
        urgency: 'urgent',
        actionRequired: 'Refer for endoscopy, especially if over 50 years.',
        citations: [
          {
            sourceId: 'za-hospital-adult-stg-2019',
            section: 'Blood and blood-forming organs: Iron deficiency anaemia',
          },
        ],
      },
    ],
    investigations: [
      {
        test: 'Haemoglobin and full blood count with red cell indices (MCV, MCH)',
        urgency: 'routine',
        rationale: 'Confirms anaemia and microcytosis.',
        expectedFindings:
          'Hb below the WHO threshold (e.g. < 12 g/dL non-pregnant women, < 13 men, < 11 pregnancy and children 6-59 months) with low MCV.',
      },
      {
        test: 'Serum ferritin (with CRP), blood film',
        urgency: 'routine',
        rationale: 'Low ferritin confirms iron deficiency; ferritin rises with inflammation.',
        expectedFindings: 'Ferritin < 15 microgram/L (< 30 with inflammation); pencil cells on the film.',
      },
      {
        test: 'Stool for ova (hookworm, schistosomiasis) and occult blood; malaria test; sickle test in children',
        urgency: 'routine',
        rationale: 'Hookworm and blood loss are common causes; malaria and sickle cell cause other anaemias.',
        expectedFindings: 'Hookworm ova in endemic areas.',
      },
    ],
    monitoring: [
      {
        parameter: 'Haemoglobin',
        frequency: 'After 4 weeks of iron, then at the end of treatment',
        alertCriteria: 'Rise < 1 g/dL after 4 weeks: check adherence and look for another cause',
      },
    ],
    referrals: [
      {
        specialist: 'Physician or gastroenterology',
        urgency: 'routine',
        reason: 'Men and post-menopausal women with unexplained iron deficiency (endoscopy).',
      },
      {
        specialist: 'Gynaecology',
        urgency: 'routine',
        reason: 'Heavy menstrual bleeding that needs investigation.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Eat iron-rich foods: liver, meat, fish, beans, dark green leafy vegetables (sukuma wiki, managu), with fruit for vitamin C.',
        category: 'diet',
        importance: 'high',
      },
      {
        recommendation: 'Take iron tablets between meals; avoid tea or coffee within 1 hour of them.',
        category: 'adherence',
        importance: 'medium',
      },
      {
        recommendation: 'Wear shoes outdoors and deworm regularly to prevent hookworm.',
        category: 'prevention',
        importance: 'medium',
      },
      {
        recommendation:
          'Iron may darken the stool; keep tablets out of reach of children (overdose is dangerous).',
        category: 'safety',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Oral iron (ferrous sulfate or fumarate, as elemental iron) daily, continued for 3 months after haemoglobin normalises; folic acid in pregnancy; treat the cause: albendazole for hookworm, management of heavy menstrual bleeding, investigation of gastrointestinal loss. Transfusion only for severe anaemia with decompensation. Parenteral iron where oral iron fails or is not tolerated (specialist).',
      supportiveCare: ['Take iron with a little food if it upsets the stomach', 'Treat constipation'],
      followUpSchedule:
        'Review Hb after 4 weeks, then every 1 to 3 months until 3 months after Hb is normal.',
      antibioticsIndicated: false,
      citations: [
        { sourceId: 'ug-clinical-guidelines-2023', section: 'Blood diseases: Iron deficiency anaemia' },
        { sourceId: 'who-pocket-book-2013', section: 'Chapter 10: Supportive care (management of anaemia)' },
        {
          sourceId: 'za-phc-stg-2020',
          section: 'Blood and blood-related conditions: Anaemia, iron deficiency',
        },
      ],
    },
    citations: [
      {
        sourceId: 'who-anaemia-2011',
        section: 'Haemoglobin thresholds for anaemia by age, sex and pregnancy',
      },
      { sourceId: 'ug-clinical-guidelines-2023', section: 'Blood diseases: Iron deficiency anaemia' },
    ],
  },
  {
    id: 'sickle-cell-crisis',
    name: 'Sickle cell disease with crisis (vaso-occlusive, acute chest syndrome, sequestration)',
    icd10: ['D57.0', 'D57'],
    icd11: '3A51',
    urgency: 'emergency',
    prior: {
      baseline: 0.002,
      byAge: [
        { maxYears: 0.5, multiplier: 0.1 },
        { minYears: 0.5, maxYears: 20, multiplier: 1.5 },
        { minYears: 20, maxYears: 40, multiplier: 0.9 },
        { minYears: 40, multiplier: 0.3 },
      ],
      byCountry: {
        KE: 1,
        SO: 0.2,
        ET: 0.1,
        UG: 1.5,
        TZ: 1.3,
        NG: 3,
        GH: 2.5,
        ZA: 0.05,
        MW: 0.6,
        ZW: 0.2,
        ML: 2,
        BF: 2,
        BW: 0.1,
        ZM: 0.8,
      },
      citations: [
        { sourceId: 'ng-stg-2022', section: 'Haematology: Sickle cell disease' },
        { sourceId: 'ug-clinical-guidelines-2023', section: 'Blood diseases: Sickle cell disease' },
      ],
    },
    findings: [
      { findingId: 'tachypnoea', frequency: 0.25 },
      { findingId: 'hypertension-reading', frequency: 0.03 },
      { findingId: 'known-sickle-cell', frequency: 0.85 },
      { findingId: 'sickle-test-positive-lab', frequency: 0.95 },
      { findingId: 'bone-pain', frequency: 0.85 },
      { findingId: 'dactylitis', frequency: 0.2 },
      { findingId: 'back-pain', frequency: 0.3 },
      { findingId: 'arthralgia', frequency: 0.4 },
      { findingId: 'joint-swelling', frequency: 0.2 },
      { findingId: 'chest-pain', frequency: 0.2 },
      { findingId: 'abdominal-pain', frequency: 0.3 },
      { findingId: 'fever', frequency: 0.45 },
      { findingId: 'pallor', frequency: 0.55 },
      { findingId: 'severe-pallor', frequency: 0.15 },
      { findingId: 'jaundice', frequency: 0.45 },
      { findingId: 'dark-urine', frequency: 0.2 },
      { findingId: 'anaemia-lab', frequency: 0.9 },
      { findingId: 'severe-anaemia-lab', frequency: 0.2 },
      { findingId: 'splenomegaly', frequency: 0.15 },
      { findingId: 'fatigue', frequency: 0.5 },
      { findingId: 'tachycardia', frequency: 0.4 },
      { findingId: 'shortness-of-breath', frequency: 0.15 },
      { findingId: 'hypoxaemia', frequency: 0.1 },
      { findingId: 'focal-weakness', frequency: 0.03 },
      { findingId: 'runny-nose', frequency: 0.05 },
      { findingId: 'diarrhoea', frequency: 0.05 },
      { findingId: 'high-fever', frequency: 0.15 },
      { findingId: 'vomiting', frequency: 0.15 },
      { findingId: 'cough', frequency: 0.15 },
      { findingId: 'respiratory-distress', frequency: 0.08 },
      { findingId: 'abdominal-distension', frequency: 0.1 },
      { findingId: 'irritability', frequency: 0.2 },
      { findingId: 'convulsions', frequency: 0.03 },
      { findingId: 'facial-droop', frequency: 0.02 },
      { findingId: 'speech-difficulty', frequency: 0.02 },
    ],
    redFlags: [
      {
        findingIds: ['hypoxaemia', 'respiratory-distress'],
        finding: 'Hypoxaemia or respiratory distress: acute chest syndrome',
        urgency: 'critical',
        actionRequired:
          'Oxygen, IV antibiotics (ceftriaxone plus a macrolide), analgesia, cautious fluids; urgent transfusion assessment and referral.',
        citations: [
          { sourceId: 'ng-stg-2022', section: 'Haematology: Sickle cell disease (acute chest syndrome)' },
        ],
      },
      {
        findingIds: ['focal-weakness', 'facial-droop', 'speech-difficulty', 'convulsions'],
        finding: 'Weakness, speech difficulty or fits: stroke in sickle cell disease',
        urgency: 'critical',
        actionRequired: 'Oxygen, IV fluids, urgent exchange transfusion at a referral hospital.',
        citations: [
          {
            sourceId: 'ug-clinical-guidelines-2023',
            section: 'Blood diseases: Sickle cell disease (complications)',
          },
        ],
      },
      {
        findingIds: ['severe-pallor', 'severe-anaemia-lab'],
        finding: 'Severe pallor or Hb < 7 g/dL: splenic sequestration, aplastic crisis or hyperhaemolysis',
        urgency: 'emergency',
        actionRequired: 'Urgent blood transfusion; treat shock; admit.',
        citations: [
          {
            sourceId: 'who-pocket-book-2013',
            section: 'Chapter 10: Supportive care (anaemia; sickle cell disease)',
          },
        ],
      },
      {
        findingIds: ['high-fever'],
        finding: 'High fever in sickle cell disease (risk of overwhelming pneumococcal sepsis)',
        urgency: 'emergency',
        actionRequired:
          'Blood culture and malaria test, then parenteral antibiotic (ceftriaxone) without delay.',
        citations: [{ sourceId: 'ng-stg-2022', section: 'Haematology: Sickle cell disease (infection)' }],
      },
    ],
    investigations: [
      {
        test: 'Haemoglobin and full blood count with reticulocytes, compared with the steady-state value',
        urgency: 'stat',
        rationale: 'A fall of > 2 g/dL from baseline suggests sequestration, aplastic crisis or haemolysis.',
        expectedFindings:
          'Hb 6-9 g/dL at steady state; lower in a crisis; low reticulocytes in aplastic crisis.',
      },
      {
        test: 'Malaria test, blood culture, urinalysis; chest X-ray if chest signs',
        urgency: 'stat',
        rationale: 'Infection and malaria commonly trigger crises; acute chest syndrome needs X-ray.',
        expectedFindings: 'New infiltrate on X-ray in acute chest syndrome.',
      },
      {
        test: 'Sickle solubility test or haemoglobin electrophoresis if the diagnosis is not yet confirmed',
        urgency: 'urgent',
        rationale: 'Confirms HbSS or HbSC.',
        expectedFindings: 'HbSS on electrophoresis.',
      },
    ],
    monitoring: [
      {
        parameter: 'Pain score',
        frequency: 'Every 30 minutes until controlled, then 2 to 4 hourly',
        alertCriteria: 'Pain not controlled within 1 hour: escalate analgesia',
      },
      {
        parameter: 'SpO2, respiratory rate, temperature',
        frequency: '4-hourly',
        alertCriteria: 'SpO2 < 94% or new chest signs: acute chest syndrome',
      },
      {
        parameter: 'Spleen size and haemoglobin',
        frequency: 'Daily in children',
        alertCriteria: 'Growing spleen or falling Hb',
      },
    ],
    referrals: [
      {
        specialist: 'Hospital (paediatric or medical ward)',
        urgency: 'emergency',
        reason: 'Severe pain needing opioids, acute chest syndrome, stroke, sequestration or fever.',
      },
      {
        specialist: 'Sickle cell clinic',
        urgency: 'routine',
        reason: 'Long-term care, hydroxyurea and transcranial Doppler screening.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Drink plenty of water every day and avoid getting cold, dehydrated or over-exhausted.',
        category: 'hydration',
        importance: 'high',
      },
      {
        recommendation:
          'Sleep under a treated bed net and take malaria prevention and folic acid as prescribed.',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation:
          'Children: give daily penicillin prophylaxis to age 5 and keep all vaccines up to date, including pneumococcal.',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Come immediately for fever, chest pain, weakness, or a swollen tummy in a child.',
        category: 'safety',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Vaso-occlusive crisis: prompt analgesia (within 30 minutes) stepped by severity: paracetamol, NSAID (ibuprofen, if kidneys normal) and oral or IV morphine for severe pain; oral or IV hydration; oxygen only if SpO2 < 95%; look for and treat infection and malaria (fever needs empirical parenteral antibiotics). Transfuse for severe anaemia, sequestration, acute chest syndrome or stroke. Long-term: folic acid, penicillin prophylaxis in children, malaria chemoprevention, vaccination, hydroxyurea.',
      supportiveCare: ['Warmth', 'Incentive spirometry to prevent acute chest syndrome', 'Avoid pethidine'],
      followUpSchedule: 'Review within 1 week after discharge, then sickle cell clinic every 3 months.',
      antibioticsIndicated: false,
      citations: [
        { sourceId: 'ng-stg-2022', section: 'Haematology: Sickle cell disease' },
        { sourceId: 'ug-clinical-guidelines-2023', section: 'Blood diseases: Sickle cell disease' },
        {
          sourceId: 'who-pocket-book-2013',
          section: 'Chapter 10: Supportive care (anaemia; sickle cell disease)',
        },
      ],
    },
    citations: [
      { sourceId: 'ug-clinical-guidelines-2023', section: 'Blood diseases: Sickle cell disease' },
      { sourceId: 'ng-stg-2022', section: 'Haematology: Sickle cell disease' },
    ],
  },
] as const satisfies readonly Condition[];
