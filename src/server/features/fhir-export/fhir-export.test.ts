import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bundle, ExtractResource, Observation, Resource, ResourceType } from '@medplum/fhirtypes';
import { createTestApp, sessionCookieFrom, type TestApp } from '../../test-support/test-app';
import { signedInClinician, type TestClinician } from '../../test-support/clinicians';
import { multipartBody } from '../../test-support/multipart';
import { validateFhirBundle, validateFhirResource } from '../../test-support/fhir-validator';
import { buildLabReportPdf } from '../ingest/test-fixtures/build-lab-pdf';

interface Vignette {
  id: string;
  request: {
    symptoms: Array<string | Record<string, unknown>>;
    patientProfile?: Record<string, unknown>;
    labResults?: Array<Record<string, unknown>>;
  };
}
const vignettes = JSON.parse(
  fs.readFileSync(new URL('../../../../../shared/vignettes/dev.json', import.meta.url), 'utf8'),
) as Vignette[];

const errorsIn = (bundle: Bundle) =>
  validateFhirBundle(bundle).filter((issue) => issue.severity === 'error' || issue.severity === 'fatal');
const resourcesOf = <K extends ResourceType>(bundle: Bundle, type: K): Array<ExtractResource<K>> =>
  (bundle.entry ?? [])
    .map((entry) => entry.resource!)
    .filter((resource): resource is ExtractResource<K> => resource.resourceType === type);

/** PRINT_FHIR=1 writes the exported Bundle to /tmp/fhir-bundle.json and prints every validator issue. */
function printBundleAndValidation(bundle: Bundle): void {
  fs.writeFileSync('/tmp/fhir-bundle.json', JSON.stringify(bundle, null, 2));
  const issues = validateFhirBundle(bundle).map(
    (i) => `${i.resourceType}: ${i.severity} ${i.message} at ${i.at}`,
  );
  console.log([`${bundle.entry!.length} resources validated, ${issues.length} issues`, ...issues].join('\n'));
}

/** Profile fields the analysis accepts (the vignettes' profile uses the same names). */
function analysisOptionsFrom(profile: Record<string, unknown> = {}) {
  const { age, gender, weight, pregnant, allergies, medicalHistory, country, vitals } = profile;
  return Object.fromEntries(
    Object.entries({
      patientAge: age,
      patientGender: gender,
      weight,
      pregnant,
      allergies,
      medicalHistory,
      country,
      vitals,
    }).filter(([, value]) => value !== undefined),
  );
}

