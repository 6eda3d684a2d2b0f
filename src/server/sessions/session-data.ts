import type { FileRecord, StoredLabResult } from '../../contracts/sessions';
import type { StoredSymptom } from '../../contracts/symptoms';

/** Everything a session holds. It exists in readable form only in memory, during one request. */
export interface SessionData {
  patientId: string;
  analysisDate: string;
  patientName?: string;
  dateOfBirth?: string;
  mrn?: string;
  orderingPhysician?: string;
  facility?: string;
  status: 'active' | 'analyzing' | 'completed';
  symptoms: StoredSymptom[];
  labResults: StoredLabResult[];
  uploadedFiles: FileRecord[];
  analysisResults: unknown;
  /** Anything a later feature keeps for the session (prescription decision, report state...). */
  extras: Record<string, unknown>;
}
