import { createHash, randomUUID } from 'node:crypto';
import type { HealthUpdate, HealthUpdateBody, OutbreakStatus } from '../../../contracts/intelligence';
import { isoWeekOf, resolveCondition, slugify } from '../../../clinical/surveillance';
import type { Clinician } from '../../accounts';
import { recordAudit } from '../../audit';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { DAY_MS, toIso, type IntelligenceContext } from './context';
import { resolvePlace } from './regions';
import * as repository from './updates-repository';
import { closeAlertIfOutbreakOver, raiseAlertForVerifiedReport } from './alerts-service';
import { invalidateAnswers } from './answer-cache';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const CLOSING: readonly string[] = ['contained', 'resolved'];
const actorOf = (clinician: Clinician) => ({ id: clinician.id, name: clinician.name });
const subjectOf = (id: string) => ({ kind: 'outbreak-report' as const, id });

/**
 * Stores a signed-in clinician's report durably (the answer is sent only after the commit) with its content
 * hash and UTC time; the reporter is the account. A duplicate of an open report (same condition, location
 * and ISO week) is merged into it; a different status it carries is a status change, with that route's rules.
 */
export async function createHealthUpdate(
  context: IntelligenceContext,
  body: HealthUpdateBody,
  reporter: Clinician,
): Promise<{ update: HealthUpdate; merged: boolean }> {
  const place = resolvePlace(body.country, body.region);
  const condition = resolveCondition(body.condition);
  const now = context.now();
  const isoWeek = isoWeekOf(now);
  const locationKey = slugify(body.location);
  const normalised = {
    country: place.country.code,
    region: place.region,
    condition: condition.key,
    location: locationKey,
    isoWeek,
    cases: body.cases,
    deaths: body.deaths,
    severity: body.severity,
    status: body.status,
    reporter: reporter.id,
    verificationSource: slugify(body.verificationSource),
    facilityName: body.facilityName ? slugify(body.facilityName) : null,
    notes: body.notes?.trim() || null,
  };
  const row: repository.HealthUpdateRow = {
    id: randomUUID(),
    country: place.country.code,
    region: place.region,
    condition: body.condition,
    condition_key: condition.key,
    location: body.location,
    cases: body.cases,
    deaths: body.deaths,
    severity: body.severity,
    status: body.status,
    doctor_id: reporter.registrationNumber,
    doctor_name: reporter.name,
    facility_name: body.facilityName || reporter.facility,
    verification_source: body.verificationSource,
    notes: body.notes || null,
    is_verified: 0,
    verified_by_id: null,
    verified_by_name: null,
    verified_at: null,
    iso_week: isoWeek,
    reported_at: now,
    updated_at: now,
    submissions: 1,
    content_hash: sha256(JSON.stringify(normalised)),
    dedupe_key: sha256([place.country.code, place.region, condition.key, locationKey, isoWeek].join('|')),
    reporter_account_id: reporter.id,
    verifier_account_id: null,
    pending_status: null,
    pending_status_by_id: null,
    pending_status_at: null,
    before_accounts: 0,
  };
  let saved = await repository.upsertHealthUpdate(context.database.db, row);
  invalidateAnswers(context.database.db);
  const merged = saved.id !== row.id;
  await recordAudit(
    context.database.db,
    {
      action: merged ? 'outbreak-merged' : 'outbreak-reported',
      actor: actorOf(reporter),
      subject: subjectOf(saved.id),
    },
    now,
  );
  if (merged && body.status !== saved.status && mayChangeStatus(saved, reporter)) {
    saved = (await changeStatus(context, saved, body.status, reporter)).row;
  } else if (merged && Number(saved.is_verified) === 1) {
    await raiseAlertForVerifiedReport(context, saved);
    invalidateAnswers(context.database.db);
  }
  return { update: toHealthUpdate(saved), merged };
}

const mayChangeStatus = (row: repository.HealthUpdateRow, clinician: Clinician) =>
  row.reporter_account_id === clinician.id || clinician.roles.includes('verifier');

async function findAccountable(
  context: IntelligenceContext,
  id: string,
): Promise<repository.HealthUpdateRow> {
  const row = await repository.findHealthUpdate(context.database.db, id);
  if (!row) throw new NotFoundError('Health update not found', 'HEALTH_UPDATE_NOT_FOUND');
  if (Number(row.before_accounts) === 1) {
    throw new ConflictError(
      'This report was stored before sign-in existed and stays unverified; post a new report instead',
      'REPORT_BEFORE_ACCOUNTS',
    );
  }
  return row;
}

/**
 * The reporter or a verifier changes a report's status. Emerging and active apply at once; contained and
 * resolved close the outbreak (and its alert), so like a report they wait for a second clinician's check.
 */
export async function requestStatusChange(
  context: IntelligenceContext,
  id: string,
  status: OutbreakStatus,
  clinician: Clinician,
): Promise<{ update: HealthUpdate; pending: boolean }> {
  const row = await findAccountable(context, id);
  if (!mayChangeStatus(row, clinician)) {
    throw new ForbiddenError(
      'Only the clinician who reported it or a verifier can change this report’s status',
      'NOT_REPORTER_OR_VERIFIER',
    );
  }
  const { row: changed, pending } = await changeStatus(context, row, status, clinician);
  return { update: toHealthUpdate(changed), pending };
}

