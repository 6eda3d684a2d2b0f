import type { Condition } from '../types';

/**
 * Conditions 57-74 of clinical-scope.md. Frequencies are P(finding | condition); findings with a low
 * frequency argue against the condition when present. Figures follow the cited guidelines and, for
 * signs and symptoms, the diagnostic-accuracy literature summarised in McGee and the JAMA Rational
 * Clinical Examination series.
 */
export const conditions = [
  {
    id: 'severe-acute-malnutrition',
    name: 'Severe acute malnutrition (marasmus, kwashiorkor)',
    icd10: ['E43', 'E40', 'E41', 'E42'],
    urgency: 'urgent',
    prior: {
      baseline: 0.005,
      byAge: [
        { maxYears: 0.5, multiplier: 0.6 },
        { minYears: 0.5, maxYears: 5, multiplier: 3 },
        { minYears: 5, maxYears: 18, multiplier: 0.15 },
        { minYears: 18, multiplier: 0.02 },
      ],
      byCountry: {
        KE: 1,
        SO: 3,
        ET: 2,
        UG: 0.9,
        TZ: 1,
        NG: 1.5,
        GH: 0.7,
        ZA: 0.3,
        MW: 1,
        ZW: 0.8,
        ML: 2,
        BF: 2,
        BW: 0.5,
        ZM: 1,
      },
      citations: [
        { sourceId: 'who-sam-2013', section: 'Introduction: burden of severe acute malnutrition' },
        { sourceId: 'ke-basic-paediatric-2022', section: 'Severe acute malnutrition' },
      ],
    },
    findings: [
      { findingId: 'tachypnoea', frequency: 0.3 },
      { findingId: 'tachycardia', frequency: 0.35 },
      { findingId: 'face-hand-oedema', frequency: 0.1 },
      { findingId: 'low-muac', frequency: 0.85 },
      { findingId: 'visible-wasting', frequency: 0.7 },
      { findingId: 'bilateral-pitting-oedema', frequency: 0.35 },
      { findingId: 'hair-skin-changes-kwashiorkor', frequency: 0.25 },
      { findingId: 'poor-growth', frequency: 0.85 },
      { findingId: 'weight-loss', frequency: 0.6 },
      { findingId: 'anorexia', frequency: 0.5 },
      { findingId: 'failed-appetite-test', frequency: 0.3 },
      { findingId: 'diarrhoea', frequency: 0.5 },
      { findingId: 'chronic-diarrhoea', frequency: 0.2 },
      { findingId: 'vomiting', frequency: 0.3 },
      { findingId: 'fever', frequency: 0.4 },
      { findingId: 'cough', frequency: 0.35 },
      { findingId: 'lethargy', frequency: 0.35 },
      { findingId: 'irritability', frequency: 0.3 },
      { findingId: 'hypothermia', frequency: 0.08 },
      { findingId: 'hypoglycaemia-lab', frequency: 0.1 },
      { findingId: 'anaemia-lab', frequency: 0.6 },
      { findingId: 'severe-pallor', frequency: 0.15 },
      { findingId: 'oral-thrush', frequency: 0.2 },
      { findingId: 'sunken-eyes', frequency: 0.25 },
      { findingId: 'hiv-test-positive', frequency: 0.15 },
      { findingId: 'obesity', frequency: 0.001 },
      { findingId: 'leg-swelling', frequency: 0.35 },
      { findingId: 'pallor', frequency: 0.4 },
    ],
    redFlags: [
      {
        findingIds: [
          'failed-appetite-test',
          'bilateral-pitting-oedema',
          'lethargy',
          'unconscious',
          'convulsions',
          'unable-to-drink',
          'vomiting-everything',
        ],
        finding: 'Complicated SAM: failed appetite test, oedema, or a danger sign',
        urgency: 'emergency',
        actionRequired:
          'Admit for inpatient stabilisation (F-75, antibiotics, glucose and warmth); do not manage as an outpatient.',
        citations: [
          {
            sourceId: 'who-pocket-book-2013',
            section: 'Chapter 7: Severe acute malnutrition (criteria for admission)',
          },
        ],
      },
      {
        findingIds: ['hypoglycaemia-lab', 'hypothermia'],
        finding: 'Hypoglycaemia or hypothermia in SAM',
        urgency: 'critical',
        actionRequired:
          'Give 10% glucose (oral or by nasogastric tube, IV if unconscious), warm the child skin-to-skin, start feeds and antibiotics.',
        citations: [
          {
            sourceId: 'who-pocket-book-2013',
            section: 'Chapter 7: Severe acute malnutrition (hypoglycaemia, hypothermia)',
          },
        ],
      },
      {
        findingIds: ['hypotension', 'weak-pulse-cold-hands', 'very-slow-skin-pinch'],
        finding: 'Shock or severe dehydration in a child with SAM',
        urgency: 'critical',
        actionRequired:
          'Use the SAM shock protocol (slower IV fluid, e.g. Ringer lactate with 5% dextrose at 15 mL/kg over 1 hour, as WHO Pocket Book); ReSoMal for dehydration without shock; never standard rapid boluses.',
        citations: [
          {
            sourceId: 'who-pocket-book-2013',
            section: 'Chapter 7: Severe acute malnutrition (dehydration and shock)',
          },
        ],
      },
    ],
    investigations: [
      {
        test: 'MUAC, weight-for-height z-score, check both feet for pitting oedema, appetite test with RUTF',
        urgency: 'urgent',
        rationale:
          'SAM: MUAC < 115 mm, WHZ < -3, or bilateral pitting oedema (children 6-59 months); the appetite test decides inpatient or outpatient care.',
        expectedFindings:
          'MUAC < 115 mm or oedema; a child who eats the RUTF without difficulty can go to outpatient care.',
      },
      {
        test: 'Blood glucose, haemoglobin, malaria test, HIV test, urine dipstick; TB screening',
        urgency: 'urgent',
        rationale: 'Hypoglycaemia, severe anaemia, malaria, HIV and TB are common and change treatment.',
        expectedFindings: 'Low glucose, anaemia, positive HIV test in some.',
      },
    ],
    monitoring: [
      {
        parameter: 'Weight, oedema, appetite',
        frequency: 'Daily inpatient; weekly in the outpatient programme',
        alertCriteria: 'No weight gain for 2 weeks or weight loss: medical review',
      },
      {
        parameter: 'Temperature, glucose, pulse and respiratory rate',
        frequency: 'Every 4 hours during stabilisation',
        alertCriteria:
          'Temperature < 35.5 C, glucose < 3 mmol/L, rising pulse and breathing rate (refeeding or fluid overload)',
      },
    ],
    referrals: [
      {
        specialist: 'Inpatient stabilisation centre',
        urgency: 'emergency',
        reason: 'Complicated SAM, infants under 6 months, or failed appetite test.',
      },
      {
        specialist: 'Outpatient therapeutic programme (OTP)',
        urgency: 'urgent',
        reason: 'Uncomplicated SAM with good appetite.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Give only the therapeutic food (RUTF) as prescribed, in small frequent amounts, with clean water; keep breastfeeding.',
        category: 'diet',
        importance: 'high',
      },
      {
        recommendation: 'Keep the child warm and covered, especially at night.',
        category: 'safety',
        importance: 'high',
      },
      {
        recommendation: 'Wash hands before feeding; use safe water.',
        category: 'hygiene',
        importance: 'high',
      },
      {
        recommendation: 'Play with and stimulate the child every day.',
        category: 'self-care',
        importance: 'medium',
      },
      {
        recommendation:
          'Return every week to the programme and at once if the child stops eating or becomes sick.',
        category: 'follow-up',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Complicated SAM: WHO ten steps as inpatient: treat or prevent hypoglycaemia, hypothermia and dehydration (ReSoMal), correct electrolytes, give broad-spectrum antibiotics (ampicillin and gentamicin IV/IM), micronutrients, cautious feeding with F-75, then catch-up with F-100 or RUTF, stimulation, and prepare for follow-up. Uncomplicated SAM: outpatient RUTF by weight with oral amoxicillin, measles vaccination and deworming per protocol.',
      supportiveCare: [
        'Vitamin A per protocol (not if oedematous at admission)',
        'Folic acid',
        'Treat malaria, HIV and TB as found',
      ],
      followUpSchedule:
        'Weekly OTP visits until discharge criteria (MUAC >= 125 mm and no oedema for 2 weeks), then supplementary feeding follow-up.',
      antibioticsIndicated: true,
      citations: [
        {
          sourceId: 'who-sam-2013',
          section: 'Recommendations: antibiotics, therapeutic feeding, discharge criteria',
        },
        { sourceId: 'who-pocket-book-2013', section: 'Chapter 7: Severe acute malnutrition' },
        { sourceId: 'ke-basic-paediatric-2022', section: 'Severe acute malnutrition' },
      ],
    },
    citations: [
      { sourceId: 'who-pocket-book-2013', section: 'Chapter 7: Severe acute malnutrition' },
      { sourceId: 'who-sam-2013', section: 'Identification and admission criteria' },
    ],
  },
  {
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
  },
  {
    id: 'gerd',
    name: 'Gastro-oesophageal reflux disease',
    icd10: ['K21.9', 'K21'],
    icd11: 'DA22',
    urgency: 'routine',
    prior: {
      baseline: 0.015,
      byAge: [
        { maxYears: 12, multiplier: 0.1 },
        { minYears: 12, multiplier: 1 },
      ],
      pregnancy: { pregnant: 2 },
      citations: [
        {
          sourceId: 'za-phc-stg-2020',
          section: 'Gastrointestinal conditions: Gastro-oesophageal reflux disease',
        },
      ],
    },
    findings: [
      { findingId: 'heartburn', frequency: 0.85 },
      { findingId: 'regurgitation', frequency: 0.7 },
      { findingId: 'epigastric-pain', frequency: 0.45 },
      { findingId: 'pain-related-to-meals', frequency: 0.4 },
      { findingId: 'chest-pain', frequency: 0.25 },
      { findingId: 'bloating', frequency: 0.25 },
      { findingId: 'nausea', frequency: 0.2 },
      { findingId: 'dry-cough', frequency: 0.15 },
      { findingId: 'sore-throat', frequency: 0.1 },
      { findingId: 'obesity', frequency: 0.35 },
      { findingId: 'dysphagia', frequency: 0.08 },
      { findingId: 'vomiting', frequency: 0.08 },
      { findingId: 'weight-loss', frequency: 0.03 },
      { findingId: 'melaena', frequency: 0.002 },
      { findingId: 'fever', frequency: 0.02 },
      { findingId: 'crushing-chest-pain', frequency: 0.003 },
      { findingId: 'pain-radiating-arm-jaw', frequency: 0.001 },
      { findingId: 'sweating', frequency: 0.03 },
      { findingId: 'shortness-of-breath', frequency: 0.05 },
      { findingId: 'diarrhoea', frequency: 0.04 },
      { findingId: 'abdominal-pain', frequency: 0.5 },
      { findingId: 'cough', frequency: 0.2 },
    ],
    redFlags: [
      {
        findingIds: ['crushing-chest-pain', 'pain-radiating-arm-jaw'],
        finding:
          'Crushing chest pain or pain spreading to the arm or jaw: exclude acute coronary syndrome before calling it reflux',
        urgency: 'emergency',
        actionRequired: 'ECG and troponin now.',
        citations: [{ sourceId: 'esc-acs-2023', section: 'Initial assessment of chest pain' }],
      },
      {
        findingIds: ['dysphagia', 'weight-loss', 'melaena', 'vomiting-everything'],
        finding: 'Alarm features: difficulty swallowing, weight loss, bleeding or persistent vomiting',
        urgency: 'urgent',
        actionRequired: 'Refer for endoscopy (oesophageal cancer is common in East Africa).',
        citations: [
          { sourceId: 'za-phc-stg-2020', section: 'Gastrointestinal conditions: GORD (referral criteria)' },
        ],
      },
    ],
    investigations: [
      {
        test: 'Clinical diagnosis; trial of PPI',
        urgency: 'routine',
        rationale: 'Typical heartburn and regurgitation without alarm features need no test.',
        expectedFindings: 'Symptoms improve within 4 to 8 weeks of PPI.',
      },
      {
        test: 'Upper GI endoscopy if alarm features or no response',
        urgency: 'routine',
        rationale: 'Excludes oesophageal cancer, stricture and Barrett oesophagus.',
        expectedFindings: 'Oesophagitis or normal mucosa.',
      },
    ],
    monitoring: [
      {
        parameter: 'Symptoms',
        frequency: 'After 4 to 8 weeks',
        alertCriteria: 'No response or any alarm feature: endoscopy',
      },
    ],
    referrals: [
      {
        specialist: 'Gastroenterology (endoscopy)',
        urgency: 'urgent',
        reason: 'Dysphagia, weight loss, bleeding, or failure of PPI.',
      },
    ],
    lifestyle: [
      {
        recommendation: 'Lose weight if overweight; eat the last meal at least 3 hours before lying down.',
        category: 'diet',
        importance: 'high',
      },
      {
        recommendation: 'Raise the head of the bed; avoid tight clothing.',
        category: 'self-care',
        importance: 'medium',
      },
      {
        recommendation: 'Cut down alcohol, smoking, coffee, fatty and spicy foods if they bring on symptoms.',
        category: 'diet',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Lifestyle measures; antacid or alginate for occasional symptoms; proton pump inhibitor (omeprazole) once daily for 4 to 8 weeks, then step down to the lowest dose or on-demand use. In pregnancy: lifestyle and antacids first.',
      supportiveCare: ['Avoid NSAIDs', 'Treat constipation and obesity'],
      followUpSchedule: 'Review at 4 to 8 weeks.',
      antibioticsIndicated: false,
      citations: [
        {
          sourceId: 'za-phc-stg-2020',
          section: 'Gastrointestinal conditions: Gastro-oesophageal reflux disease',
        },
        {
          sourceId: 'ug-clinical-guidelines-2023',
          section: 'Gastrointestinal diseases: Gastro-oesophageal reflux disease',
        },
      ],
    },
    citations: [
      {
        sourceId: 'za-phc-stg-2020',
        section: 'Gastrointestinal conditions: Gastro-oesophageal reflux disease',
      },
      {
        sourceId: 'ug-clinical-guidelines-2023',
        section: 'Gastrointestinal diseases: Gastro-oesophageal reflux disease',
      },
    ],
  },
  {
    id: 'acute-appendicitis',
    name: 'Acute appendicitis',
    icd10: ['K35.8', 'K35'],
    icd11: 'DB10.0',
    urgency: 'emergency',
    prior: {
      baseline: 0.001,
      byAge: [
        { maxYears: 3, multiplier: 0.2 },
        { minYears: 3, maxYears: 10, multiplier: 1 },
        { minYears: 10, maxYears: 30, multiplier: 1.6 },
        { minYears: 30, maxYears: 60, multiplier: 0.9 },
        { minYears: 60, multiplier: 0.5 },
      ],
      citations: [
        { sourceId: 'wses-appendicitis-2020', section: 'Introduction: epidemiology' },
        { sourceId: 'jama-rce-1990s', section: 'Does this patient have appendicitis?' },
      ],
    },
    findings: [
      { findingId: 'hypertension-reading', frequency: 0.05 },
      { findingId: 'abdominal-pain', frequency: 0.99 },
      { findingId: 'right-lower-quadrant-pain', frequency: 0.85 },
      { findingId: 'periumbilical-pain-migrating', frequency: 0.6 },
      { findingId: 'rebound-tenderness', frequency: 0.65 },
      { findingId: 'anorexia', frequency: 0.7 },
      { findingId: 'nausea', frequency: 0.65 },
      { findingId: 'vomiting', frequency: 0.5 },
      { findingId: 'fever', frequency: 0.45 },
      { findingId: 'high-fever', frequency: 0.08 },
      { findingId: 'tachycardia', frequency: 0.4 },
      { findingId: 'leucocytosis-lab', frequency: 0.8 },
      { findingId: 'raised-crp-lab', frequency: 0.75 },
      { findingId: 'constipation', frequency: 0.15 },
      { findingId: 'diarrhoea', frequency: 0.12 },
      { findingId: 'abdominal-distension', frequency: 0.15 },
      { findingId: 'dysuria', frequency: 0.08 },
      { findingId: 'urinary-frequency', frequency: 0.08 },
      { findingId: 'urine-nitrite-lab', frequency: 0.03 },
      { findingId: 'flank-pain', frequency: 0.1 },
      { findingId: 'vaginal-discharge', frequency: 0.02 },
      { findingId: 'vaginal-bleeding', frequency: 0.01 },
      { findingId: 'pregnancy-test-positive', frequency: 0.03 },
      { findingId: 'cervical-motion-tenderness', frequency: 0.005 },
      { findingId: 'cough', frequency: 0.1 },
      { findingId: 'runny-nose', frequency: 0.04 },
      { findingId: 'hypotension', frequency: 0.05 },
      { findingId: 'lower-abdominal-pain', frequency: 0.4 },
      { findingId: 'weak-pulse-cold-hands', frequency: 0.05 },
    ],
    redFlags: [
      {
        findingIds: ['rebound-tenderness', 'right-lower-quadrant-pain', 'periumbilical-pain-migrating'],
        finding: 'Localised right iliac fossa tenderness with guarding: acute appendicitis',
        urgency: 'emergency',
        actionRequired: 'Nil by mouth, IV fluids, analgesia, IV antibiotics and same-day surgical review.',
        citations: [
          { sourceId: 'wses-appendicitis-2020', section: 'Diagnosis: clinical scores; management' },
        ],
      },
      {
        findingIds: ['hypotension', 'weak-pulse-cold-hands'],
        finding: 'Shock: perforation with peritonitis',
        urgency: 'critical',
        actionRequired: 'Resuscitate with IV fluids, broad-spectrum IV antibiotics, emergency laparotomy.',
        citations: [
          {
            sourceId: 'ke-clinical-guidelines-2009',
            section: 'Surgical conditions: Acute abdomen; peritonitis',
          },
        ],
      },
    ],
    investigations: [
      {
        test: 'Clinical score (Alvarado or Appendicitis Inflammatory Response score)',
        urgency: 'stat',
        rationale: 'Stratifies risk and guides imaging and surgical referral.',
        expectedFindings: 'Alvarado >= 7 or high AIR score: high probability.',
      },
      {
        test: 'Full blood count, CRP, urinalysis, pregnancy test in women of reproductive age',
        urgency: 'stat',
        rationale:
          'Leucocytosis supports appendicitis; urine and pregnancy tests exclude UTI and ectopic pregnancy.',
        expectedFindings: 'Raised white cell count with neutrophilia; negative pregnancy test.',
      },
      {
        test: 'Abdominal ultrasound (CT where available in adults with intermediate risk)',
        urgency: 'urgent',
        rationale: 'Confirms appendicitis and its complications.',
        expectedFindings: 'Non-compressible appendix > 6 mm, periappendiceal fluid or abscess.',
      },
    ],
    monitoring: [
      {
        parameter: 'Pain, abdominal signs, pulse, temperature',
        frequency: 'Every 2 to 4 hours while awaiting surgery',
        alertCriteria: 'Spreading tenderness, rising pulse, fever: perforation',
      },
    ],
    referrals: [{ specialist: 'General surgery', urgency: 'emergency', reason: 'Appendicectomy.' }],
    lifestyle: [
      {
        recommendation: 'Do not eat or drink until seen by the surgeon.',
        category: 'safety',
        importance: 'high',
      },
      {
        recommendation: 'After surgery, walk early and return for wound redness, fever or worsening pain.',
        category: 'follow-up',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Nil by mouth, IV fluids, adequate analgesia (including opioids, which do not mask the diagnosis), pre-operative IV antibiotics (ceftriaxone with metronidazole) and appendicectomy. Complicated appendicitis (perforation, abscess) needs continued antibiotics; an appendiceal mass may be managed with antibiotics and drainage.',
      supportiveCare: ['Antiemetic', 'Correct dehydration', 'Monitor urine output'],
      followUpSchedule: 'Surgical review 1 to 2 weeks after discharge.',
      antibioticsIndicated: true,
      citations: [
        { sourceId: 'wses-appendicitis-2020', section: 'Management: operative and antibiotic treatment' },
        { sourceId: 'ke-clinical-guidelines-2009', section: 'Surgical conditions: Acute appendicitis' },
      ],
    },
    citations: [
      { sourceId: 'jama-rce-1990s', section: 'Does this patient have appendicitis?' },
      { sourceId: 'wses-appendicitis-2020', section: 'Diagnosis and management' },
    ],
  },
  {
    id: 'epilepsy-seizure',
    name: 'Epilepsy / seizure (including status epilepticus and febrile seizures)',
    icd10: ['G40.9', 'G41.9', 'R56.8', 'R56.0', 'G40', 'G41', 'R56'],
    icd11: '8A60',
    urgency: 'emergency',
    prior: {
      baseline: 0.005,
      byAge: [
        { maxYears: 0.5, multiplier: 0.7 },
        { minYears: 0.5, maxYears: 6, multiplier: 1.5 },
        { minYears: 6, multiplier: 1 },
      ],
      citations: [
        { sourceId: 'who-mhgap-2016', section: 'Epilepsy module (EPI)' },
        { sourceId: 'ilae-2017', section: 'Operational classification of seizure types' },
      ],
    },
    findings: [
      { findingId: 'tachycardia', frequency: 0.4 },
      { findingId: 'hypersalivation', frequency: 0.25 },
      { findingId: 'convulsions', frequency: 0.95 },
      { findingId: 'recurrent-seizures', frequency: 0.55 },
      { findingId: 'post-ictal-drowsiness', frequency: 0.7 },
      {
        findingId: 'tongue-biting',
        frequency: 0.4,
        citation: { sourceId: 'mcgee-ebpd-2021', section: 'Syncope versus seizure' },
      },
      { findingId: 'unconscious', frequency: 0.4 },
      { findingId: 'confusion', frequency: 0.4 },
      { findingId: 'seizure-over-5-minutes', frequency: 0.15 },
      { findingId: 'missed-antiseizure-medicine', frequency: 0.25 },
      { findingId: 'lethargy', frequency: 0.3 },
      { findingId: 'headache', frequency: 0.25 },
      { findingId: 'vomiting', frequency: 0.15 },
      { findingId: 'fever', frequency: 0.2 },
      { findingId: 'high-fever', frequency: 0.1 },
      { findingId: 'alcohol-use', frequency: 0.1 },
      { findingId: 'syncope', frequency: 0.1 },
      { findingId: 'focal-weakness', frequency: 0.05 },
      { findingId: 'neck-stiffness', frequency: 0.002 },
      { findingId: 'bulging-fontanelle', frequency: 0.001 },
      { findingId: 'hypoglycaemia-lab', frequency: 0.02 },
      { findingId: 'malaria-test-positive', frequency: 0.05 },
      { findingId: 'petechial-rash', frequency: 0.001 },
    ],
    redFlags: [
      {
        findingIds: ['seizure-over-5-minutes', 'unconscious'],
        finding: 'Seizure > 5 minutes or repeated without regaining consciousness: status epilepticus',
        urgency: 'critical',
        actionRequired:
          'Airway and oxygen, check glucose; give a benzodiazepine now (rectal or IV diazepam, buccal or IM midazolam), repeat once after 10 minutes, then phenobarbital or phenytoin and refer.',
        citations: [
          {
            sourceId: 'who-mhgap-2016',
            section: 'Epilepsy module: emergency management of convulsive seizures',
          },
        ],
      },
      {
        findingIds: ['neck-stiffness', 'bulging-fontanelle', 'petechial-rash'],
        finding: 'Seizure with neck stiffness, bulging fontanelle or petechial rash: meningitis',
        urgency: 'critical',
        actionRequired:
          'Treat for the infection now (antibiotics, IV artesunate as indicated) and admit; lumbar puncture when safe.',
        citations: [
          {
            sourceId: 'who-pocket-book-2013',
            section: 'Chapter 1: Convulsions; Chapter 6: Meningitis, cerebral malaria',
          },
        ],
      },
      {
        findingIds: ['pregnancy-over-20-weeks'],
        finding: 'Fit in pregnancy after 20 weeks or after delivery: eclampsia',
        urgency: 'critical',
        actionRequired: 'Magnesium sulfate and obstetric emergency care.',
        citations: [{ sourceId: 'who-pre-eclampsia-2011', section: 'Magnesium sulfate for eclampsia' }],
      },
      {
        findingIds: ['focal-weakness', 'sudden-onset-neuro'],
        finding:
          'First seizure with focal signs: structural brain lesion (stroke, tumour, abscess, toxoplasmosis)',
        urgency: 'emergency',
        actionRequired: 'Urgent CT head and HIV test.',
        citations: [{ sourceId: 'who-mhgap-2016', section: 'Epilepsy module: assessment' }],
      },
    ],
    investigations: [
      {
        test: 'Capillary glucose; malaria test in endemic areas',
        urgency: 'stat',
        rationale: 'Hypoglycaemia and cerebral malaria are treatable causes of seizures.',
        expectedFindings: 'Normal glucose and negative malaria test in epilepsy.',
      },
      {
        test: 'Lumbar puncture if fever with signs of meningitis (and no contraindication); electrolytes, calcium',
        urgency: 'urgent',
        rationale: 'Excludes meningitis and metabolic causes of a first seizure.',
        expectedFindings: 'Normal CSF and electrolytes in epilepsy.',
      },
      {
        test: 'EEG and CT or MRI brain after a first unprovoked seizure where available; HIV test',
        urgency: 'routine',
        rationale: 'Classifies the epilepsy and detects structural lesions.',
        expectedFindings: 'Epileptiform discharges; neurocysticercosis, tumour or scar in some.',
      },
    ],
    monitoring: [
      {
        parameter: 'Airway, breathing, SpO2 and consciousness',
        frequency: 'Continuously during and after a seizure',
        alertCriteria: 'SpO2 < 90%, not regaining consciousness within 30 to 60 minutes',
      },
      {
        parameter: 'Seizure diary and side effects',
        frequency: 'Monthly at first, then every 3 months',
        alertCriteria: 'Seizures not controlled on an adequate dose: review adherence, dose or second drug',
      },
    ],
    referrals: [
      {
        specialist: 'Hospital',
        urgency: 'emergency',
        reason: 'Status epilepticus, first seizure with fever or focal signs, or seizure in pregnancy.',
      },
      {
        specialist: 'Neurology or epilepsy clinic',
        urgency: 'routine',
        reason: 'Uncontrolled epilepsy on two drugs, or diagnostic doubt.',
      },
    ],
    lifestyle: [
      {
        recommendation: 'Take the anti-seizure medicine every day and never stop it suddenly.',
        category: 'adherence',
        importance: 'high',
      },
      {
        recommendation:
          'Do not swim alone, cook on open fires, climb heights or drive until seizure-free as local law requires.',
        category: 'safety',
        importance: 'high',
      },
      {
        recommendation:
          'During a fit: lay the person on the side, protect the head, put nothing in the mouth; seek help if it lasts more than 5 minutes.',
        category: 'safety',
        importance: 'high',
      },
      {
        recommendation:
          'Regular sleep and avoiding alcohol reduce seizures; epilepsy is not contagious or caused by witchcraft.',
        category: 'self-care',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Acute seizure > 5 minutes: benzodiazepine (rectal or IV diazepam, or buccal or IM midazolam), repeat once after 10 minutes; if still fitting, IV phenobarbital or phenytoin. Epilepsy (two or more unprovoked seizures): monotherapy with carbamazepine (focal seizures), sodium valproate (generalised; avoid in women and girls who could become pregnant), phenobarbital, or lamotrigine; start low and increase to control. Febrile seizure: find and treat the cause of fever, paracetamol for comfort, reassure parents; no long-term anti-seizure medicine.',
      supportiveCare: [
        'Recovery position',
        'Oxygen',
        'Treat hypoglycaemia with IV glucose',
        'Folic acid for women on anti-seizure medicine planning pregnancy',
      ],
      followUpSchedule:
        'Monthly until seizure-free on a stable dose, then every 3 months; consider withdrawal after 2 seizure-free years (specialist).',
      antibioticsIndicated: false,
      citations: [
        { sourceId: 'who-mhgap-2016', section: 'Epilepsy module (EPI)' },
        { sourceId: 'who-pocket-book-2013', section: 'Chapter 1: Convulsions' },
        { sourceId: 'ke-basic-paediatric-2022', section: 'Convulsions and status epilepticus' },
      ],
    },
    citations: [
      { sourceId: 'who-mhgap-2016', section: 'Epilepsy module (EPI)' },
      { sourceId: 'ilae-2017', section: 'Operational classification of seizure types' },
    ],
  },
  {
    id: 'migraine',
    name: 'Migraine',
    icd10: ['G43.9', 'G43.0', 'G43.1', 'G43'],
    icd11: '8A80',
    urgency: 'routine',
    prior: {
      baseline: 0.008,
      byAge: [
        { maxYears: 6, multiplier: 0.2 },
        { minYears: 6, maxYears: 18, multiplier: 0.8 },
        { minYears: 18, maxYears: 50, multiplier: 1.3 },
        { minYears: 50, multiplier: 0.5 },
      ],
      bySex: { female: 1.6, male: 0.5 },
      citations: [
        { sourceId: 'ihs-ichd3-2018', section: '1. Migraine (epidemiology and diagnostic criteria)' },
      ],
    },
    findings: [
      { findingId: 'headache', frequency: 0.99 },
      { findingId: 'recurrent-headache-episodes', frequency: 0.9 },
      { findingId: 'unilateral-throbbing-headache', frequency: 0.6 },
      { findingId: 'severe-headache', frequency: 0.55 },
      { findingId: 'nausea', frequency: 0.7 },
      { findingId: 'vomiting', frequency: 0.35 },
      { findingId: 'photophobia', frequency: 0.75 },
      { findingId: 'phonophobia', frequency: 0.7 },
      { findingId: 'headache-aura', frequency: 0.25 },
      { findingId: 'visual-disturbance', frequency: 0.3 },
      { findingId: 'dizziness', frequency: 0.2 },
      { findingId: 'sleep-disturbance', frequency: 0.3 },
      { findingId: 'stress-anxiety', frequency: 0.35 },
      { findingId: 'band-like-headache', frequency: 0.12 },
      { findingId: 'fever', frequency: 0.02 },
      { findingId: 'high-fever', frequency: 0.005 },
      { findingId: 'neck-stiffness', frequency: 0.002 },
      { findingId: 'sudden-severe-headache', frequency: 0.001 },
      { findingId: 'focal-weakness', frequency: 0.002 },
      { findingId: 'confusion', frequency: 0.005 },
      { findingId: 'convulsions', frequency: 0.005 },
      { findingId: 'severe-hypertension-reading', frequency: 0.005 },
      { findingId: 'cough', frequency: 0.05 },
    ],
    redFlags: [
      {
        findingIds: ['sudden-severe-headache'],
        finding: 'Thunderclap headache (worst ever, peak within a minute): subarachnoid haemorrhage',
        urgency: 'emergency',
        actionRequired: 'Urgent CT head and referral.',
        citations: [
          {
            sourceId: 'ihs-ichd3-2018',
            section: '6.2.2 Headache attributed to non-traumatic subarachnoid haemorrhage',
          },
        ],
      },
      {
        findingIds: ['neck-stiffness', 'petechial-rash'],
        finding: 'Headache with neck stiffness or petechial rash: meningitis',
        urgency: 'critical',
        actionRequired: 'Treat as meningitis: antibiotics now, lumbar puncture when safe, malaria test.',
        citations: [
          { sourceId: 'who-meningitis-2025', section: 'Clinical suspicion and initial management' },
        ],
      },
      {
        findingIds: ['focal-weakness', 'severe-hypertension-reading', 'pregnancy-over-20-weeks'],
        finding: 'Headache with focal deficit, very high blood pressure or late pregnancy',
        urgency: 'emergency',
        actionRequired: 'Assess for stroke, hypertensive emergency or pre-eclampsia now.',
        citations: [
          {
            sourceId: 'za-phc-stg-2020',
            section: 'Central nervous system: Headache (danger signs and referral)',
          },
        ],
      },
      {
        findingIds: ['known-hiv', 'weight-loss'],
        finding: 'New headache in HIV or with weight loss: cryptococcal meningitis, TB or tumour',
        urgency: 'urgent',
        actionRequired: 'CrAg test, CD4, and consider lumbar puncture and imaging.',
        citations: [
          { sourceId: 'who-crypto-2022', section: 'Diagnosis: CrAg screening and lumbar puncture' },
        ],
      },
    ],
    investigations: [
      {
        test: 'Clinical diagnosis by ICHD-3 criteria; blood pressure, neurological and fundus examination',
        urgency: 'routine',
        rationale: 'Migraine needs no test when the history is typical and examination normal.',
        expectedFindings: 'Normal examination between attacks.',
      },
      {
        test: 'CT or MRI only with red flags (new pattern over 50, focal signs, papilloedema, HIV)',
        urgency: 'urgent',
        rationale: 'Excludes secondary headache.',
        expectedFindings: 'Normal in migraine.',
      },
    ],
    monitoring: [
      {
        parameter: 'Headache diary: frequency, triggers, analgesic days',
        frequency: 'Review every 1 to 3 months',
        alertCriteria:
          '4 or more migraine days a month: start prophylaxis; analgesics on 10-15 or more days a month: medication overuse',
      },
    ],
    referrals: [
      {
        specialist: 'Neurology',
        urgency: 'routine',
        reason: 'Atypical features, aura lasting over 1 hour, or failure of two prophylactic drugs.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Keep regular sleep, meals and fluid intake; note and avoid triggers (missed meals, stress, some foods).',
        category: 'self-care',
        importance: 'high',
      },
      {
        recommendation: 'Take pain medicine early in an attack and rest in a dark quiet room.',
        category: 'rest',
        importance: 'medium',
      },
      {
        recommendation:
          'Do not use pain medicines on more than 10 days a month (medication-overuse headache).',
        category: 'safety',
        importance: 'high',
      },
      {
        recommendation: 'Women with migraine with aura should avoid combined oestrogen contraceptives.',
        category: 'safety',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Acute attack: simple analgesic taken early (aspirin, ibuprofen or paracetamol) with an antiemetic (metoclopramide) if nauseated; a triptan (sumatriptan) where available if analgesics fail. Prophylaxis for frequent or disabling attacks: propranolol or amitriptyline (alternatives: topiramate, flunarizine).',
      supportiveCare: ['Rest in a dark quiet room', 'Oral fluids'],
      followUpSchedule: 'Review after 2 to 3 months of prophylaxis or sooner if attacks change.',
      antibioticsIndicated: false,
      citations: [
        { sourceId: 'ihs-ichd3-2018', section: '1.1 Migraine without aura; 1.2 Migraine with aura' },
        { sourceId: 'za-phc-stg-2020', section: 'Central nervous system: Headache, migraine' },
        { sourceId: 'ug-clinical-guidelines-2023', section: 'Neurological conditions: Migraine' },
      ],
    },
    citations: [
      { sourceId: 'ihs-ichd3-2018', section: '1.1 Migraine without aura; 1.2 Migraine with aura' },
      { sourceId: 'za-phc-stg-2020', section: 'Central nervous system: Headache, migraine' },
    ],
  },
  {
    id: 'tension-type-headache',
    name: 'Tension-type headache',
    icd10: ['G44.2'],
    icd11: '8A81',
    urgency: 'routine',
    prior: {
      baseline: 0.015,
      byAge: [
        { maxYears: 6, multiplier: 0.2 },
        { minYears: 6, maxYears: 12, multiplier: 0.6 },
        { minYears: 12, multiplier: 1 },
      ],
      bySex: { female: 1.2, male: 0.8 },
      citations: [{ sourceId: 'ihs-ichd3-2018', section: '2. Tension-type headache' }],
    },
    findings: [
      { findingId: 'headache', frequency: 0.99 },
      { findingId: 'band-like-headache', frequency: 0.75 },
      { findingId: 'recurrent-headache-episodes', frequency: 0.75 },
      { findingId: 'stress-anxiety', frequency: 0.5 },
      { findingId: 'sleep-disturbance', frequency: 0.35 },
      { findingId: 'fatigue', frequency: 0.3 },
      { findingId: 'myalgia', frequency: 0.2 },
      { findingId: 'low-mood', frequency: 0.2 },
      { findingId: 'photophobia', frequency: 0.1 },
      { findingId: 'phonophobia', frequency: 0.1 },
      { findingId: 'severe-headache', frequency: 0.01 },
      { findingId: 'unilateral-throbbing-headache', frequency: 0.005 },
      { findingId: 'nausea', frequency: 0.05 },
      { findingId: 'vomiting', frequency: 0.02 },
      { findingId: 'headache-aura', frequency: 0.001 },
      { findingId: 'visual-disturbance', frequency: 0.005 },
      { findingId: 'fever', frequency: 0.02 },
      { findingId: 'high-fever', frequency: 0.005 },
      { findingId: 'neck-stiffness', frequency: 0.002 },
      { findingId: 'sudden-severe-headache', frequency: 0.001 },
      { findingId: 'focal-weakness', frequency: 0.001 },
      { findingId: 'confusion', frequency: 0.01 },
      { findingId: 'cough', frequency: 0.05 },
      { findingId: 'runny-nose', frequency: 0.05 },
    ],
    redFlags: [
      {
        findingIds: ['sudden-severe-headache', 'focal-weakness', 'confusion'],
        finding: 'Thunderclap headache, focal deficit or confusion: secondary headache',
        urgency: 'emergency',
        actionRequired: 'Urgent assessment for subarachnoid haemorrhage, stroke or intracranial infection.',
        citations: [
          {
            sourceId: 'za-phc-stg-2020',
            section: 'Central nervous system: Headache (danger signs and referral)',
          },
        ],
      },
      {
        findingIds: ['neck-stiffness'],
        finding: 'Headache with neck stiffness',
        urgency: 'critical',
        actionRequired: 'Treat as meningitis until excluded; malaria test.',
        citations: [
          { sourceId: 'who-meningitis-2025', section: 'Clinical suspicion and initial management' },
        ],
      },
    ],
    investigations: [
      {
        test: 'Clinical diagnosis; blood pressure, visual acuity and neurological examination',
        urgency: 'routine',
        rationale: 'Typical history with normal examination needs no tests.',
        expectedFindings: 'Normal examination, sometimes pericranial muscle tenderness.',
      },
    ],
    monitoring: [
      {
        parameter: 'Headache days and analgesic use',
        frequency: 'Every 1 to 3 months if frequent',
        alertCriteria: 'Headache on 15 or more days a month (chronic) or analgesics on 15 or more days',
      },
    ],
    referrals: [
      {
        specialist: 'Physician or neurology',
        urgency: 'routine',
        reason: 'Chronic daily headache not responding to treatment, or any red flag.',
      },
      {
        specialist: 'Mental health services',
        urgency: 'routine',
        reason: 'Associated depression or anxiety.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Regular sleep, meals, water and physical activity; relaxation and neck stretching exercises.',
        category: 'self-care',
        importance: 'high',
      },
      {
        recommendation:
          'Limit pain medicines to fewer than 10 to 15 days a month to avoid medication-overuse headache.',
        category: 'safety',
        importance: 'high',
      },
      {
        recommendation: 'Talk about sources of stress; counselling helps frequent headaches.',
        category: 'self-care',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Reassurance and explanation; simple analgesics for episodes (paracetamol, ibuprofen or aspirin), limited to avoid medication overuse. Frequent or chronic tension-type headache: amitriptyline at night as prophylaxis, with stress management and physical therapy.',
      supportiveCare: [
        'Relaxation techniques',
        'Heat or massage of neck muscles',
        'Screen for depression and anxiety',
      ],
      followUpSchedule: 'Review in 4 to 6 weeks if frequent; sooner if the pattern changes.',
      antibioticsIndicated: false,
      citations: [
        {
          sourceId: 'ihs-ichd3-2018',
          section: '2.2 Frequent episodic tension-type headache; 2.3 Chronic tension-type headache',
        },
        { sourceId: 'za-phc-stg-2020', section: 'Central nervous system: Headache, tension-type' },
      ],
    },
    citations: [
      { sourceId: 'ihs-ichd3-2018', section: '2. Tension-type headache' },
      { sourceId: 'za-phc-stg-2020', section: 'Central nervous system: Headache, tension-type' },
    ],
  },
  {
    id: 'depression',
    name: 'Depression (depressive episode, recurrent depressive disorder)',
    icd10: ['F32.9', 'F32', 'F33'],
    icd11: '6A70',
    urgency: 'routine',
    prior: {
      baseline: 0.01,
      byAge: [
        { maxYears: 12, multiplier: 0.1 },
        { minYears: 12, maxYears: 18, multiplier: 0.7 },
        { minYears: 18, multiplier: 1 },
      ],
      bySex: { female: 1.5, male: 0.7 },
      pregnancy: { pregnant: 1.2 },
      citations: [{ sourceId: 'who-mhgap-2016', section: 'Depression module (DEP)' }],
    },
    findings: [
      { findingId: 'low-mood', frequency: 0.9 },
      { findingId: 'anhedonia', frequency: 0.85 },
      { findingId: 'fatigue', frequency: 0.8 },
      { findingId: 'sleep-disturbance', frequency: 0.8 },
      { findingId: 'poor-concentration', frequency: 0.65 },
      { findingId: 'worthlessness', frequency: 0.6 },
      { findingId: 'anorexia', frequency: 0.5 },
      { findingId: 'weight-loss', frequency: 0.3 },
      { findingId: 'suicidal-thoughts', frequency: 0.3 },
      { findingId: 'stress-anxiety', frequency: 0.6 },
      { findingId: 'headache', frequency: 0.35 },
      { findingId: 'myalgia', frequency: 0.3 },
      { findingId: 'back-pain', frequency: 0.2 },
      { findingId: 'palpitations', frequency: 0.15 },
      { findingId: 'agitation', frequency: 0.1 },
      { findingId: 'alcohol-use', frequency: 0.12 },
      { findingId: 'fever', frequency: 0.02 },
      { findingId: 'confusion', frequency: 0.01 },
      { findingId: 'cough', frequency: 0.05 },
      { findingId: 'diarrhoea', frequency: 0.04 },
    ],
    redFlags: [
      {
        findingIds: ['suicidal-thoughts'],
        finding: 'Thoughts of self-harm or suicide',
        urgency: 'emergency',
        actionRequired:
          'Assess suicide risk now; do not leave the person alone; remove means (pesticides, medicines, ropes); involve family and refer to mental health services the same day if imminent risk.',
        citations: [{ sourceId: 'who-mhgap-2016', section: 'Self-harm/suicide module (SUI)' }],
      },
      {
        findingIds: ['agitation', 'confusion'],
        finding: 'Agitation, hallucinations or confusion: psychosis, bipolar disorder or a medical cause',
        urgency: 'urgent',
        actionRequired: 'Assess for psychosis, delirium and substance use; refer to mental health services.',
        citations: [{ sourceId: 'who-mhgap-2016', section: 'Psychoses module (PSY); Master chart' }],
      },
    ],
    investigations: [
      {
        test: 'Clinical assessment (mhGAP or PHQ-9); screen for suicide risk, bipolar history, substance use',
        urgency: 'routine',
        rationale: 'Diagnosis is clinical; symptoms for at least 2 weeks with impaired functioning.',
        expectedFindings: 'PHQ-9 >= 10 suggests moderate depression.',
      },
      {
        test: 'Haemoglobin, thyroid function, HIV test, glucose where indicated',
        urgency: 'routine',
        rationale: 'Anaemia, hypothyroidism, HIV and chronic disease present with fatigue and low mood.',
        expectedFindings: 'Normal in primary depression.',
      },
    ],
    monitoring: [
      {
        parameter: 'Mood, functioning and suicidal thoughts (PHQ-9)',
        frequency: 'Every 2 to 4 weeks at first, then monthly',
        alertCriteria: 'New suicidal thoughts or no improvement after 4 to 6 weeks of treatment',
      },
      {
        parameter: 'Antidepressant side effects',
        frequency: 'At each visit',
        alertCriteria: 'Agitation or mania on an antidepressant: stop and refer',
      },
    ],
    referrals: [
      {
        specialist: 'Mental health services (psychiatry, psychology)',
        urgency: 'routine',
        reason: 'Severe depression, psychotic features, bipolar disorder, or no response to first-line care.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Keep a daily routine, regular sleep, and activities that used to be enjoyable, even if in small steps.',
        category: 'self-care',
        importance: 'high',
      },
      {
        recommendation: 'Stay connected with family, friends or community and faith groups; do not isolate.',
        category: 'self-care',
        importance: 'high',
      },
      {
        recommendation: 'Regular physical activity such as walking.',
        category: 'activity',
        importance: 'medium',
      },
      {
        recommendation: 'Avoid alcohol and drugs, which worsen depression.',
        category: 'safety',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Psychoeducation, reduce stress, reactivate social networks, structured physical activity, and a brief psychological intervention (problem-solving, behavioural activation, interpersonal therapy or lay counselling such as the Friendship Bench). Moderate to severe depression: add an antidepressant, fluoxetine (SSRI) first, or amitriptyline (avoid in those at risk of self-harm and in heart disease), continued 9 to 12 months after recovery.',
      supportiveCare: ['Address social problems and violence', 'Treat comorbid physical illness and pain'],
      followUpSchedule: 'Review after 1 to 2 weeks, then monthly; more often with suicidal thoughts.',
      antibioticsIndicated: false,
      citations: [
        { sourceId: 'who-mhgap-2016', section: 'Depression module (DEP)' },
        {
          sourceId: 'ug-clinical-guidelines-2023',
          section: 'Mental, neurological and substance use disorders: Depression',
        },
      ],
    },
    citations: [
      { sourceId: 'who-mhgap-2016', section: 'Depression module (DEP)' },
      { sourceId: 'za-phc-stg-2020', section: 'Mental health conditions: Depression' },
    ],
  },
  {
    id: 'snakebite-envenoming',
    name: 'Snakebite envenoming',
    icd10: ['T63.0'],
    icd11: 'NE84',
    urgency: 'emergency',
    prior: {
      baseline: 0.0015,
      byCountry: {
        KE: 1,
        SO: 1.2,
        ET: 1,
        UG: 1,
        TZ: 1,
        NG: 2,
        GH: 1.5,
        ZA: 0.5,
        MW: 1,
        ZW: 0.8,
        ML: 2,
        BF: 2,
        BW: 0.6,
        ZM: 1,
      },
      bySeason: [
        { countries: ['KE', 'UG', 'TZ', 'SO', 'ET'], months: [3, 4, 5, 10, 11, 12], multiplier: 1.4 },
        { countries: ['NG', 'GH', 'ML', 'BF'], months: [5, 6, 7, 8, 9, 10], multiplier: 1.5 },
      ],
      citations: [
        {
          sourceId: 'who-snakebite-2016',
          section: 'Epidemiology of snakebite in Africa (seasonal and occupational risk)',
        },
      ],
    },
    findings: [
      { findingId: 'snake-bite', frequency: 0.99 },
      { findingId: 'bite-local-swelling', frequency: 0.75 },
      { findingId: 'bite-site-blistering-necrosis', frequency: 0.25 },
      { findingId: 'bleeding-mucosal', frequency: 0.25 },
      { findingId: 'prolonged-clotting-lab', frequency: 0.35 },
      { findingId: 'ptosis', frequency: 0.15 },
      { findingId: 'speech-difficulty', frequency: 0.1 },
      { findingId: 'hypersalivation', frequency: 0.08 },
      { findingId: 'shortness-of-breath', frequency: 0.15 },
      { findingId: 'respiratory-distress', frequency: 0.1 },
      { findingId: 'hypotension', frequency: 0.12 },
      { findingId: 'tachycardia', frequency: 0.35 },
      { findingId: 'vomiting', frequency: 0.3 },
      { findingId: 'abdominal-pain', frequency: 0.15 },
      { findingId: 'sweating', frequency: 0.15 },
      { findingId: 'dizziness', frequency: 0.2 },
      { findingId: 'haematuria', frequency: 0.1 },
      { findingId: 'reduced-urine', frequency: 0.08 },
      { findingId: 'red-eyes', frequency: 0.05 },
      { findingId: 'unconscious', frequency: 0.03 },
      { findingId: 'fever', frequency: 0.05 },
      { findingId: 'dog-bite', frequency: 0.001 },
      { findingId: 'nausea', frequency: 0.25 },
      { findingId: 'headache', frequency: 0.15 },
      { findingId: 'dysphagia', frequency: 0.1 },
      { findingId: 'visual-disturbance', frequency: 0.1 },
      { findingId: 'weak-pulse-cold-hands', frequency: 0.08 },
      { findingId: 'confusion', frequency: 0.06 },
    ],
    redFlags: [
      {
        findingIds: ['ptosis', 'speech-difficulty', 'respiratory-distress'],
        finding: 'Neurotoxic envenoming: drooping eyelids, difficulty speaking or swallowing, weak breathing',
        urgency: 'critical',
        actionRequired:
          'Give antivenom now, prepare to ventilate (bag-valve-mask), neostigmine with atropine test; urgent transfer.',
        citations: [
          {
            sourceId: 'who-snakebite-2016',
            section: 'Treatment: neurotoxic envenoming (airway, anticholinesterase)',
          },
        ],
      },
      {
        findingIds: ['bleeding-mucosal', 'prolonged-clotting-lab', 'haematuria'],
        finding: 'Haemotoxic envenoming: bleeding or 20-minute whole-blood clotting test positive',
        urgency: 'emergency',
        actionRequired:
          'Give antivenom (adrenaline ready), repeat the 20WBCT every 6 hours; no IM injections.',
        citations: [
          {
            sourceId: 'who-snakebite-2016',
            section: 'Investigations: 20-minute whole blood clotting test; indications for antivenom',
          },
        ],
      },
      {
        findingIds: ['hypotension', 'weak-pulse-cold-hands', 'unconscious'],
        finding: 'Shock after snakebite',
        urgency: 'critical',
        actionRequired: 'IV fluids, antivenom, treat anaphylaxis to antivenom with adrenaline if present.',
        citations: [{ sourceId: 'who-snakebite-2016', section: 'Treatment: hypotension and shock' }],
      },
      {
        findingIds: ['bite-local-swelling', 'bite-site-blistering-necrosis'],
        finding: 'Rapidly spreading swelling (more than half the limb) or necrosis',
        urgency: 'emergency',
        actionRequired:
          'Antivenom for cytotoxic envenoming; elevate limb, monitor for compartment syndrome; surgical review for necrosis.',
        citations: [
          {
            sourceId: 'who-snakebite-2016',
            section: 'Indications for antivenom (local envenoming)',
          },
        ],
      },
    ],
    investigations: [
      {
        test: '20-minute whole blood clotting test (20WBCT)',
        urgency: 'stat',
        rationale:
          'Simple bedside test for venom-induced coagulopathy (carpet viper, puff adder, boomslang).',
        expectedFindings: 'Blood not clotted at 20 minutes: coagulopathy, antivenom indicated.',
      },
      {
        test: 'Full blood count (platelets), creatinine, urine for blood, INR where available',
        urgency: 'urgent',
        rationale: 'Thrombocytopenia, kidney injury and haemoglobinuria complicate envenoming.',
        expectedFindings: 'Low platelets, raised creatinine or blood in urine in severe envenoming.',
      },
    ],
    monitoring: [
      {
        parameter: 'Swelling extent, 20WBCT, ptosis, breathing, blood pressure, urine output',
        frequency: 'Hourly for the first 6 hours, 20WBCT every 6 hours, observe at least 24 hours',
        alertCriteria: 'Progressing swelling, new bleeding, ptosis or falling peak flow: more antivenom',
      },
    ],
    referrals: [
      {
        specialist: 'Hospital with antivenom and ventilation',
        urgency: 'emergency',
        reason: 'All snakebites with signs of envenoming.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Wear shoes or boots and use a torch when walking at night; keep the compound clear of grass and rubbish.',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Sleep under a net or off the floor; do not handle or try to kill snakes.',
        category: 'prevention',
        importance: 'medium',
      },
      {
        recommendation:
          'After a bite: keep still, immobilise the limb, go straight to a health facility; no tourniquet, cutting, sucking or traditional remedies.',
        category: 'safety',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'First aid: reassure, immobilise the bitten limb, remove rings, transport lying still; no tourniquet, incision, suction or herbal remedies. Antivenom for systemic envenoming (coagulopathy, neurotoxicity, shock) or severe local envenoming: a polyvalent antivenom effective against the local species (e.g. SAIMR/SAVP polyvalent in East and Southern Africa, EchiTAb-Plus-ICP in West Africa), IV, with adrenaline drawn up for reactions; repeat if signs persist. Neurotoxic: airway support, neostigmine with atropine. Tetanus prophylaxis; analgesia with paracetamol (no NSAIDs); antibiotics only for established wound infection.',
      supportiveCare: [
        'Elevate the limb once antivenom is given',
        'IV fluids for shock',
        'Eye irrigation with water for spitting cobra venom',
      ],
      followUpSchedule:
        'Observe at least 24 hours after any bite; review 1 to 2 weeks after discharge for serum sickness and wound healing.',
      antibioticsIndicated: false,
      citations: [
        {
          sourceId: 'who-snakebite-2016',
          section: 'First aid; antivenom treatment; supportive care',
        },
        { sourceId: 'ug-clinical-guidelines-2023', section: 'Emergencies and trauma: Snakebites' },
        { sourceId: 'za-phc-stg-2020', section: 'Emergencies and injuries: Snakebite' },
      ],
    },
    citations: [
      { sourceId: 'who-snakebite-2016', section: 'Clinical features and management of snakebite' },
      { sourceId: 'ug-clinical-guidelines-2023', section: 'Emergencies and trauma: Snakebites' },
    ],
  },
  {
    id: 'organophosphate-poisoning',
    name: 'Organophosphate or carbamate poisoning',
    icd10: ['T60.0'],
    urgency: 'critical',
    prior: {
      baseline: 0.0005,
      byAge: [
        { maxYears: 10, multiplier: 0.4 },
        { minYears: 10, multiplier: 1 },
      ],
      citations: [
        {
          sourceId: 'who-poisoning-1999',
          section: 'Organophosphorus and carbamate insecticides: epidemiology',
        },
      ],
    },
    findings: [
      { findingId: 'pesticide-exposure', frequency: 0.95 },
      { findingId: 'pinpoint-pupils', frequency: 0.75 },
      { findingId: 'hypersalivation', frequency: 0.8 },
      { findingId: 'sweating', frequency: 0.6 },
      { findingId: 'vomiting', frequency: 0.65 },
      { findingId: 'nausea', frequency: 0.55 },
      { findingId: 'diarrhoea', frequency: 0.35 },
      { findingId: 'abdominal-pain', frequency: 0.35 },
      { findingId: 'fasciculations', frequency: 0.4 },
      { findingId: 'bradycardia', frequency: 0.35 },
      { findingId: 'tachycardia', frequency: 0.3 },
      { findingId: 'wheeze', frequency: 0.35 },
      { findingId: 'crackles', frequency: 0.35 },
      { findingId: 'respiratory-distress', frequency: 0.45 },
      { findingId: 'shortness-of-breath', frequency: 0.45 },
      { findingId: 'hypoxaemia', frequency: 0.3 },
      { findingId: 'confusion', frequency: 0.45 },
      { findingId: 'unconscious', frequency: 0.3 },
      { findingId: 'convulsions', frequency: 0.12 },
      { findingId: 'hypotension', frequency: 0.2 },
      { findingId: 'low-cholinesterase-lab', frequency: 0.9 },
      { findingId: 'suicidal-thoughts', frequency: 0.4 },
      { findingId: 'fever', frequency: 0.05 },
      { findingId: 'high-fever', frequency: 0.02 },
      { findingId: 'headache', frequency: 0.3 },
      { findingId: 'dizziness', frequency: 0.25 },
      { findingId: 'visual-disturbance', frequency: 0.3 },
      { findingId: 'cyanosis', frequency: 0.1 },
      { findingId: 'chest-tightness', frequency: 0.3 },
    ],
    redFlags: [
      {
        findingIds: ['respiratory-distress', 'hypoxaemia', 'unconscious', 'cyanosis'],
        finding: 'Bronchorrhoea, bronchospasm, respiratory failure or coma',
        urgency: 'critical',
        actionRequired:
          'Airway, suction, oxygen; IV atropine now, doubling the dose every 5 minutes until the chest is clear, heart rate > 80/min and systolic BP > 80 mmHg; intubate if needed.',
        citations: [
          { sourceId: 'who-poisoning-1999', section: 'Treatment: atropine titration and airway management' },
        ],
      },
      {
        findingIds: ['suicidal-thoughts'],
        finding: 'Intentional self-poisoning',
        urgency: 'urgent',
        actionRequired:
          'Once stable: suicide risk assessment, remove access to pesticides, mental health referral.',
        citations: [{ sourceId: 'who-mhgap-2016', section: 'Self-harm/suicide module (SUI)' }],
      },
    ],
    investigations: [
      {
        test: 'Clinical diagnosis (cholinergic toxidrome with exposure history); identify the product (bring the container)',
        urgency: 'stat',
        rationale: 'Treatment must not wait for laboratory results.',
        expectedFindings: 'Miosis, secretions, bradycardia, fasciculations.',
      },
      {
        test: 'Red cell or plasma cholinesterase activity where available; glucose, electrolytes, SpO2 or blood gas',
        urgency: 'urgent',
        rationale: 'Confirms exposure; guides monitoring.',
        expectedFindings: 'Cholinesterase activity markedly reduced.',
      },
    ],
    monitoring: [
      {
        parameter: 'Chest secretions, heart rate, blood pressure, pupils, axillary sweating',
        frequency: 'Every 5 to 15 minutes during atropinisation, then hourly',
        alertCriteria:
          'Return of secretions or bradycardia: increase atropine; fever, confusion, absent bowel sounds: atropine toxicity',
      },
      {
        parameter: 'Neck flexion strength and breathing (intermediate syndrome)',
        frequency: 'Every 4 hours for 1 to 4 days',
        alertCriteria: 'Weak neck flexion or falling tidal volume: prepare ventilation',
      },
    ],
    referrals: [
      {
        specialist: 'Hospital with intensive care',
        urgency: 'emergency',
        reason: 'Atropine titration, airway support and ventilation.',
      },
      { specialist: 'Mental health services', urgency: 'urgent', reason: 'After intentional poisoning.' },
    ],
    lifestyle: [
      {
        recommendation: 'Store pesticides locked away from the home and children, in the original container.',
        category: 'safety',
        importance: 'high',
      },
      {
        recommendation: 'Wear protective clothing and gloves when spraying; wash after use.',
        category: 'prevention',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Resuscitate: airway, suction, oxygen, recovery position. Atropine IV, doubling the dose every 5 minutes until atropinised (clear chest, heart rate > 80/min, systolic BP > 80 mmHg, dry axillae), then an infusion. Pralidoxime (oxime) where available per protocol. Decontaminate: remove clothes, wash skin with soap and water (staff use gloves). Benzodiazepine (diazepam) for fits or agitation. No forced vomiting; gastric lavage only if within 1 hour and the airway is protected.',
      supportiveCare: [
        'IV fluids for hypotension',
        'Monitor for intermediate syndrome',
        'Psychosocial support',
      ],
      followUpSchedule:
        'Observe at least 48 to 72 hours after symptoms settle; mental health follow-up after self-harm.',
      antibioticsIndicated: false,
      citations: [
        { sourceId: 'who-poisoning-1999', section: 'Organophosphorus and carbamate poisoning: management' },
        {
          sourceId: 'ug-clinical-guidelines-2023',
          section: 'Emergencies and trauma: Organophosphate poisoning',
        },
      ],
    },
    citations: [
      {
        sourceId: 'who-poisoning-1999',
        section: 'Organophosphorus and carbamate poisoning: clinical features and management',
      },
      {
        sourceId: 'ug-clinical-guidelines-2023',
        section: 'Emergencies and trauma: Organophosphate poisoning',
      },
    ],
  },
  {
    id: 'chronic-kidney-disease',
    name: 'Chronic kidney disease',
    icd10: ['N18.9', 'N18'],
    icd11: 'GB61',
    urgency: 'urgent',
    prior: {
      baseline: 0.003,
      byAge: [
        { maxYears: 18, multiplier: 0.1 },
        { minYears: 18, maxYears: 40, multiplier: 0.6 },
        { minYears: 40, maxYears: 60, multiplier: 1.2 },
        { minYears: 60, multiplier: 2 },
      ],
      citations: [
        { sourceId: 'kdigo-ckd-2024', section: 'Chapter 1: Evaluation of CKD' },
        {
          sourceId: 'za-hospital-adult-stg-2019',
          section: 'Kidney and urological disorders: Chronic kidney disease',
        },
      ],
    },
    findings: [
      { findingId: 'face-hand-oedema', frequency: 0.2 },
      { findingId: 'raised-creatinine-lab', frequency: 0.98 },
      { findingId: 'proteinuria-lab', frequency: 0.7 },
      { findingId: 'known-ckd', frequency: 0.5 },
      { findingId: 'known-hypertension', frequency: 0.65 },
      { findingId: 'known-diabetes', frequency: 0.4 },
      { findingId: 'hypertension-reading', frequency: 0.7 },
      { findingId: 'severe-hypertension-reading', frequency: 0.2 },
      { findingId: 'fatigue', frequency: 0.7 },
      { findingId: 'anorexia', frequency: 0.45 },
      { findingId: 'nausea', frequency: 0.45 },
      { findingId: 'vomiting', frequency: 0.3 },
      { findingId: 'itching', frequency: 0.3 },
      { findingId: 'leg-swelling', frequency: 0.5 },
      { findingId: 'bilateral-pitting-oedema', frequency: 0.4 },
      { findingId: 'pallor', frequency: 0.55 },
      { findingId: 'anaemia-lab', frequency: 0.75 },
      { findingId: 'nocturia', frequency: 0.4 },
      { findingId: 'reduced-urine', frequency: 0.3 },
      { findingId: 'hyperkalaemia-lab', frequency: 0.3 },
      { findingId: 'shortness-of-breath', frequency: 0.35 },
      { findingId: 'confusion', frequency: 0.1 },
      { findingId: 'haematuria', frequency: 0.15 },
      { findingId: 'nsaid-use', frequency: 0.15 },
      { findingId: 'known-hiv', frequency: 0.12 },
      { findingId: 'fever', frequency: 0.05 },
      { findingId: 'dysuria', frequency: 0.05 },
    ],
    redFlags: [
      {
        findingIds: ['hyperkalaemia-lab'],
        finding: 'Potassium > 5.5 mmol/L (danger above 6.5 or with ECG changes)',
        urgency: 'emergency',
        actionRequired:
          'ECG; IV calcium gluconate if ECG changes, insulin with glucose, salbutamol nebulisation; stop potassium-raising drugs; refer for dialysis if refractory.',
        citations: [
          {
            sourceId: 'za-hospital-adult-stg-2019',
            section: 'Kidney and urological disorders: Hyperkalaemia',
          },
        ],
      },
      {
        findingIds: ['confusion', 'convulsions', 'hypoxaemia'],
        finding: 'Confusion or fits (uraemic encephalopathy) or hypoxaemia (fluid overload)',
        urgency: 'emergency',
        actionRequired: 'Oxygen, IV furosemide for overload; urgent referral for dialysis.',
        citations: [
          {
            sourceId: 'kdigo-ckd-2024',
            section: 'Chapter 5: Referral and indications for kidney replacement therapy',
          },
        ],
      },
    ],
    investigations: [
      {
        test: 'Serum creatinine with eGFR, repeated after 3 months; urine albumin-to-creatinine ratio or dipstick protein',
        urgency: 'urgent',
        rationale:
          'CKD is eGFR < 60 or albuminuria for more than 3 months; staging by GFR and albuminuria guides care.',
        expectedFindings: 'eGFR < 60 mL/min/1.73 m2 and/or ACR >= 30 mg/g.',
      },
      {
        test: 'Potassium, sodium, bicarbonate, haemoglobin, calcium and phosphate, glucose or HbA1c, HIV test',
        urgency: 'urgent',
        rationale: 'Complications and causes (diabetes, hypertension, HIV-associated nephropathy).',
        expectedFindings: 'Hyperkalaemia, acidosis, anaemia, high phosphate in advanced CKD.',
      },
      {
        test: 'Kidney ultrasound',
        urgency: 'routine',
        rationale:
          'Small kidneys suggest chronic disease; obstruction or polycystic kidneys are other causes.',
        expectedFindings: 'Small echogenic kidneys in advanced CKD.',
      },
    ],
    monitoring: [
      {
        parameter: 'eGFR, potassium, urine albumin',
        frequency: 'Every 3 to 12 months by stage',
        alertCriteria: 'eGFR fall > 25% or to < 30: refer to nephrology',
      },
      { parameter: 'Blood pressure', frequency: 'Every visit', alertCriteria: 'Above 130/80 mmHg' },
      {
        parameter: 'Haemoglobin',
        frequency: 'Every 3 to 6 months in stage 3b-5',
        alertCriteria: 'Hb < 10 g/dL',
      },
    ],
    referrals: [
      {
        specialist: 'Nephrology',
        urgency: 'urgent',
        reason: 'eGFR < 30, ACR > 300 mg/g, rapid decline, resistant hypertension, or hyperkalaemia.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Avoid NSAIDs (ibuprofen, diclofenac) and herbal remedies; tell every health worker you have kidney disease.',
        category: 'safety',
        importance: 'high',
      },
      {
        recommendation:
          'Eat less salt; limit high-potassium foods (bananas, oranges, tomatoes) if potassium is high.',
        category: 'diet',
        importance: 'high',
      },
      {
        recommendation: 'Take blood pressure and diabetes medicines daily.',
        category: 'adherence',
        importance: 'high',
      },
      { recommendation: 'Stop smoking; keep active.', category: 'prevention', importance: 'medium' },
    ],
    protocol: {
      primaryTreatment:
        'Treat the cause and slow progression: blood pressure control (target systolic < 120-130 mmHg if tolerated) with an ACE inhibitor or ARB when albuminuria is present; SGLT2 inhibitor where available (eGFR >= 20); glucose control in diabetes; statin for adults 50 or over; avoid nephrotoxins and adjust drug doses to eGFR. Manage complications: anaemia (iron, then erythropoietin), acidosis (sodium bicarbonate), hyperkalaemia, fluid overload (loop diuretic). Prepare for dialysis or conservative care in stage 5.',
      supportiveCare: [
        'Hepatitis B vaccination if dialysis is likely',
        'Dietitian advice',
        'Dose-adjust metformin and antibiotics',
      ],
      followUpSchedule: 'Every 3 to 6 months (monthly in stage 4-5).',
      antibioticsIndicated: false,
      citations: [
        {
          sourceId: 'kdigo-ckd-2024',
          section: 'Chapter 3: Delaying CKD progression; Chapter 4: Medication management',
        },
        {
          sourceId: 'za-hospital-adult-stg-2019',
          section: 'Kidney and urological disorders: Chronic kidney disease',
        },
      ],
    },
    citations: [
      { sourceId: 'kdigo-ckd-2024', section: 'Chapters 1-5' },
      {
        sourceId: 'za-hospital-adult-stg-2019',
        section: 'Kidney and urological disorders: Chronic kidney disease',
      },
    ],
  },
  {
    id: 'pre-eclampsia-eclampsia',
    name: 'Pre-eclampsia / eclampsia',
    icd10: ['O14.9', 'O14.1', 'O15.0', 'O11', 'O14', 'O15'],
    icd11: 'JA24',
    // Without severe features: same-day hospital assessment; severe features (emergency) and fits or
    // abruption (critical) raise it through the red flags and the pregnancy danger-sign rules.
    urgency: 'urgent',
    prior: {
      baseline: 0.002,
      byAge: [
        { maxYears: 12, multiplier: 0 },
        { minYears: 12, maxYears: 50, multiplier: 1 },
        { minYears: 50, multiplier: 0 },
      ],
      bySex: { male: 0, female: 1 },
      pregnancy: { pregnant: 5, notPregnant: 0.02 },
      citations: [
        {
          sourceId: 'who-pre-eclampsia-2011',
          section: 'Introduction: burden of hypertensive disorders of pregnancy',
        },
        {
          sourceId: 'who-mcpc-2017',
          section: 'Elevated blood pressure, headache, blurred vision, convulsions or loss of consciousness',
        },
      ],
    },
    findings: [
      { findingId: 'tachycardia', frequency: 0.25 },
      { findingId: 'face-hand-oedema', frequency: 0.3 },
      { findingId: 'headache-aura', frequency: 0.1 },
      { findingId: 'stopped-antihypertensive-medicine', frequency: 0.01 },
      { findingId: 'pregnancy-over-20-weeks', frequency: 0.98 },
      { findingId: 'hypertension-reading', frequency: 0.98 },
      { findingId: 'severe-hypertension-reading', frequency: 0.4 },
      { findingId: 'proteinuria-lab', frequency: 0.85 },
      { findingId: 'headache', frequency: 0.6 },
      { findingId: 'severe-headache', frequency: 0.45 },
      { findingId: 'visual-disturbance', frequency: 0.35 },
      { findingId: 'epigastric-pain', frequency: 0.25 },
      { findingId: 'right-upper-quadrant-pain', frequency: 0.15 },
      { findingId: 'nausea', frequency: 0.25 },
      { findingId: 'vomiting', frequency: 0.2 },
      { findingId: 'leg-swelling', frequency: 0.6 },
      { findingId: 'convulsions', frequency: 0.1 },
      { findingId: 'confusion', frequency: 0.08 },
      { findingId: 'unconscious', frequency: 0.04 },
      { findingId: 'shortness-of-breath', frequency: 0.1 },
      { findingId: 'reduced-urine', frequency: 0.1 },
      { findingId: 'thrombocytopenia-lab', frequency: 0.15 },
      { findingId: 'raised-alt-lab', frequency: 0.15 },
      { findingId: 'raised-creatinine-lab', frequency: 0.12 },
      { findingId: 'vaginal-bleeding', frequency: 0.05 },
      { findingId: 'fever', frequency: 0.04 },
      { findingId: 'dysuria', frequency: 0.04 },
      { findingId: 'neck-stiffness', frequency: 0.003 },
      { findingId: 'hypoxaemia', frequency: 0.05 },
      { findingId: 'abdominal-pain', frequency: 0.35 },
    ],
    redFlags: [
      {
        findingIds: ['convulsions', 'unconscious'],
        finding: 'Fits or coma in pregnancy or after delivery: eclampsia',
        urgency: 'critical',
        actionRequired:
          'Call for help, protect the airway, left lateral position, oxygen; magnesium sulfate loading dose now; control BP; plan delivery once stable.',
        citations: [
          {
            sourceId: 'who-mcpc-2017',
            section: 'Convulsions: management of eclampsia (magnesium sulfate regimens)',
          },
        ],
      },
      {
        findingIds: [
          'severe-hypertension-reading',
          'severe-headache',
          'visual-disturbance',
          'epigastric-pain',
          'right-upper-quadrant-pain',
          'hypoxaemia',
          'thrombocytopenia-lab',
        ],
        finding:
          'Pre-eclampsia with severe features: BP >= 160/110, headache, visual disturbance, epigastric pain, pulmonary oedema or low platelets',
        urgency: 'emergency',
        actionRequired:
          'Magnesium sulfate to prevent eclampsia, antihypertensive (hydralazine, labetalol or nifedipine) to keep BP below 160/110, and transfer for delivery.',
        citations: [
          {
            sourceId: 'who-pre-eclampsia-2011',
            section: 'Recommendations: magnesium sulfate, antihypertensives, timing of delivery',
          },
        ],
      },
      {
        findingIds: ['vaginal-bleeding', 'hypotension'],
        finding: 'Bleeding or shock with pre-eclampsia: placental abruption',
        urgency: 'critical',
        actionRequired: 'Resuscitate, crossmatch blood, check clotting, emergency obstetric care.',
        citations: [
          { sourceId: 'who-mcpc-2017', section: 'Vaginal bleeding in later pregnancy: abruptio placentae' },
        ],
      },
    ],
    investigations: [
      {
        test: 'Repeat blood pressure after rest; urine dipstick for protein',
        urgency: 'stat',
        rationale:
          'Pre-eclampsia: BP >= 140/90 after 20 weeks with proteinuria (>= 2+ dipstick) or organ dysfunction.',
        expectedFindings: 'Diastolic >= 90 mmHg on two readings and proteinuria.',
      },
      {
        test: 'Platelets, creatinine, ALT/AST, LDH where available; clotting test (20WBCT) if bleeding',
        urgency: 'urgent',
        rationale: 'HELLP syndrome and kidney injury are severe features.',
        expectedFindings: 'Platelets < 100 x 10^9/L, raised transaminases or creatinine in severe disease.',
      },
      {
        test: 'Fetal assessment: fetal heart, growth, ultrasound if available',
        urgency: 'urgent',
        rationale: 'Timing of delivery depends on gestation and fetal condition.',
        expectedFindings: 'Growth restriction or distress in severe disease.',
      },
    ],
    monitoring: [
      {
        parameter: 'Blood pressure',
        frequency: 'Every 15 minutes until stable, then hourly',
        alertCriteria: 'Systolic >= 160 or diastolic >= 110 mmHg',
      },
      {
        parameter: 'Respiratory rate, patellar reflexes and urine output during magnesium sulfate',
        frequency: 'Hourly',
        alertCriteria:
          'Respiratory rate < 16/min, absent reflexes or urine < 30 mL/hour: withhold magnesium, give calcium gluconate if respiratory depression',
      },
      {
        parameter: 'Symptoms and BP after delivery',
        frequency: '4-hourly for at least 24 to 72 hours',
        alertCriteria: 'Eclampsia can occur up to 6 weeks postpartum',
      },
    ],
    referrals: [
      {
        specialist: 'Obstetric unit with caesarean and neonatal care',
        urgency: 'emergency',
        reason: 'Severe pre-eclampsia or eclampsia: stabilise, then deliver.',
      },
    ],
    lifestyle: [
      {
        recommendation: 'Attend every antenatal visit for a blood pressure and urine check.',
        category: 'follow-up',
        importance: 'high',
      },
      {
        recommendation:
          'Come at once for severe headache, blurred vision, upper tummy pain, swelling of face or hands, or fits.',
        category: 'safety',
        importance: 'high',
      },
      {
        recommendation:
          'In the next pregnancy, start low-dose aspirin from 12 weeks and calcium where diet is low in calcium.',
        category: 'prevention',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Severe pre-eclampsia and eclampsia: magnesium sulfate (WHO full regimen, IV loading with IM or IV maintenance for 24 hours after delivery or the last fit); antihypertensive for severe hypertension (hydralazine IV, labetalol IV or oral nifedipine); deliver once stabilised (any gestation for eclampsia or severe disease at >= 34 weeks; corticosteroids for fetal lungs if < 34 weeks and delivery can be delayed). Pre-eclampsia without severe features: close monitoring, methyldopa or nifedipine for BP >= 150/100, delivery at 37 weeks.',
      supportiveCare: [
        'Left lateral position',
        'Careful fluid balance (risk of pulmonary oedema)',
        'Calcium gluconate ready at the bedside',
      ],
      followUpSchedule:
        'Postnatal BP checks at 3 to 5 days and 6 weeks; long-term cardiovascular risk follow-up.',
      antibioticsIndicated: false,
      citations: [
        { sourceId: 'who-pre-eclampsia-2011', section: 'Recommendations 1-23' },
        {
          sourceId: 'who-mcpc-2017',
          section: 'Elevated blood pressure, headache, blurred vision, convulsions or loss of consciousness',
        },
      ],
    },
    citations: [
      { sourceId: 'who-pre-eclampsia-2011', section: 'Definitions and recommendations' },
      { sourceId: 'who-mcpc-2017', section: 'Elevated blood pressure and convulsions in pregnancy' },
    ],
  },
  {
    id: 'ectopic-pregnancy',
    name: 'Ectopic pregnancy',
    icd10: ['O00.9', 'O00.1', 'O00'],
    icd11: 'JA01',
    // A stable (unruptured) ectopic needs immediate referral; rupture with shock or fainting is critical
    // through the red flag below and the ETAT shock rule.
    urgency: 'emergency',
    prior: {
      baseline: 0.0008,
      byAge: [
        { maxYears: 12, multiplier: 0 },
        { minYears: 12, maxYears: 50, multiplier: 1 },
        { minYears: 50, multiplier: 0 },
      ],
      bySex: { male: 0, female: 1 },
      pregnancy: { pregnant: 5, notPregnant: 0.02 },
      citations: [
        { sourceId: 'who-mcpc-2017', section: 'Vaginal bleeding in early pregnancy: ectopic pregnancy' },
      ],
    },
    findings: [
      { findingId: 'tachypnoea', frequency: 0.3 },
      { findingId: 'hypertension-reading', frequency: 0.02 },
      { findingId: 'sweating', frequency: 0.3 },
      // The vocabulary's base rate (0.3) is positivity among women tested; among the women of reproductive
      // age to whom this condition's prior applies, fewer than 1 in 10 is pregnant at any time.
      {
        findingId: 'pregnancy-test-positive',
        frequency: 0.98,
        specificity: 0.9,
        citation: {
          sourceId: 'ke-dhs-2022',
          section: 'Chapter 5 Fertility: women age 15-49 currently pregnant',
        },
      },
      { findingId: 'missed-period', frequency: 0.75 },
      { findingId: 'abdominal-pain', frequency: 0.97 },
      { findingId: 'lower-abdominal-pain', frequency: 0.95 },
      { findingId: 'vaginal-bleeding', frequency: 0.6 },
      { findingId: 'shoulder-tip-pain', frequency: 0.2 },
      { findingId: 'dizziness', frequency: 0.4 },
      { findingId: 'syncope', frequency: 0.25 },
      { findingId: 'hypotension', frequency: 0.3 },
      { findingId: 'tachycardia', frequency: 0.45 },
      { findingId: 'weak-pulse-cold-hands', frequency: 0.25 },
      { findingId: 'pallor', frequency: 0.4 },
      { findingId: 'severe-pallor', frequency: 0.15 },
      { findingId: 'anaemia-lab', frequency: 0.3 },
      { findingId: 'rebound-tenderness', frequency: 0.4 },
      { findingId: 'cervical-motion-tenderness', frequency: 0.45 },
      { findingId: 'abdominal-distension', frequency: 0.15 },
      { findingId: 'nausea', frequency: 0.3 },
      { findingId: 'vomiting', frequency: 0.2 },
      { findingId: 'diarrhoea', frequency: 0.08 },
      { findingId: 'fever', frequency: 0.06 },
      { findingId: 'high-fever', frequency: 0.01 },
      { findingId: 'vaginal-discharge', frequency: 0.1 },
      { findingId: 'dysuria', frequency: 0.05 },
      { findingId: 'pregnancy-over-20-weeks', frequency: 0.005 },
    ],
    redFlags: [
      {
        findingIds: ['hypotension', 'weak-pulse-cold-hands', 'syncope', 'severe-pallor'],
        finding: 'Shock or fainting with early pregnancy: ruptured ectopic pregnancy',
        urgency: 'critical',
        actionRequired: 'Two large-bore IV lines, fluids, crossmatch and transfuse; immediate laparotomy.',
        citations: [
          {
            sourceId: 'who-mcpc-2017',
            section: 'Shock; Vaginal bleeding in early pregnancy: ruptured ectopic pregnancy',
          },
        ],
      },
      {
        findingIds: [
          'lower-abdominal-pain',
          'shoulder-tip-pain',
          'rebound-tenderness',
          'cervical-motion-tenderness',
        ],
        finding: 'Pain with a positive pregnancy test: ectopic until proven otherwise',
        urgency: 'emergency',
        actionRequired:
          'IV access, haemoglobin and group and crossmatch; urgent ultrasound and gynaecology review.',
        citations: [{ sourceId: 'who-mcpc-2017', section: 'Vaginal bleeding in early pregnancy: diagnosis' }],
      },
    ],
    investigations: [
      {
        test: 'Urine or serum pregnancy test (hCG)',
        urgency: 'stat',
        rationale: 'Every woman of reproductive age with abdominal pain or bleeding.',
        expectedFindings: 'Positive.',
      },
      {
        test: 'Pelvic ultrasound (transvaginal if available)',
        urgency: 'stat',
        rationale: 'No intrauterine pregnancy with an adnexal mass or free fluid supports ectopic pregnancy.',
        expectedFindings: 'Empty uterus, adnexal mass, free fluid in the pouch of Douglas.',
      },
      {
        test: 'Haemoglobin, blood group and crossmatch, Rhesus status',
        urgency: 'stat',
        rationale: 'Transfusion planning; anti-D for Rh-negative women.',
        expectedFindings: 'Low haemoglobin with rupture.',
      },
    ],
    monitoring: [
      {
        parameter: 'Pulse, blood pressure, pain, abdominal girth',
        frequency: 'Every 15 minutes until surgery',
        alertCriteria: 'Rising pulse, falling BP or increasing pain: rupture',
      },
      {
        parameter: 'Serum hCG after medical treatment',
        frequency: 'Days 4 and 7, then weekly until negative',
        alertCriteria: 'hCG fall < 15% between day 4 and 7: further treatment or surgery',
      },
    ],
    referrals: [
      {
        specialist: 'Gynaecology / obstetric theatre',
        urgency: 'emergency',
        reason: 'Laparotomy or laparoscopy; methotrexate only for stable unruptured cases meeting criteria.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Future pregnancies carry a higher risk: come for an early scan as soon as a period is missed.',
        category: 'follow-up',
        importance: 'high',
      },
      {
        recommendation: 'Use condoms and get STIs treated early to protect the fallopian tubes.',
        category: 'prevention',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Ruptured ectopic: resuscitate (IV fluids, blood transfusion) and immediate laparotomy with salpingectomy (or salpingostomy). Unruptured and haemodynamically stable: surgery (laparoscopy or laparotomy) or, where hCG follow-up is possible and criteria are met, methotrexate. Anti-D immunoglobulin for Rh-negative women. Counselling and contraception after treatment.',
      supportiveCare: ['Oxygen', 'Analgesia', 'Keep nil by mouth'],
      followUpSchedule:
        'Post-operative review at 1 to 2 weeks; hCG follow-up until negative after medical treatment.',
      antibioticsIndicated: false,
      citations: [
        {
          sourceId: 'who-mcpc-2017',
          section: 'Vaginal bleeding in early pregnancy: ectopic pregnancy management',
        },
        { sourceId: 'ke-clinical-guidelines-2009', section: 'Obstetrics and gynaecology: Ectopic pregnancy' },
      ],
    },
    citations: [
      { sourceId: 'who-mcpc-2017', section: 'Vaginal bleeding in early pregnancy: ectopic pregnancy' },
      { sourceId: 'ke-clinical-guidelines-2009', section: 'Obstetrics and gynaecology: Ectopic pregnancy' },
    ],
  },
  {
    id: 'gout',
    name: 'Gout (acute gouty arthritis)',
    icd10: ['M10.9', 'M10'],
    icd11: 'FA25',
    urgency: 'urgent',
    prior: {
      baseline: 0.003,
      byAge: [
        { maxYears: 20, multiplier: 0.02 },
        { minYears: 20, maxYears: 40, multiplier: 0.6 },
        { minYears: 40, multiplier: 1.5 },
      ],
      bySex: { male: 1.8, female: 0.3 },
      byCountry: {
        KE: 1,
        SO: 0.8,
        ET: 0.8,
        UG: 1,
        TZ: 1,
        NG: 1,
        GH: 1,
        ZA: 1.3,
        MW: 0.9,
        ZW: 1,
        ML: 0.8,
        BF: 0.8,
        BW: 1.1,
        ZM: 1,
      },
      citations: [
        { sourceId: 'acr-gout-2020', section: 'Introduction and recommendations for flare management' },
      ],
    },
    findings: [
      { findingId: 'acute-monoarthritis-toe', frequency: 0.75 },
      { findingId: 'joint-swelling', frequency: 0.9 },
      { findingId: 'arthralgia', frequency: 0.9 },
      { findingId: 'red-hot-swollen-skin', frequency: 0.4 },
      { findingId: 'raised-uric-acid-lab', frequency: 0.8 },
      { findingId: 'raised-crp-lab', frequency: 0.6 },
      { findingId: 'leucocytosis-lab', frequency: 0.3 },
      { findingId: 'known-hypertension', frequency: 0.45 },
      { findingId: 'hypertension-reading', frequency: 0.45 },
      { findingId: 'alcohol-use', frequency: 0.35 },
      { findingId: 'obesity', frequency: 0.35 },
      { findingId: 'known-ckd', frequency: 0.15 },
      { findingId: 'fever', frequency: 0.15 },
      { findingId: 'high-fever', frequency: 0.03 },
      { findingId: 'migratory-polyarthritis', frequency: 0.001 },
      { findingId: 'knee-hip-pain-on-use', frequency: 0.1 },
      { findingId: 'short-morning-stiffness', frequency: 0.1 },
      { findingId: 'crepitus', frequency: 0.02 },
      { findingId: 'dirty-wound', frequency: 0.02 },
      { findingId: 'urethral-discharge', frequency: 0.001 },
    ],
    redFlags: [
      {
        findingIds: ['high-fever', 'hypotension', 'dirty-wound'],
        finding:
          'Hot swollen joint with high fever, shock or a wound: septic arthritis until proven otherwise',
        urgency: 'emergency',
        actionRequired:
          'Aspirate the joint (Gram stain, culture, crystals), blood culture and start IV antibiotics (cloxacillin or ceftriaxone); orthopaedic referral.',
        citations: [
          { sourceId: 'za-hospital-adult-stg-2019', section: 'Musculoskeletal system: Septic arthritis' },
        ],
      },
      {
        findingIds: ['urethral-discharge', 'sexual-risk'],
        finding: 'Acute arthritis with urethral discharge or sexual risk: gonococcal arthritis',
        urgency: 'urgent',
        actionRequired: 'Joint aspiration and ceftriaxone; treat partners.',
        citations: [{ sourceId: 'who-stis-2021', section: 'Gonococcal infection: disseminated disease' }],
      },
    ],
    investigations: [
      {
        test: 'Joint aspiration with polarised microscopy for crystals (and Gram stain, culture) where possible',
        urgency: 'urgent',
        rationale: 'Negatively birefringent urate crystals confirm gout and exclude septic arthritis.',
        expectedFindings: 'Needle-shaped negatively birefringent crystals; no organisms.',
      },
      {
        test: 'Serum uric acid (2 weeks after the flare), creatinine, glucose, lipids',
        urgency: 'routine',
        rationale: 'Uric acid can be normal during a flare; kidney function guides drug choice.',
        expectedFindings: 'Uric acid > 0.36 mmol/L (6 mg/dL).',
      },
      {
        test: 'X-ray of the affected joint in recurrent disease',
        urgency: 'routine',
        rationale: 'Erosions and tophi indicate need for urate-lowering therapy.',
        expectedFindings: 'Punched-out erosions with overhanging edges.',
      },
    ],
    monitoring: [
      {
        parameter: 'Serum uric acid on urate-lowering therapy',
        frequency: 'Every 2 to 5 weeks while titrating, then every 6 months',
        alertCriteria: 'Above 0.36 mmol/L (6 mg/dL): increase allopurinol',
      },
      {
        parameter: 'Creatinine',
        frequency: 'Before and during allopurinol',
        alertCriteria: 'Falling eGFR: adjust dose',
      },
    ],
    referrals: [
      {
        specialist: 'Physician or rheumatology',
        urgency: 'routine',
        reason: 'Tophaceous or frequent gout, CKD, or diagnostic doubt.',
      },
    ],
    lifestyle: [
      {
        recommendation: 'Cut down alcohol, especially beer and spirits, and sugary drinks.',
        category: 'diet',
        importance: 'high',
      },
      {
        recommendation: 'Eat less red meat, offal and seafood; lose weight gradually if overweight.',
        category: 'diet',
        importance: 'medium',
      },
      {
        recommendation: 'Drink plenty of water; rest and elevate the joint, apply ice during a flare.',
        category: 'hydration',
        importance: 'medium',
      },
      {
        recommendation: 'Once started, take allopurinol every day, including during flares.',
        category: 'adherence',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Flare: start within 24 hours with an NSAID (ibuprofen, naproxen or indometacin) if no contraindication, or low-dose colchicine, or oral prednisolone (preferred in CKD, heart failure or peptic ulcer); ice and rest. Urate-lowering therapy with allopurinol (start low, titrate to uric acid < 0.36 mmol/L) for 2 or more flares a year, tophi, erosions or CKD, with flare prophylaxis (colchicine or NSAID) for 3 to 6 months. Review thiazide diuretics (losartan or amlodipine preferred for hypertension).',
      supportiveCare: ['Ice packs', 'Rest and elevation of the joint'],
      followUpSchedule:
        'Review after the flare (1 to 2 weeks), then every 2 to 5 weeks while titrating allopurinol.',
      antibioticsIndicated: false,
      citations: [
        {
          sourceId: 'acr-gout-2020',
          section: 'Recommendations: flare management; urate-lowering therapy; lifestyle',
        },
        { sourceId: 'za-phc-stg-2020', section: 'Musculoskeletal conditions: Gout' },
      ],
    },
    citations: [
      { sourceId: 'acr-gout-2020', section: 'Recommendations' },
      { sourceId: 'za-phc-stg-2020', section: 'Musculoskeletal conditions: Gout' },
    ],
  },
  {
    id: 'osteoarthritis',
    name: 'Osteoarthritis (knee, hip, hand)',
    icd10: ['M19.9', 'M17', 'M16', 'M15', 'M19'],
    urgency: 'routine',
    prior: {
      baseline: 0.015,
      byAge: [
        { maxYears: 40, multiplier: 0.05 },
        { minYears: 40, maxYears: 55, multiplier: 0.8 },
        { minYears: 55, multiplier: 2.5 },
      ],
      bySex: { female: 1.3, male: 0.8 },
      citations: [{ sourceId: 'oarsi-2019', section: 'Introduction: burden of knee and hip osteoarthritis' }],
    },
    findings: [
      { findingId: 'knee-hip-pain-on-use', frequency: 0.9 },
      { findingId: 'arthralgia', frequency: 0.9 },
      { findingId: 'short-morning-stiffness', frequency: 0.75 },
      { findingId: 'crepitus', frequency: 0.7 },
      { findingId: 'joint-swelling', frequency: 0.35 },
      { findingId: 'obesity', frequency: 0.45 },
      { findingId: 'back-pain', frequency: 0.2 },
      { findingId: 'sleep-disturbance', frequency: 0.25 },
      { findingId: 'fatigue', frequency: 0.2 },
      { findingId: 'fever', frequency: 0.02 },
      { findingId: 'high-fever', frequency: 0.005 },
      { findingId: 'acute-monoarthritis-toe', frequency: 0.002 },
      { findingId: 'migratory-polyarthritis', frequency: 0.001 },
      { findingId: 'red-hot-swollen-skin', frequency: 0.005 },
      { findingId: 'weight-loss', frequency: 0.03 },
      { findingId: 'night-sweats', frequency: 0.02 },
      { findingId: 'raised-crp-lab', frequency: 0.1 },
      { findingId: 'rash', frequency: 0.02 },
    ],
    redFlags: [
      {
        findingIds: ['high-fever'],
        finding: 'Hot swollen joint with fever: septic arthritis or crystal arthritis, not osteoarthritis',
        urgency: 'emergency',
        actionRequired: 'Aspirate the joint and treat as septic arthritis until proven otherwise.',
        citations: [
          { sourceId: 'za-hospital-adult-stg-2019', section: 'Musculoskeletal system: Septic arthritis' },
        ],
      },
      {
        findingIds: ['weight-loss', 'night-sweats', 'back-pain-at-rest-night'],
        finding: 'Rest or night pain with weight loss or sweats: infection (TB) or malignancy',
        urgency: 'urgent',
        actionRequired: 'X-ray, ESR/CRP, HIV test and TB work-up; refer.',
        citations: [{ sourceId: 'oarsi-2019', section: 'Diagnosis: exclusion of other conditions' }],
      },
    ],
    investigations: [
      {
        test: 'Clinical diagnosis (age 45 or more, activity-related pain, morning stiffness under 30 minutes)',
        urgency: 'routine',
        rationale: 'X-ray is not needed for typical cases.',
        expectedFindings: 'Bony enlargement, crepitus, reduced range of movement.',
      },
      {
        test: 'X-ray of the joint if atypical or before surgical referral; uric acid and CRP if inflammatory features',
        urgency: 'routine',
        rationale: 'Excludes other arthritis and grades severity.',
        expectedFindings: 'Joint space narrowing, osteophytes, subchondral sclerosis.',
      },
    ],
    monitoring: [
      {
        parameter: 'Pain and function (walking distance, stairs)',
        frequency: 'Every 3 to 6 months',
        alertCriteria: 'Severe pain or disability despite full conservative care: surgical referral',
      },
      {
        parameter: 'Blood pressure, kidney function and GI symptoms on oral NSAIDs',
        frequency: 'Every 1 to 3 months',
        alertCriteria: 'Rising BP or creatinine, dyspepsia or black stool',
      },
    ],
    referrals: [
      { specialist: 'Physiotherapy', urgency: 'routine', reason: 'Structured exercise and walking aids.' },
      {
        specialist: 'Orthopaedics',
        urgency: 'routine',
        reason: 'Severe symptoms despite conservative care (joint replacement).',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Exercise daily: muscle strengthening (quadriceps) and walking or cycling; exercise is treatment, not harm.',
        category: 'activity',
        importance: 'high',
      },
      {
        recommendation: 'Lose weight if overweight: each kilogram lost reduces knee load.',
        category: 'diet',
        importance: 'high',
      },
      {
        recommendation: 'Use a walking stick in the opposite hand and supportive shoes.',
        category: 'self-care',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Education, structured exercise and weight management for all. Topical NSAID for knee and hand osteoarthritis; oral NSAID (ibuprofen, with a PPI if GI risk) at the lowest dose for the shortest time if no contraindication; paracetamol only briefly. Intra-articular corticosteroid for flares of knee osteoarthritis. Joint replacement for end-stage disease.',
      supportiveCare: ['Heat or ice', 'Walking aids', 'Knee brace or insoles where helpful'],
      followUpSchedule: 'Review every 3 to 6 months.',
      antibioticsIndicated: false,
      citations: [
        { sourceId: 'oarsi-2019', section: 'Recommendations for knee, hip and polyarticular OA' },
        { sourceId: 'za-phc-stg-2020', section: 'Musculoskeletal conditions: Osteoarthritis' },
      ],
    },
    citations: [
      { sourceId: 'oarsi-2019', section: 'Recommendations for knee, hip and polyarticular OA' },
      { sourceId: 'za-phc-stg-2020', section: 'Musculoskeletal conditions: Osteoarthritis' },
    ],
  },
  {
    id: 'low-back-pain',
    name: 'Low back pain (mechanical)',
    icd10: ['M54.5', 'M54.4', 'M54'],
    icd11: 'ME84.2',
    urgency: 'routine',
    prior: {
      baseline: 0.03,
      byAge: [
        { maxYears: 12, multiplier: 0.1 },
        { minYears: 12, maxYears: 20, multiplier: 0.5 },
        { minYears: 20, multiplier: 1 },
      ],
      citations: [{ sourceId: 'who-lbp-2023', section: 'Background: burden of low back pain' }],
    },
    findings: [
      { findingId: 'back-pain', frequency: 0.99 },
      { findingId: 'mechanical-back-pain', frequency: 0.85 },
      { findingId: 'pain-radiating-down-leg', frequency: 0.25 },
      { findingId: 'myalgia', frequency: 0.25 },
      { findingId: 'stress-anxiety', frequency: 0.25 },
      { findingId: 'obesity', frequency: 0.25 },
      { findingId: 'sleep-disturbance', frequency: 0.2 },
      { findingId: 'back-pain-at-rest-night', frequency: 0.08 },
      { findingId: 'saddle-anaesthesia-incontinence', frequency: 0.005 },
      { findingId: 'focal-weakness', frequency: 0.02 },
      { findingId: 'fever', frequency: 0.03 },
      { findingId: 'high-fever', frequency: 0.01 },
      { findingId: 'weight-loss', frequency: 0.03 },
      { findingId: 'night-sweats', frequency: 0.02 },
      { findingId: 'chronic-cough', frequency: 0.03 },
      { findingId: 'flank-pain', frequency: 0.03 },
      { findingId: 'dysuria', frequency: 0.03 },
      { findingId: 'urinary-frequency', frequency: 0.03 },
      { findingId: 'haematuria', frequency: 0.002 },
      { findingId: 'vaginal-discharge', frequency: 0.03 },
      { findingId: 'abdominal-pain', frequency: 0.05 },
      { findingId: 'bone-pain', frequency: 0.05 },
    ],
    redFlags: [
      {
        findingIds: ['saddle-anaesthesia-incontinence'],
        finding: 'Saddle numbness or new bladder or bowel dysfunction: cauda equina syndrome',
        urgency: 'emergency',
        actionRequired: 'Same-day emergency referral for MRI and spinal surgery.',
        citations: [
          { sourceId: 'za-phc-stg-2020', section: 'Musculoskeletal conditions: Back pain (danger signs)' },
        ],
      },
      {
        findingIds: ['focal-weakness'],
        finding: 'Progressive leg weakness or numbness',
        urgency: 'emergency',
        actionRequired:
          'Urgent imaging and spinal referral (cord or root compression: TB spine, metastases, disc).',
        citations: [
          { sourceId: 'za-phc-stg-2020', section: 'Musculoskeletal conditions: Back pain (danger signs)' },
        ],
      },
      {
        findingIds: ['fever', 'weight-loss', 'night-sweats', 'back-pain-at-rest-night'],
        finding:
          'Back pain with fever, weight loss, night sweats or night pain: spinal TB, infection or cancer',
        urgency: 'urgent',
        actionRequired: 'Spine X-ray, ESR/CRP, HIV test, TB work-up (GeneXpert); refer.',
        citations: [{ sourceId: 'ke-tb-2021', section: 'Extrapulmonary TB: TB of the spine' }],
      },
    ],
    investigations: [
      {
        test: 'Clinical assessment with red-flag screen and neurological examination of the legs',
        urgency: 'routine',
        rationale: 'Imaging is not needed for non-specific low back pain without red flags.',
        expectedFindings: 'Normal neurology; pain on movement.',
      },
      {
        test: 'X-ray, ESR/CRP, full blood count only if red flags',
        urgency: 'urgent',
        rationale: 'Spinal TB, myeloma, metastases and infection.',
        expectedFindings: 'Vertebral collapse or disc-space destruction in spinal TB.',
      },
    ],
    monitoring: [
      {
        parameter: 'Pain and function',
        frequency: 'Review after 2 to 4 weeks',
        alertCriteria: 'No improvement after 6 weeks or new red flag: re-assess and image',
      },
    ],
    referrals: [
      {
        specialist: 'Physiotherapy',
        urgency: 'routine',
        reason: 'Exercise therapy for persistent or chronic pain.',
      },
      {
        specialist: 'Orthopaedics or neurosurgery',
        urgency: 'urgent',
        reason: 'Red flags, persistent radicular pain with deficit.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Stay active and continue normal activities as far as possible; bed rest slows recovery.',
        category: 'activity',
        importance: 'high',
      },
      {
        recommendation:
          'Use heat for pain relief; do regular back and core exercises once the acute pain settles.',
        category: 'self-care',
        importance: 'medium',
      },
      {
        recommendation: 'Lift with bent knees, keep loads close to the body, avoid long static postures.',
        category: 'prevention',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Reassurance and advice to stay active; superficial heat; short course of an NSAID (ibuprofen) if no contraindication, or paracetamol; structured exercise, and physiotherapy or spinal manipulation for persistent pain. Avoid routine opioids, imaging and bed rest. Chronic primary low back pain: exercise programmes, psychological therapies and multi-component care as WHO 2023.',
      supportiveCare: ['Heat packs', 'Short-term muscle relaxant only for severe spasm'],
      followUpSchedule: 'Review after 2 to 4 weeks if not improving; at once for red flags.',
      antibioticsIndicated: false,
      citations: [
        {
          sourceId: 'who-lbp-2023',
          section:
            'Recommendations: education, exercise, physical and psychological interventions, medicines',
        },
        { sourceId: 'za-phc-stg-2020', section: 'Musculoskeletal conditions: Back pain, low' },
      ],
    },
    citations: [
      { sourceId: 'who-lbp-2023', section: 'Recommendations' },
      { sourceId: 'za-phc-stg-2020', section: 'Musculoskeletal conditions: Back pain, low' },
    ],
  },
  {
    id: 'allergic-rhinitis',
    name: 'Allergic rhinitis',
    icd10: ['J30.4', 'J30.1', 'J30'],
    icd11: 'CA08.0',
    urgency: 'routine',
    prior: {
      baseline: 0.02,
      byAge: [
        { maxYears: 2, multiplier: 0.15 },
        { minYears: 2, multiplier: 1 },
      ],
      byCountry: {
        KE: 1,
        SO: 0.8,
        ET: 0.9,
        UG: 1,
        TZ: 1,
        NG: 1,
        GH: 1,
        ZA: 1.3,
        MW: 1,
        ZW: 1,
        ML: 0.8,
        BF: 0.8,
        BW: 1.1,
        ZM: 1,
      },
      citations: [{ sourceId: 'aria-2016', section: 'Definition, classification and prevalence' }],
    },
    findings: [
      { findingId: 'sneezing', frequency: 0.85 },
      { findingId: 'itchy-nose-eyes', frequency: 0.75 },
      { findingId: 'runny-nose', frequency: 0.85 },
      { findingId: 'nasal-congestion', frequency: 0.8 },
      { findingId: 'rhinitis-trigger-dust-pollen', frequency: 0.6 },
      { findingId: 'symptoms-over-10-days', frequency: 0.6 },
      { findingId: 'gritty-itchy-eyes', frequency: 0.35 },
      { findingId: 'red-eyes', frequency: 0.3 },
      { findingId: 'known-asthma', frequency: 0.3 },
      { findingId: 'wheeze', frequency: 0.12 },
      { findingId: 'cough', frequency: 0.25 },
      { findingId: 'headache', frequency: 0.2 },
      { findingId: 'loss-of-smell-taste', frequency: 0.15 },
      { findingId: 'sore-throat', frequency: 0.12 },
      { findingId: 'facial-pain', frequency: 0.1 },
      { findingId: 'purulent-nasal-discharge', frequency: 0.01 },
      { findingId: 'fever', frequency: 0.02 },
      { findingId: 'high-fever', frequency: 0.005 },
      { findingId: 'myalgia', frequency: 0.03 },
      { findingId: 'malaise', frequency: 0.08 },
      { findingId: 'sick-contacts', frequency: 0.05 },
      { findingId: 'tonsillar-exudate', frequency: 0.01 },
      { findingId: 'ear-pain', frequency: 0.01 },
    ],
    redFlags: [
      {
        findingIds: ['wheeze', 'shortness-of-breath', 'chest-tightness'],
        finding: 'Wheeze or breathlessness with rhinitis: associated asthma',
        urgency: 'urgent',
        actionRequired: 'Assess and treat asthma; both conditions need control.',
        citations: [{ sourceId: 'aria-2016', section: 'Rhinitis and asthma comorbidity' }],
      },
      {
        findingIds: ['bleeding-mucosal', 'facial-pain'],
        finding: 'One-sided blocked nose with bleeding or facial pain: polyp, tumour or foreign body',
        urgency: 'routine',
        actionRequired: 'ENT referral.',
        citations: [{ sourceId: 'aria-2016', section: 'Differential diagnosis of rhinitis' }],
      },
    ],
    investigations: [
      {
        test: 'Clinical diagnosis; skin prick or specific IgE testing only if allergen avoidance or immunotherapy is planned',
        urgency: 'routine',
        rationale: 'Typical history with triggers is enough to treat.',
        expectedFindings: 'Pale swollen nasal mucosa, clear discharge, allergic shiners.',
      },
    ],
    monitoring: [
      {
        parameter: 'Symptom control and sleep',
        frequency: 'Review after 2 to 4 weeks of treatment',
        alertCriteria: 'Uncontrolled despite intranasal steroid: check technique and adherence, refer ENT',
      },
    ],
    referrals: [
      {
        specialist: 'ENT or allergy clinic',
        urgency: 'routine',
        reason: 'Uncontrolled despite treatment, unilateral symptoms, or immunotherapy assessment.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Reduce dust and smoke at home: damp dusting, airing bedding in the sun, no smoking or cooking smoke indoors.',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Rinse the nose with salt water (saline).',
        category: 'self-care',
        importance: 'medium',
      },
      {
        recommendation:
          'Use the steroid nasal spray daily during the season, not only when bad; aim the spray away from the middle of the nose.',
        category: 'adherence',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Allergen and irritant avoidance; intranasal corticosteroid (beclometasone or budesonide) daily for persistent or moderate-severe symptoms; oral non-sedating antihistamine (loratadine or cetirizine) for mild or intermittent symptoms; saline irrigation. Avoid long-term decongestant sprays. Treat coexisting asthma.',
      supportiveCare: ['Saline nasal rinses', 'Antihistamine eye drops for eye symptoms'],
      followUpSchedule: 'Review after 2 to 4 weeks, then as needed.',
      antibioticsIndicated: false,
      citations: [
        { sourceId: 'aria-2016', section: 'Recommendations for pharmacological treatment' },
        { sourceId: 'za-phc-stg-2020', section: 'Respiratory system: Allergic rhinitis' },
      ],
    },
    citations: [
      { sourceId: 'aria-2016', section: 'Definition, classification and treatment' },
      { sourceId: 'za-phc-stg-2020', section: 'Respiratory system: Allergic rhinitis' },
    ],
  },
  {
    id: 'anaphylaxis',
    name: 'Anaphylaxis',
    icd10: ['T78.2', 'T88.6'],
    icd11: '4A84',
    urgency: 'critical',
    prior: {
      baseline: 0.0003,
      citations: [{ sourceId: 'wao-anaphylaxis-2020', section: 'Epidemiology of anaphylaxis' }],
    },
    findings: [
      { findingId: 'tachypnoea', frequency: 0.5 },
      { findingId: 'face-hand-oedema', frequency: 0.3 },
      { findingId: 'allergen-exposure', frequency: 0.85 },
      { findingId: 'urticaria', frequency: 0.8 },
      { findingId: 'rash', frequency: 0.8 },
      { findingId: 'itching', frequency: 0.6 },
      { findingId: 'angioedema', frequency: 0.5 },
      { findingId: 'shortness-of-breath', frequency: 0.6 },
      { findingId: 'wheeze', frequency: 0.45 },
      { findingId: 'chest-tightness', frequency: 0.35 },
      { findingId: 'stridor', frequency: 0.2 },
      { findingId: 'respiratory-distress', frequency: 0.3 },
      { findingId: 'hypoxaemia', frequency: 0.15 },
      { findingId: 'cyanosis', frequency: 0.08 },
      { findingId: 'hypotension', frequency: 0.35 },
      { findingId: 'weak-pulse-cold-hands', frequency: 0.3 },
      { findingId: 'tachycardia', frequency: 0.6 },
      { findingId: 'dizziness', frequency: 0.4 },
      { findingId: 'syncope', frequency: 0.2 },
      { findingId: 'confusion', frequency: 0.1 },
      { findingId: 'unconscious', frequency: 0.08 },
      { findingId: 'vomiting', frequency: 0.3 },
      { findingId: 'nausea', frequency: 0.3 },
      { findingId: 'abdominal-pain', frequency: 0.25 },
      { findingId: 'diarrhoea', frequency: 0.1 },
      { findingId: 'runny-nose', frequency: 0.2 },
      { findingId: 'fever', frequency: 0.02 },
      { findingId: 'high-fever', frequency: 0.005 },
    ],
    redFlags: [
      {
        findingIds: [
          'hypotension',
          'weak-pulse-cold-hands',
          'stridor',
          'angioedema',
          'respiratory-distress',
          'hypoxaemia',
          'unconscious',
        ],
        finding: 'Anaphylaxis: airway swelling, breathing difficulty or shock after an allergen',
        urgency: 'critical',
        actionRequired:
          'IM adrenaline (1 mg/mL) 0.01 mg/kg into the mid-outer thigh now (max 0.5 mg adult, 0.3 mg child), repeat every 5 to 15 minutes as needed; call for help, lie flat with legs raised (sit up if breathing is hard), oxygen, IV fluid bolus.',
        citations: [
          {
            sourceId: 'wao-anaphylaxis-2020',
            section: 'Initial management: epinephrine (adrenaline) dose and route',
          },
        ],
      },
      {
        findingIds: ['allergen-exposure'],
        finding: 'Symptoms minutes to hours after a sting, drug or food',
        urgency: 'emergency',
        actionRequired:
          'Assess airway, breathing and circulation; give IM adrenaline at once if any airway, breathing or circulation problem.',
        citations: [
          { sourceId: 'wao-anaphylaxis-2020', section: 'Clinical criteria for diagnosing anaphylaxis' },
        ],
      },
    ],
    investigations: [
      {
        test: 'Clinical diagnosis (WAO criteria); treat before any test',
        urgency: 'stat',
        rationale: 'Delay of adrenaline is the main cause of death.',
        expectedFindings:
          'Acute skin or mucosal involvement with respiratory compromise or low BP, or low BP after a known allergen.',
      },
      {
        test: 'Serum tryptase 1 to 2 hours after onset where available',
        urgency: 'urgent',
        rationale: 'Supports the diagnosis retrospectively.',
        expectedFindings: 'Raised tryptase.',
      },
    ],
    monitoring: [
      {
        parameter: 'Airway, breathing, blood pressure, pulse, SpO2',
        frequency: 'Continuously, then every 15 minutes; observe at least 6 to 12 hours',
        alertCriteria:
          'Recurrent symptoms (biphasic reaction) or persistent low BP: repeat adrenaline, refer',
      },
    ],
    referrals: [
      {
        specialist: 'Hospital emergency department',
        urgency: 'emergency',
        reason: 'Observation after adrenaline; refractory anaphylaxis needs IV adrenaline infusion.',
      },
      {
        specialist: 'Allergy clinic',
        urgency: 'routine',
        reason: 'Identify the trigger; consider venom immunotherapy.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Avoid the trigger; record the allergy in all health records and wear an alert bracelet or card.',
        category: 'safety',
        importance: 'high',
      },
      {
        recommendation: 'Carry an adrenaline auto-injector if available and know how to use it.',
        category: 'safety',
        importance: 'high',
      },
      {
        recommendation: 'Return at once if symptoms come back in the next 24 hours.',
        category: 'follow-up',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Adrenaline IM into the anterolateral thigh immediately (WAO 2020: 0.01 mg/kg of 1 mg/mL, max 0.5 mg in adults and 0.3 mg in children), repeated every 5 to 15 minutes if needed; remove the trigger; call for help; position supine with legs raised (sitting if breathless, left lateral if pregnant); high-flow oxygen; IV crystalloid bolus for hypotension; inhaled salbutamol for persistent wheeze. Antihistamines and corticosteroids are second-line only and never replace adrenaline.',
      supportiveCare: ['Oxygen', 'IV fluids', 'Observe 6 to 12 hours for biphasic reaction'],
      followUpSchedule: 'Review within 1 to 2 weeks; allergy referral.',
      antibioticsIndicated: false,
      citations: [
        { sourceId: 'wao-anaphylaxis-2020', section: 'Management of anaphylaxis' },
        { sourceId: 'ug-clinical-guidelines-2023', section: 'Emergencies and trauma: Anaphylactic shock' },
        { sourceId: 'za-phc-stg-2020', section: 'Emergencies and injuries: Anaphylaxis' },
      ],
    },
    citations: [
      { sourceId: 'wao-anaphylaxis-2020', section: 'Clinical criteria and management of anaphylaxis' },
      { sourceId: 'ug-clinical-guidelines-2023', section: 'Emergencies and trauma: Anaphylactic shock' },
    ],
  },
] as const satisfies readonly Condition[];
