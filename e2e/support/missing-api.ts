import type { Page } from 'playwright-core';

/**
 * Some APIs are built in parallel with the web app. When the server under test does not have a route
 * yet (404 NOT_FOUND 'No such route'), the browser test answers it with a fixture so the screen's flow
 * can still be walked; once the route exists, the real server answers and the fixture is unused.
 */
export async function isRouteMissing(baseUrl: string, method: string, path: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: method === 'GET' ? undefined : '{}',
  });
  if (response.status !== 404) return false;
  const body = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
  return body.error?.code === 'NOT_FOUND' && body.error.message === 'No such route';
}

export async function answerIfMissing(
  page: Page,
  baseUrl: string,
  method: string,
  path: string,
  answer: unknown,
  status = 200,
): Promise<boolean> {
  if (!(await isRouteMissing(baseUrl, method, path))) return false;
  await page.route(`**${path}`, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(answer) }),
  );
  return true;
}

/** A test fixture shaped like issue 3's answers: not clinical advice, only something for the screen to show. */
export const fixtureDiagnosis = {
  diagnosis: {
    disclaimer: 'Test fixture',
    primaryDiagnosis: {
      condition: 'Malaria, uncomplicated',
      icd10: 'B54',
      probability: 71,
      confidence: 'moderate',
      urgency: 'urgent',
    },
    differentialDiagnoses: [
      {
        condition: 'Typhoid fever',
        icd10: 'A01.0',
        probability: 12,
        supportingEvidence: ['fever'],
        contradictingEvidence: [],
      },
    ],
    redFlags: [],
    triage: { urgency: 'urgent', reasons: [] },
    nextQuestions: ['Malaria RDT'],
    emergencyAlert: false,
    message: '',
    emergencyActions: [],
  },
};

export const fixtureRecommendations = {
  recommendations: {
    disclaimer: 'Test fixture',
    investigations: [
      {
        test: 'Malaria RDT',
        urgency: 'urgent',
        rationale: 'Confirm parasitaemia before treatment',
        expectedFindings: 'Positive',
      },
    ],
    lifestyle: [
      {
        recommendation: 'Sleep under an insecticide-treated net',
        category: 'prevention',
        importance: 'high',
      },
    ],
    monitoring: [],
    referrals: [],
  },
};

export const fixturePrescription = {
  prescription: {
    disclaimer: 'Test fixture',
    medications: [
      {
        drug: 'Artemether-lumefantrine',
        dosage: '4 tablets',
        frequency: 'twice daily',
        duration: '3 days',
        route: 'oral',
        indication: 'Uncomplicated malaria',
        contraindications: [],
        sideEffects: ['nausea'],
        alternatives: [],
      },
    ],
    treatmentProtocol: {
      primaryTreatment: 'Artemether-lumefantrine',
      supportiveCare: ['Paracetamol for fever'],
      followUpSchedule: 'Review in 3 days',
    },
    safetyWarnings: ['Take with food'],
  },
};

export const fixtureAnalysisResults = {
  patient_id: 'AFR-TEST',
  analysis_date: '2026-01-01',
  symptoms_reported: ['fatigue'],
  tests_analyzed: [
    {
      test_type: 'Full blood count',
      test_results: { Haemoglobin: '9.8 g/dL', WBC: '7.2 x10^9/L', Platelets: '250 x10^9/L', MCV: '72 fL' },
      analysis: 'Test fixture analysis',
      diagnosis: 'Abnormal: low haemoglobin',
      explanation: 'Test fixture',
      recommendations: ['Iron studies', 'Stool microscopy', 'Repeat in 4 weeks'],
      symptom_correlations: [
        { symptom: 'fatigue', correlation_strength: 'strong', explanation: 'Test fixture' },
      ],
      flag: 'attention',
    },
  ],
  symptom_test_insights: {
    primary_correlations: [
      {
        symptom: 'fatigue',
        test_findings: ['Hb 9.8', 'MCV 72', 'RDW high', 'Ferritin low'],
        correlation_explanation: 'Test fixture',
        clinical_significance: 'Test fixture',
      },
    ],
    differential_diagnoses: [
      { condition: 'Iron deficiency anaemia', probability: 'high', supporting_evidence: ['low Hb'] },
    ],
    red_flags: [],
  },
  overall_summary: 'Test fixture summary',
  urgency: 'routine',
  emergency_alert: false,
  disclaimer: 'Test fixture',
  generated_at: '2026-01-01T00:00:00Z',
};
