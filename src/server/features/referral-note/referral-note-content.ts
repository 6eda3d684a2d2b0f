import type { RecordedStepKind, ReferralNoteRequest } from '../../../contracts/referral-note';
import type { PatientProfileInput } from '../../../contracts/ai';
import type { SessionData } from '../../sessions';
import { readMeasurements } from '../../../clinical/engine/understand/read-measurements';
import { mergeTriageReasons, type ReasonFindings } from '../../../answers/merge-triage-reasons';

/** Everything the one-page referral note prints, gathered from the session and the clinician's request. */
export interface ReferralNoteContent {
  /** When the note was written, as the clinic's clock shows it. */
  writtenAt: string;
  patient: Array<[label: string, value: string]>;
  vitals: Array<[label: string, value: string]>;
  symptoms: string[];
  message: string;
  workingDiagnosis?: string;
  /** How the diagnosis is named: a working diagnosis, or only the closest match when nothing known fits. */
  diagnosisLabel: string;
  triageReasons: string[];
  given: Array<{ what: string; at: string }>;
  advised: string[];
}

type Request = Required<Pick<ReferralNoteRequest, 'triageReasons' | 'actions' | 'given'>> &
  Pick<ReferralNoteRequest, 'presentingComplaints'> &
  Omit<ReferralNoteRequest, 'patientProfile'> & { patientProfile?: PatientProfileInput };

const vitalLabels: Record<string, [label: string, unit: string]> = {
  temperatureC: ['Temperature', '°C'],
  heartRate: ['Heart rate', '/min'],
  respiratoryRate: ['Respiratory rate', '/min'],
  systolicBP: ['Systolic BP', 'mmHg'],
  diastolicBP: ['Diastolic BP', 'mmHg'],
  spo2: ['SpO2', '%'],
  muacMm: ['MUAC', 'mm'],
};

const utcMinute = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 16)} UTC`;

/**
 * A moment to the minute as the clinic's clock shows it, with the zone and its offset so that the receiving
 * hospital can tell ("2026-06-15 11:52 Africa/Nairobi, UTC+3"); in UTC when the clinic's zone is not known.
 */
export function clinicMinute(date: Date, timeZone: string | undefined): string {
  if (!timeZone || timeZone === 'UTC' || timeZone === 'Etc/UTC') return utcMinute(date);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'shortOffset',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const offset = String(parts.timeZoneName).replace(/^GMT/, 'UTC');
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${timeZone}, ${offset === 'UTC' ? 'UTC+0' : offset}`;
}

function describeAge(profile: PatientProfileInput | undefined): string | undefined {
  if (!profile) return undefined;
  if (profile.age !== undefined && profile.age >= 1) return `${profile.age} years`;
  if (profile.ageDays !== undefined) return `${profile.ageDays} days`;
  if (profile.age !== undefined) return `${profile.age} years`;
  return undefined;
}

/** A recorded step as the note prints it: a referral says it was made, a step that it was done. */
function describeRecorded(what: string, kind: RecordedStepKind): string {
  if (kind === 'given') return what;
  if (kind === 'done') return `Done: ${what}`;
  const destination = /^refer (?:now |urgently |immediately )?to (.+)$/i.exec(what)?.[1];
  return destination ? `Referred to ${destination}` : `Referred: ${what}`;
}

/**
 * The note's content. `findingsOf` says which findings each triage reason fires on and `present` which the
 * patient has, so that reasons saying the same thing are printed once (see mergeTriageReasons).
 */