describe('the FHIR R4 export of a session', () => {
  let t: TestApp;
  let wanjiru: TestClinician;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    wanjiru = await signedInClinician(t.app, t.database, {
      registrationNumber: 'KMPDC-A1234',
      name: 'Dr A. Wanjiru',
    });
  });
  afterAll(async () => t.close());

  async function openSession(patientId: string) {
    const created = await t.app.inject({ method: 'POST', url: '/api/sessions', payload: { patientId } });
    return {
      id: created.json<{ id: string }>().id,
      cookie: `${sessionCookieFrom(created)}; ${wanjiru.cookie}`,
    };
  }
  async function call(
    session: { id: string; cookie: string },
    method: 'GET' | 'POST',
    path: string,
    payload?: object,
  ) {
    const response = await t.app.inject({
      method,
      url: `/api/sessions/${session.id}${path}`,
      headers: { cookie: session.cookie },
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${path}: ${response.statusCode} ${response.body}`);
    return response;
  }
  const exportFhir = async (session: { id: string; cookie: string }) =>
    (await call(session, 'GET', '/report?format=fhir')).json<Bundle>();

  it('exports a full session (symptoms, labs read from a PDF, analysis, approved prescription) that validates with 0 errors', async () => {
    const session = await openSession('KNH/2026/0042');
    await call(session, 'POST', '/symptoms', {
      symptoms: [
        { symptom: 'Fever with rigors', severity: 'moderate', duration: '3 days', frequency: 'daily' },
        { symptom: 'Headache and body aches', severity: 'mild', duration: '3 days' },
      ],
    });
    const upload = multipartBody([
      { name: 'lab-report.pdf', bytes: await buildLabReportPdf(), contentType: 'application/pdf' },
    ]);
    await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/upload`,
      headers: { cookie: session.cookie, ...upload.headers },
      payload: upload.payload,
    });
    await call(session, 'POST', '/analyze-with-symptoms', {
      includePrescriptions: true,
      patientAge: 30,
      patientGender: 'female',
      weight: 60,
      country: 'KE',
    });
    await call(session, 'POST', '/prescription-decision', { decision: 'approved' });

    const response = await call(session, 'GET', '/report?format=fhir');
    expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="medical-report-KNH_2026_0042.fhir.json"',
    );
    const bundle = response.json<Bundle>();
    expect(bundle.resourceType).toBe('Bundle');
    expect(errorsIn(bundle)).toEqual([]);
    if (process.env.PRINT_FHIR) printBundleAndValidation(bundle);

    const [patient] = resourcesOf(bundle, 'Patient');
    expect(Object.keys(patient!).sort()).toEqual(['identifier', 'meta', 'resourceType']);
    expect(patient!.identifier).toEqual([expect.objectContaining({ value: 'KNH/2026/0042' })]);

    const labs = resourcesOf(bundle, 'Observation').filter(
      (o) => o.category?.[0]?.coding?.[0]?.code === 'laboratory',
    );
    expect(labs.length).toBeGreaterThanOrEqual(12);
    const haemoglobin = labs.find((o) => o.code.coding?.[0]?.code === '718-7');
    expect(haemoglobin?.valueQuantity).toEqual({
      value: 10.2,
      unit: 'g/dL',
      system: 'http://unitsofmeasure.org',
      code: 'g/dL',
    });
    expect(haemoglobin?.referenceRange?.[0]).toMatchObject({ low: { value: 12 }, high: { value: 16 } });
    expect(haemoglobin?.interpretation?.[0]?.coding?.[0]?.code).toBe('L');

    const conditions = resourcesOf(bundle, 'Condition');
    expect(conditions[0]?.verificationStatus?.coding?.[0]?.code).toBe('provisional');
    expect(conditions.slice(1).every((c) => c.verificationStatus?.coding?.[0]?.code === 'differential')).toBe(
      true,
    );
    expect(conditions.every((c) => c.code?.coding?.[0]?.system === 'http://hl7.org/fhir/sid/icd-10')).toBe(
      true,
    );
    const [risk] = resourcesOf(bundle, 'RiskAssessment');
    expect(risk?.prediction?.length).toBe(conditions.length);

    const requests = resourcesOf(bundle, 'MedicationRequest');
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      expect(request).toMatchObject({ status: 'active', intent: 'order' });
      expect(request.medicationCodeableConcept?.coding?.[0]?.system).toBe('http://www.whocc.no/atc');
      expect(request.dosageInstruction?.[0]?.route?.text).toBeTruthy();
    }
    const [report] = resourcesOf(bundle, 'DiagnosticReport');
    expect(report?.result?.length).toBeGreaterThanOrEqual(labs.length);
    const [provenance] = resourcesOf(bundle, 'Provenance');
    expect(provenance?.target.length).toBe(bundle.entry!.length - 2); // all but the engine Device and itself
    const [device] = resourcesOf(bundle, 'Device');
    expect(device?.version?.[0]?.value).toMatch(/^\d+\.\d+\.\d+$/);
    const [practitioner] = resourcesOf(bundle, 'Practitioner');
    expect(practitioner?.name?.[0]?.text).toBe('Dr A. Wanjiru');
    expect(practitioner?.identifier?.[0]?.value).toBe('KMPDC-A1234');
    expect(provenance?.agent.map((agent) => agent.type?.coding?.[0]?.code)).toEqual(['assembler', 'author']);
    expect(provenance?.agent[1]?.role).toBeUndefined(); // a signed-in account vouches for the name
  });

  it.each(vignettes.map((vignette) => [vignette.id, vignette] as const))(
    'exports the shared vignette %s with 0 validation errors',
    async (_id, vignette) => {
      const session = await openSession(vignette.id);
      await call(session, 'POST', '/symptoms', {
        symptoms: vignette.request.symptoms.map((entry) =>
          typeof entry === 'string' ? { symptom: entry } : entry,
        ),
      });
      if (vignette.request.labResults?.length)
        await call(session, 'POST', '/lab-results', { labResults: vignette.request.labResults });
      await call(session, 'POST', '/analyze', {
        includePrescriptions: true,
        ...analysisOptionsFrom(vignette.request.patientProfile),
      });
      await call(session, 'POST', '/prescription-decision', { decision: 'approved' });
      const bundle = await exportFhir(session);
      expect(errorsIn(bundle)).toEqual([]);
      expect(resourcesOf(bundle, 'Condition').length).toBeGreaterThan(0);
    },
  );

  it('the validator rejects a broken resource (control: the check can fail)', async () => {
    const session = await openSession('control');
    await call(session, 'POST', '/lab-results', { testType: 'Haemoglobin', result: '9.1 g/dL' });
    const bundle = await exportFhir(session);
    const lab = resourcesOf(bundle, 'Observation')[0]!;
    const broken = { ...lab, status: undefined, valueQuantity: { value: 'nine' }, referenceRange: [{}] };
    const messages = validateFhirResource(broken as unknown as Resource).map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Missing required property/),
        expect.stringMatching(/Invalid JSON type/),
      ]),
    );
  });

  it('a reference to nothing in the Bundle is an error (control for the reference check)', async () => {
    const session = await openSession('control-2');
    await call(session, 'POST', '/lab-results', { testType: 'Haemoglobin', result: '9.1 g/dL' });
    const bundle = await exportFhir(session);
    const lab = bundle.entry!.find((entry) => entry.resource?.resourceType === 'Observation')!;
    (lab.resource as Observation).subject = { reference: 'urn:uuid:00000000-0000-4000-8000-000000000000' };
    expect(errorsIn(bundle).map((issue) => issue.message)).toEqual([
      expect.stringMatching(/resolves to nothing in the Bundle/),
    ]);
    (lab.resource as Observation).subject = { reference: bundle.entry![1]!.fullUrl! }; // the Encounter
    expect(errorsIn(bundle).map((issue) => issue.message)).toEqual([
      expect.stringMatching(/resolves to Encounter/),
    ]);
  });

  it('needs the session cookie, and asks for format=fhir', async () => {
    const session = await openSession('P-1');
    const noCookie = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}/report?format=fhir`,
    });
    expect(noCookie.statusCode).toBe(404);
    expect(noCookie.json().error.message).toBe('No active session');
    const wrongFormat = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}/report?format=pdf`,
      headers: { cookie: session.cookie },
    });
    expect(wrongFormat.statusCode).toBe(400);
  });
});
