import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrescriptionDecisionBody } from '../../../../contracts/prescription-decision';
import { notifyFailure, notifySuccess } from '../../../api/notify';
import { requestJson } from '../../../api/request';
import type { Medication } from './types';
import { apiPaths } from '../../../api/api-paths';

/** The physician's decision on a prescription suggestion, as the screens track it. */
export type PrescriptionDecision = 'pending' | PrescriptionDecisionBody['decision'];

export interface StoredPrescriptionDecision extends PrescriptionDecisionBody {
  at: string;
}

/** POST /api/sessions/:id/prescription-decision: the server's report then states the decision. */
export function recordPrescriptionDecision(
  sessionId: string,
  body: PrescriptionDecisionBody,
): Promise<StoredPrescriptionDecision> {
  return requestJson('POST', apiPaths.sessionPrescriptionDecision(sessionId), body);
}

const NOTE_LIMIT = 2000;

/** What the physician changed, in words, so the stored decision says what was edited. */
export function describeEditedMedications(medications: readonly Medication[]): string {
  const text = medications
    .map((m) =>
      [m.drug, [m.timing, m.dosage, m.route, m.frequency, m.duration].filter(Boolean).join(', ')]
        .filter(Boolean)
        .join(': '),
    )
    .join('; ');
  return text.length > NOTE_LIMIT ? `${text.slice(0, NOTE_LIMIT - 1)}…` : text;
}

/**
 * Tracks Approve, Edit and Reject on the screen and, whenever a session exists, records each decision
 * on the server so the session's report says whether the prescription was approved.
 */
export function usePrescriptionDecision(sessionId: string | null, by?: string) {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<PrescriptionDecision>('pending');
  const [isSaving, setSaving] = useState(false);
  // An approval after an edit says what was approved: the edited doses, not the suggestion's.
  const [editedNote, setEditedNote] = useState<string | undefined>(undefined);

  async function decide(next: PrescriptionDecisionBody['decision'], note?: string): Promise<void> {
    setDecision(next);
    if (next === 'edited') setEditedNote(note);
    const stated = next === 'approved' && editedNote && !note ? editedNote : note;
    if (!sessionId) return;
    setSaving(true);
    try {
      await recordPrescriptionDecision(sessionId, {
        decision: next,
        by: by || undefined,
        note: stated || undefined,
      });
      notifySuccess(t(`rx.decisionRecorded.${next}`), t('rx.decisionInReport'));
    } catch (error) {
      notifyFailure(t('rx.decisionFailedTitle'), t('rx.decisionFailedBody'), error);
    } finally {
      setSaving(false);
    }
  }

  const reset = () => {
    setDecision('pending');
    setEditedNote(undefined);
  };
  return { decision, decide, isSaving, reset };
}

export type PrescriptionDecisionState = ReturnType<typeof usePrescriptionDecision>;
