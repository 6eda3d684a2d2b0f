import type { ReferralNoteRequest } from '../../../../contracts/referral-note';
import { apiPaths } from '../../../api/api-paths';
import { postForBlob } from '../../../api/request';
import { emergencyFromError, requestPrescription } from '../ai/api';
import type { Diagnosis, PatientProfile } from '../ai/types';
import { saveBlob } from '../labs/api';

/**
 * The server's emergency protocol for the working diagnosis, dosed for this patient: asked of the
 * prescription route, which refuses an outpatient prescription for an emergency and answers with the
 * protocol, the pre-referral first doses for the entered weight, and where to refer.
 */
export async function requestPreReferralActions(
  diagnosis: Diagnosis | string,
  symptoms: readonly unknown[],
  patientProfile: PatientProfile,
): Promise<string[]> {
  try {
    await requestPrescription({ diagnosis, symptoms, patientProfile });
    return [];
  } catch (error) {
    const emergency = emergencyFromError(error);
    if (!emergency) throw error;
    return emergency.emergencyActions ?? [];
  }
}

export async function downloadReferralNote(sessionId: string, note: ReferralNoteRequest): Promise<void> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { blob, fileName } = await postForBlob(apiPaths.sessionReferralNote(sessionId), {
    ...note,
    timeZone,
  });
  saveBlob(blob, fileName ?? 'referral-note.pdf');
}
