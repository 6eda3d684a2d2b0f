import type { SessionView } from '../../../../contracts/sessions';
import { saveBlob } from '../labs/api';

// The product-specific key of spec section 3; progress holds counts only, never patient data.
export const PROGRESS_KEY = 'afyadx.progress';

export interface SavedProgress {
  duration: number;
  files: number;
  testsAnalyzed: number;
  savedAt: string;
}

export function saveProgress(progress: Omit<SavedProgress, 'savedAt'>, now = new Date()): SavedProgress {
  const saved = { ...progress, savedAt: now.toISOString() };
  localStorage.setItem(PROGRESS_KEY, JSON.stringify(saved));
  return saved;
}

/** The session as a JSON file: an overview plus system info (spec section 3). */
export function buildSessionExport(
  session: SessionView,
  analysisResults: unknown,
  now: Date,
  version: string | undefined,
) {
  return {
    sessionOverview: {
      sessionId: session.sessionId,
      patientId: session.patientId,
      analysisDate: session.analysisDate,
      durationSeconds: session.duration,
      files: session.uploadedFiles.map(({ name, size, type, status }) => ({ name, size, type, status })),
      symptoms: session.symptoms,
      labResults: session.labResults,
      analysisResults,
    },
    systemInfo: {
      application: 'AfyaDx',
      version: version ?? 'unknown',
      exportedAt: now.toISOString(),
      userAgent: navigator.userAgent,
    },
  };
}

export function exportSessionJson(
  session: SessionView,
  analysisResults: unknown,
  version: string | undefined,
  now = new Date(),
): void {
  const data = buildSessionExport(session, analysisResults, now, version);
  saveBlob(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
    `session_${session.patientId || 'patient'}_${now.getTime()}.json`,
  );
}

export async function copyText(text: string): Promise<void> {
  await navigator.clipboard.writeText(text);
}