export function gatherReferralNote(
  data: SessionData,
  request: Request,
  now: Date,
  findingsOf: ReasonFindings = new Map(),
  present?: ReadonlySet<string>,
): ReferralNoteContent {
  const profile = request.patientProfile;
  const patient: Array<[string, string]> = [['Patient ID', data.patientId]];
  const add = (label: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') patient.push([label, String(value)]);
  };
  add('Name', data.patientName);
  add('Date of birth', data.dateOfBirth);
  add('Age', describeAge(profile));
  add('Sex', profile?.gender);
  add('Weight', profile?.weight !== undefined ? `${profile.weight} kg` : 'not measured');
  if (profile && 'pregnant' in profile && profile.pregnant) add('Pregnant', 'yes');
  if (profile && 'gestationWeeks' in profile) add('Weeks of pregnancy', profile.gestationWeeks);
  if (profile && 'postpartumDays' in profile) add('Days since delivery', profile.postpartumDays);
  add('Birth weight', profile?.birthWeight !== undefined ? `${profile.birthWeight} kg` : undefined);
  add(
    'Gestation at birth',
    profile?.gestationAtBirthWeeks !== undefined ? `${profile.gestationAtBirthWeeks} weeks` : undefined,
  );
  add('Allergies', profile?.allergies?.length ? profile.allergies.join(', ') : undefined);
  add('Referring facility', data.facility);
  add('Referring clinician', data.orderingPhysician);

  // A vital sign written only in the complaints ('pulse 124, BP 88/52') is one the triage used: the receiving
  // hospital must see it too, marked as read from the text. Each complaint is read alone, as the engine reads
  // it, so a number in one is never joined to a vital's name in another.
  const describe = (sign: string, value: number, note = ''): [string, string] => {
    const [label, unit] = vitalLabels[sign] ?? [sign, ''];
    return [label, `${`${value} ${unit}`.trim()}${note}`];
  };
  const typed = new Map(
    Object.entries(profile?.vitals ?? {}).filter(
      (entry): entry is [string, number] => entry[1] !== undefined,
    ),
  );
  // The complaints the note prints: the session's, or those the screen sent when the session holds none.
  const complaints =
    data.symptoms.length > 0
      ? data.symptoms.map(({ symptom }) => symptom)
      : (request.presentingComplaints ?? []);
  const fromComplaints = new Map<string, number>();
  for (const symptom of complaints)
    for (const [sign, value] of Object.entries(readMeasurements(symptom)))
      if (value !== undefined && !typed.has(sign) && !fromComplaints.has(sign))
        fromComplaints.set(sign, value);
  const vitals = [
    ...[...typed].map(([sign, value]) => describe(sign, value)),
    ...[...fromComplaints].map(([sign, value]) => describe(sign, value, ' (in the complaints)')),
  ];

  // The alert's headline names the first reason: when another reason says it too, the headline names that
  // one, and the list below gives only what the headline does not.
  const { kept, saidBy } = mergeTriageReasons(request.triageReasons, findingsOf, present);
  let message = request.message;
  const headlineReason = [...saidBy.keys()].find((reason) => message.includes(reason));
  if (headlineReason) message = message.replace(headlineReason, saidBy.get(headlineReason)!);
  const triageReasons = kept.filter((reason) => !message.includes(reason));

  const givenWhat = new Set(request.given.map((entry) => entry.what));
  return {
    writtenAt: clinicMinute(now, request.timeZone),
    patient,
    vitals,
    symptoms:
      data.symptoms.length > 0
        ? data.symptoms.map((s) => (s.duration ? `${s.symptom} (${s.duration})` : s.symptom))
        : complaints,
    message,
    workingDiagnosis: request.workingDiagnosis
      ? `${request.workingDiagnosis}${request.icd10 ? ` (ICD-10 ${request.icd10})` : ''}`
      : undefined,
    diagnosisLabel: request.closestMatchOnly
      ? 'Closest match (weak, not a working diagnosis)'
      : 'Working diagnosis',
    triageReasons,
    given: request.given.map((entry) => ({
      what: describeRecorded(entry.what, entry.kind ?? 'given'),
      at: clinicMinute(new Date(entry.at), request.timeZone),
    })),
    advised: request.actions.filter((action) => !givenWhat.has(action)),
  };
}