async function changeStatus(
  context: IntelligenceContext,
  row: repository.HealthUpdateRow,
  status: OutbreakStatus,
  clinician: Clinician,
): Promise<{ row: repository.HealthUpdateRow; pending: boolean }> {
  const db = context.database.db;
  const now = context.now();
  if (CLOSING.includes(status)) {
    const pendingRow = await repository.setPendingStatus(db, row.id, status, clinician.id, now);
    invalidateAnswers(db);
    await recordAudit(
      db,
      {
        action: 'outbreak-status-requested',
        actor: actorOf(clinician),
        subject: subjectOf(row.id),
        detail: status,
      },
      now,
    );
    return { row: pendingRow ?? row, pending: true };
  }
  const changed = (await repository.setStatus(db, row.id, status, now)) ?? row;
  await recordAudit(
    db,
    {
      action: 'outbreak-status-changed',
      actor: actorOf(clinician),
      subject: subjectOf(row.id),
      detail: status,
    },
    now,
  );
  await raiseAlertForVerifiedReport(context, changed);
  invalidateAnswers(db);
  return { row: changed, pending: false };
}

/** A verifier other than the one who asked confirms a closing status; then the outbreak and its alert close. */
export async function verifyStatusChange(
  context: IntelligenceContext,
  id: string,
  verifier: Clinician,
): Promise<HealthUpdate> {
  const db = context.database.db;
  const row = await findAccountable(context, id);
  if (!row.pending_status)
    throw new ConflictError('No status change is waiting for verification', 'NO_PENDING_STATUS');
  if (row.pending_status_by_id === verifier.id) {
    throw new ForbiddenError(
      'A status change must be verified by a clinician other than the one who asked for it',
      'SELF_VERIFICATION',
    );
  }
  const now = context.now();
  const changed = (await repository.setStatus(db, id, row.pending_status, now)) ?? row;
  await recordAudit(
    db,
    {
      action: 'outbreak-status-changed',
      actor: actorOf(verifier),
      subject: subjectOf(id),
      detail: `${row.pending_status} (verified)`,
    },
    now,
  );
  await closeAlertIfOutbreakOver(context, changed);
  invalidateAnswers(db);
  return toHealthUpdate(changed);
}

export async function listHealthUpdates(
  context: IntelligenceContext,
  countryCode: string,
  region: string,
  days: number,
): Promise<HealthUpdate[]> {
  const place = resolvePlace(countryCode, region);
  const rows = await repository.listHealthUpdates(context.database.db, {
    country: place.country.code,
    ...(place.isWholeCountry ? {} : { region: place.region }),
    since: context.now() - days * DAY_MS,
  });
  return rows.map(toHealthUpdate);
}

/** A verifier other than the reporter confirms a report. Verifying twice changes nothing. */
export async function verifyHealthUpdate(
  context: IntelligenceContext,
  id: string,
  verifier: Clinician,
): Promise<{ update: HealthUpdate; alreadyVerified: boolean }> {
  const db = context.database.db;
  const row = await findAccountable(context, id);
  if (row.reporter_account_id === verifier.id) {
    throw new ForbiddenError(
      'A report must be verified by a doctor other than the one who reported it',
      'SELF_VERIFICATION',
    );
  }
  if (row.is_verified === 1) return { update: toHealthUpdate(row), alreadyVerified: true };
  const verified = await repository.markVerified(
    db,
    id,
    { accountId: verifier.id, registrationNumber: verifier.registrationNumber, name: verifier.name },
    context.now(),
  );
  invalidateAnswers(db);
  if (!verified) throw new NotFoundError('Health update not found', 'HEALTH_UPDATE_NOT_FOUND');
  await recordAudit(
    db,
    { action: 'outbreak-verified', actor: actorOf(verifier), subject: subjectOf(id) },
    context.now(),
  );
  await raiseAlertForVerifiedReport(context, verified);
  invalidateAnswers(db); // again: an answer computed while the alert was being written must not linger
  return { update: toHealthUpdate(verified), alreadyVerified: false };
}

export function toHealthUpdate(row: repository.HealthUpdateRow): HealthUpdate {
  return {
    id: row.id,
    country: row.country as HealthUpdate['country'],
    region: row.region,
    condition: row.condition,
    conditionKey: row.condition_key,
    cases: Number(row.cases),
    deaths: Number(row.deaths),
    location: row.location,
    severity: row.severity as HealthUpdate['severity'],
    status: row.status as HealthUpdate['status'],
    doctorId: row.doctor_id,
    doctorName: row.doctor_name,
    ...(row.facility_name ? { facilityName: row.facility_name } : {}),
    verificationSource: row.verification_source,
    ...(row.notes ? { notes: row.notes } : {}),
    isVerified: Number(row.is_verified) === 1,
    verification:
      Number(row.before_accounts) === 1
        ? 'before-accounts'
        : Number(row.is_verified) === 1
          ? 'verified'
          : 'unverified',
    ...(row.pending_status ? { pendingStatus: row.pending_status as HealthUpdate['status'] } : {}),
    ...(row.verified_by_id && row.verified_by_name
      ? {
          verifiedBy: {
            doctorId: row.verified_by_id,
            doctorName: row.verified_by_name,
            at: toIso(row.verified_at),
          },
        }
      : {}),
    isoWeek: row.iso_week,
    reportedAt: toIso(row.reported_at),
    lastUpdated: toIso(row.updated_at),
    submissions: Number(row.submissions),
    contentHash: row.content_hash,
  };
}
