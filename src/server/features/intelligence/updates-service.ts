import { createHash, randomUUID } from 'node:crypto';
import type { HealthUpdate, HealthUpdateBody, VerifyUpdateBody } from '../../../contracts/intelligence';
import { isoWeekOf, resolveCondition, slugify } from '../../../clinical/surveillance';
import { ForbiddenError, NotFoundError } from '../../errors';
import { DAY_MS, toIso, type IntelligenceContext } from './context';
import { resolvePlace } from './regions';
import * as repository from './updates-repository';
import { closeAlertIfOutbreakOver, raiseAlertForVerifiedReport } from './alerts-service';
import { invalidateAnswers } from './answer-cache';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Stores a doctor's report durably (the answer is sent only after the commit) with its content hash and UTC
 * time. A duplicate of an open report (same condition, location and ISO week) is merged into it.
 */
export async function createHealthUpdate(
  context: IntelligenceContext,
  body: HealthUpdateBody,
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
    doctorId: body.doctorId.trim().toLowerCase(),
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
    doctor_id: body.doctorId,
    doctor_name: body.doctorName,
    facility_name: body.facilityName || null,
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
  };
  const saved = await repository.upsertHealthUpdate(context.database.db, row);
  invalidateAnswers(context.database.db);
  const merged = saved.id !== row.id;
  if (merged && Number(saved.is_verified) === 1) {
    await raiseAlertForVerifiedReport(context, saved);
    await closeAlertIfOutbreakOver(context, saved);
    invalidateAnswers(context.database.db);
  }
  return { update: toHealthUpdate(saved), merged };
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

/** A second doctor confirms a report; the reporter cannot verify their own. Verifying twice changes nothing. */
export async function verifyHealthUpdate(
  context: IntelligenceContext,
  id: string,
  body: VerifyUpdateBody,
): Promise<{ update: HealthUpdate; alreadyVerified: boolean }> {
  const db = context.database.db;
  const row = await repository.findHealthUpdate(db, id);
  if (!row) throw new NotFoundError('Health update not found', 'HEALTH_UPDATE_NOT_FOUND');
  if (row.doctor_id.trim().toLowerCase() === body.doctorId.trim().toLowerCase()) {
    throw new ForbiddenError(
      'A report must be verified by a doctor other than the one who reported it',
      'SELF_VERIFICATION',
    );
  }
  if (row.is_verified === 1) return { update: toHealthUpdate(row), alreadyVerified: true };
  const verified = await repository.markVerified(
    db,
    id,
    body.doctorId.trim(),
    body.doctorName.trim(),
    context.now(),
  );
  invalidateAnswers(db);
  if (!verified) throw new NotFoundError('Health update not found', 'HEALTH_UPDATE_NOT_FOUND');
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
