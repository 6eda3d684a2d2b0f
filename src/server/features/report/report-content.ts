import type { AnalysisResults } from '../../../contracts/analysis';
import type { SessionData } from '../../sessions';
import { printedLabStatus, statusOfStoredLab } from '../../../contracts/lab-status';
import { labMeaningLine, mergeDuplicateLabs } from '../analysis/build-analysis-results';

/** Everything the report shows, gathered from the session; no I/O. */
export interface ReportContent {
  title: string;
  generatedAt: Date;
  patient: Array<[label: string, value: string]>;
  symptoms: string[];
  /** One row per test: the same test with the same result reported twice is one row. */
  labs: Array<{ test: string; result: string; range: string; flag: string; meaning: string; source: string }>;
  analysis?: AnalysisResults;
  prescription?: ReportPrescription;
  prescriptionDecision?: {
    decision: 'approved' | 'rejected' | 'edited';
    by?: string;
    /** The signed-in clinician's professional registration number. */
    registrationNumber?: string;
    at: string;
    note?: string;
  };
  disclaimer: string;
}

export interface ReportPrescription {
  medications: Array<{
    drug: string;
    dosage: string;
    /** For a regimen given in phases: the phase and when it is given. */
    timing?: string;
    frequency: string;
    duration: string;
    route: string;
    indication?: string;
  }>;
  safetyWarnings: string[];
  treatmentProtocol?: { primaryTreatment?: string; supportiveCare?: string[]; followUpSchedule?: string };
}

export const REPORT_DISCLAIMER =
  'For professional use only. This report was produced by a clinical decision-support tool; its suggestions must be confirmed by a qualified clinician before any diagnosis or treatment. Patient data is cleared from the system when the session ends.';

function describeSymptom(symptom: SessionData['symptoms'][number]): string {
  const details = [
    symptom.severity,
    symptom.duration && `for ${symptom.duration}`,
    symptom.frequency,
    symptom.onset && `onset ${symptom.onset}`,
  ]
    .filter(Boolean)
    .join(', ');
  return details ? `${symptom.symptom} (${details})` : symptom.symptom;
}

export function gatherReportContent(data: SessionData, sessionCreatedAt: number, now: Date): ReportContent {
  const analysis = (data.analysisResults ?? undefined) as AnalysisResults | undefined;
  const patient: Array<[string, string]> = [
    ['Patient ID', data.patientId],
    ['Analysis date', data.analysisDate],
    ...optional('Name', data.patientName),
    ...optional('Date of birth', data.dateOfBirth),
    ...optional('MRN', data.mrn),
    ...optional('Ordering physician', data.orderingPhysician),
    ...optional('Facility', data.facility),
    ['Session started', new Date(sessionCreatedAt).toISOString().replace('T', ' ').slice(0, 16) + ' UTC'],
  ];
  return {
    title: 'Clinical Decision Support Report',
    generatedAt: now,
    patient,
    symptoms: data.symptoms.map(describeSymptom),
    labs: mergeDuplicateLabs(data.labResults).map(({ lab, ids }) => {
      const sources = [
        ...new Set(
          data.labResults.filter((each) => ids.includes(each.id)).map((each) => each.fileName ?? 'typed'),
        ),
      ];
      return {
        test: lab.testType,
        // Value and range in one unit, the original as printed beside when converted (as on screen).
        result: `${lab.valueShown ?? lab.result}${lab.isConverted ? ` (as written ${lab.result}${lab.normalRange && lab.normalRange !== lab.rangeUsed ? `, range ${lab.normalRange}` : ''})` : ''}`,
        range: lab.rangeUsed ?? lab.normalRange ?? '',
        flag: printedLabStatus(statusOfStoredLab(lab), lab.flag === 'critical'),
        meaning: labMeaningLine(lab),
        source: sources.join(', '),
      };
    }),
    analysis,
    prescription: (data.extras.prescription ?? analysis?.prescription) as ReportPrescription | undefined,
    prescriptionDecision: data.extras.prescriptionDecision as ReportContent['prescriptionDecision'],
    disclaimer: REPORT_DISCLAIMER,
  };
}

const optional = (label: string, value: string | undefined): Array<[string, string]> =>
  value ? [[label, value]] : [];
