/**
 * What the screens read from the /api/ai-* answers (issue 3, spec section 3). Fields the engine may
 * leave out are optional so a partial answer still renders; nothing here is filled in by the client.
 */
export type Urgency = 'routine' | 'urgent' | 'emergency' | 'critical' | 'low' | 'medium' | 'high' | string;

export interface PrimaryDiagnosis {
  condition: string;
  icd10?: string;
  probability: number;
  confidence?: string | number;
  urgency: Urgency;
}

export interface DifferentialDiagnosis {
  condition: string;
  icd10?: string;
  probability: number | string;
  supportingEvidence?: string[];
  contradictingEvidence?: string[];
}

export interface RedFlag {
  finding: string;
  actionRequired: string;
  urgency: Urgency;
}

export interface Diagnosis {
  disclaimer?: string;
  primaryDiagnosis?: PrimaryDiagnosis;
  differentialDiagnoses?: DifferentialDiagnosis[];
  redFlags?: RedFlag[];
  triage?: { urgency: Urgency; reasons?: string[] };
  nextQuestions?: string[];
  emergencyAlert?: boolean;
  message?: string;
  emergencyActions?: string[];
  otherProbability?: number;
  /** False when the picture fits no known condition well: the primary is only the closest weak match. */
  fitsKnownCondition?: boolean;
  suggestedTests?: string[];
  unrecognised?: string[];
  contextRead?: { kind: string; text: string }[];
}

export interface Recommendations {
  disclaimer?: string;
  investigations?: { test: string; urgency?: Urgency; rationale?: string; expectedFindings?: string }[];
  lifestyle?: { recommendation: string; category?: string; importance?: string }[];
  monitoring?: { parameter: string; frequency?: string; alertCriteria?: string }[];
  referrals?: { specialist: string; urgency?: Urgency; reason?: string }[];
}

export interface Medication {
  drug: string;
  dosage?: string;
  /** For a regimen given in phases: the phase and when it is given. */
  timing?: string;
  frequency?: string;
  duration?: string;
  route?: string;
  indication?: string;
  contraindications?: string[] | string;
  sideEffects?: string[] | string;
  alternatives?: string[] | string;
  doseMg?: number;
  doseMgPerKg?: number;
}

export interface Prescription {
  disclaimer?: string;
  medications?: Medication[];
  treatmentProtocol?: { primaryTreatment?: string; supportiveCare?: string[]; followUpSchedule?: string };
  safetyWarnings?: string[];
}

export interface PatientProfile {
  age?: number;
  ageDays?: number;
  gestationWeeks?: number;
  postpartumDays?: number;
  birthWeight?: number;
  gestationAtBirthWeeks?: number;
  breastfeeding?: boolean;
  gender?: 'male' | 'female' | 'other' | 'unknown';
  weight?: number;
  allergies?: string[];
  medicalHistory?: string[];
  pregnant?: boolean;
  country?: string;
  region?: string;
  vitals?: Partial<
    Record<
      'temperatureC' | 'heartRate' | 'respiratoryRate' | 'systolicBP' | 'diastolicBP' | 'spo2' | 'muacMm',
      number
    >
  >;
}

export interface EmergencyAnswer {
  emergencyAlert: true;
  message?: string;
  emergencyActions?: string[];
}

// The engine's contract answers must always fit these screen types: a change there that would break a
// screen fails the typecheck here.
type Fits<Contract extends View, View> = Contract;
export type DiagnosisFitsContract = Fits<import('../../../../contracts/ai').AiDiagnosis, Diagnosis>;
export type RecommendationsFitContract = Fits<
  import('../../../../contracts/ai').AiRecommendations,
  Recommendations
>;
export type PrescriptionFitsContract = Fits<import('../../../../contracts/ai').AiPrescription, Prescription>;
