import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { describeError, notifyFailure, notifySuccess } from '../../../api/notify';
import { EmergencyBanner } from '../ai/emergency-banner';
import type { Diagnosis } from '../ai/types';
import type { ProfileDraft } from '../profile/profile-draft';
import { toPatientProfile } from '../profile/to-patient-profile';
import { downloadReferralNote, requestPreReferralActions } from './api';
import { missingForDosing } from '../dosing/dosing-profile';
import { DosingProfileAsk } from '../dosing/dosing-profile-ask';
import { emergencyToDo } from './emergency-to-do';
import { kindOfStep } from './step-kind';

export interface EmergencyCareProps {
  /** The alert as the engine gave it: its message and the triage's emergency actions. */
  emergency: { message?: string; emergencyActions?: string[] };
  /** The working diagnosis the pre-referral doses are for. */
  diagnosis: Diagnosis | null | undefined;
  symptoms: readonly unknown[];
  profile: ProfileDraft;
  onProfileChange: (next: ProfileDraft) => void;
  /** The session the referral note is written from; without one (no consent yet) there is no note. */
  sessionId: string | null;
  /** The screen's own way to end the session: the emergency never ends it by itself. */
  onEnd?: () => void;
  isEnding?: boolean;
  /** Scroll the emergency to the top of the view when it appears below other work (the lab screens). */
  bringIntoView?: boolean;
}

/** The complaints as typed (a screen's free text, or its structured symptoms' descriptions). */
const complaintsOf = (symptoms: readonly unknown[]) =>
  symptoms
    .map((symptom) =>
      typeof symptom === 'string'
        ? symptom
        : typeof symptom === 'object' && symptom !== null && 'symptom' in symptom
          ? String(symptom.symptom)
          : '',
    )
    .map((text) => text.trim().slice(0, 2000))
    .filter((text) => text !== '')
    .slice(0, 20);

/**
 * An emergency keeps and focuses the work: the banner, the working diagnosis, one short to-do list (the
 * pre-referral first doses for the entered age and weight, asked for and never assumed, then the triage's
 * actions, each said once) where each step is marked given with its time, and the one-page referral note.
 * The session ends only when the clinician ends it.
 */
export function EmergencyCare(props: EmergencyCareProps) {
  const { t } = useTranslation();
  const { emergency, diagnosis, symptoms, profile, onProfileChange, sessionId } = props;
  // Each step marked, with the time: a dose given, the referral made, another step done.
  const [recorded, setRecorded] = useState<Record<string, string>>({});
  const [isWriting, setWriting] = useState(false);
  const missing = missingForDosing(profile);
  const patientProfile = toPatientProfile(profile, true);
  const working = diagnosis?.primaryDiagnosis;
  // When nothing known fits, the engine's first entry is only the closest match, never named a working diagnosis.
  const closestMatchOnly = diagnosis?.fitsKnownCondition === false;
  const doses = useQuery({
    queryKey: ['pre-referral', working?.condition, patientProfile],
    queryFn: () => requestPreReferralActions(diagnosis ?? '', symptoms, patientProfile),
    enabled: Boolean(diagnosis) && missing.length === 0,
    staleTime: Infinity,
    retry: false,
  });
  const toDo = emergencyToDo(doses.data ?? [], emergency.emergencyActions ?? []);
  const top = useRef<HTMLDivElement>(null);
  const workTitle = useRef<HTMLHeadingElement>(null);
  const { bringIntoView } = props;
  // The emergency is the result: the view and keyboard focus go to it, and no other heading takes them.
  useEffect(() => {
    if (!bringIntoView) return;
    top.current?.scrollIntoView({ block: 'start' });
    workTitle.current?.focus({ preventScroll: true });
  }, [bringIntoView]);

  // The working diagnosis is named once above the list, not again inside each first dose.
  const withoutWorkingName = (action: string) =>
    working?.condition ? action.replace(` (${working.condition})`, '') : action;
  const markRecorded = (action: string) =>
    setRecorded((before) => ({ ...before, [action]: new Date().toISOString() }));

  async function writeNote() {
    if (!sessionId) return;
    setWriting(true);
    try {
      await downloadReferralNote(sessionId, {
        message: emergency.message || t('workflow.emergencyDefault'),
        workingDiagnosis: working?.condition,
        icd10: working?.icd10 || undefined,
        closestMatchOnly,
        triageReasons: diagnosis?.triage?.reasons ?? [],
        presentingComplaints: complaintsOf(symptoms),
        actions: toDo,
        given: Object.entries(recorded).map(([what, at]) => ({ what, at, kind: kindOfStep(what) })),
        patientProfile,
      });
      notifySuccess(t('emergency.noteWritten'));
    } catch (error) {
      notifyFailure(t('emergency.noteFailed'), describeError(error, t('emergency.noteFailed')), error);
    } finally {
      setWriting(false);
    }
  }

  const markWords = { given: 'markGiven', done: 'markDone', referred: 'markReferred' } as const;
  const atWords = { given: 'givenAt', done: 'doneAt', referred: 'referredAt' } as const;
  const actionItem = (action: string) => {
    const kind = kindOfStep(action);
    const at = recorded[action];
    return (
      <li key={action} className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
        <span>{withoutWorkingName(action)}</span>
        {at ? (
          <span className="shrink-0 font-semibold" data-testid="given-at">
            {t(`emergency.${atWords[kind]}`, {
              time: new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }),
            })}
          </span>
        ) : (
          <Button variant="secondary" className="shrink-0 self-start" onClick={() => markRecorded(action)}>
            {t(`emergency.${markWords[kind]}`)}
          </Button>
        )}
      </li>
    );
  };

  return (
    <div ref={top} className="scroll-mt-4 space-y-3" data-testid="emergency-care">
      <EmergencyBanner message={emergency.message} />
      <section
        aria-labelledby="emergency-work-title"
        className="rounded-lg border border-red-300 bg-white p-4 dark:border-red-800 dark:bg-slate-800"
      >
        <h2 id="emergency-work-title" ref={workTitle} tabIndex={-1} className="text-lg font-semibold">
          {t('emergency.workTitle')}
        </h2>
        {working && (
          <p className="mt-1" data-testid="working-diagnosis">
            <span className="font-medium">
              {t(closestMatchOnly ? 'ai.closestMatch' : 'emergency.workingDiagnosis')}:{' '}
            </span>
            {working.condition}
            {working.icd10 ? ` (${working.icd10})` : ''}
          </p>
        )}
        <h3 className="mt-3 font-semibold">{t('emergency.preReferralTitle')}</h3>
        <DosingProfileAsk profile={profile} onProfileChange={onProfileChange} />
        {missing.length > 0 ? null : doses.isPending ? (
          <p role="status">{t('emergency.dosesLoading')}</p>
        ) : doses.isError ? (
          <p role="alert" className="text-red-800 dark:text-red-200">
            {describeError(doses.error, t('emergency.dosesFailed'))}
          </p>
        ) : null}
        {toDo.length > 0 && (
          <ol className="mt-2 list-decimal space-y-2 pl-5" aria-label={t('emergency.preReferralTitle')}>
            {toDo.map(actionItem)}
          </ol>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={() => void writeNote()} disabled={!sessionId || isWriting}>
            {isWriting ? t('emergency.noteWriting') : t('emergency.downloadNote')}
          </Button>
          {props.onEnd && (
            <Button variant="secondary" onClick={props.onEnd} disabled={props.isEnding}>
              {t('emergency.endSession')}
            </Button>
          )}
        </div>
        <p className="mt-2 text-sm">{t('emergency.sessionKept')}</p>
      </section>
    </div>
  );
}
