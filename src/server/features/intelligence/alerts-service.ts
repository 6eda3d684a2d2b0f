import { randomUUID } from 'node:crypto';
import type { AlertSeverity, EmergencyAlert, FigureSource } from '../../../contracts/intelligence';
import {
  assessIdsr,
  findIdsrDisease,
  resolveCondition,
  type IdsrAssessment,
} from '../../../clinical/surveillance';
import { ALERT_ACTIVE_DAYS, DAY_MS, OUTBREAK_WINDOW_DAYS, toIso, type IntelligenceContext } from './context';
import * as alerts from './alerts-repository';
import { countOpenReports, listHealthUpdates, type HealthUpdateRow } from './updates-repository';

const SEVERITY_RANK: Record<AlertSeverity, number> = { low: 1, medium: 2, high: 3, critical: 4 };
export const higherSeverity = (a: AlertSeverity, b: AlertSeverity): AlertSeverity =>
  SEVERITY_RANK[a] >= SEVERITY_RANK[b] ? a : b;

/** Verification source text that says the cases were laboratory-confirmed. */
const LABORATORY_CONFIRMED = /\b(lab|laboratory|pcr|culture|lab-confirmed)\b/i;

interface AlertTrigger {
  country: string;
  region: string;
  conditionKey: string;
  condition: string;
  type: EmergencyAlert['type'];
  severity: AlertSeverity;
  description: string;
  method: string;
  issuedBy: string;
  source: FigureSource;
  reportIds: string[];
  weeklyCounts: { week: string; count: number | null }[];
}

/**
 * A verified, open report raises or refreshes the alert of its condition and region. IDSR thresholds
 * (WHO AFRO 2019) decide whether it is an outbreak alert; other verified reports raise a warning or advisory
 * at the reporter's severity.
 */
export async function raiseAlertForVerifiedReport(
  context: IntelligenceContext,
  report: HealthUpdateRow,
): Promise<void> {
  if (Number(report.is_verified) !== 1 || !['emerging', 'active'].includes(report.status)) return;
  const now = context.now();
  const reports = await listHealthUpdates(context.database.db, {
    country: report.country,
    region: report.region,
    since: now - OUTBREAK_WINDOW_DAYS * DAY_MS,
    verifiedOnly: true,
    activeOnly: true,
    conditionKey: report.condition_key,
  });
  const cases = reports.reduce((sum, row) => sum + Number(row.cases), 0);
  const deaths = reports.reduce((sum, row) => sum + Number(row.deaths), 0);
  const confirmed = reports
    .filter((row) => LABORATORY_CONFIRMED.test(row.verification_source))
    .reduce((sum, row) => sum + Number(row.cases), 0);
  const disease = findIdsrDisease(report.condition_key);
  const assessment: IdsrAssessment | undefined = disease
    ? assessIdsr(disease, {
        period: 'single',
        suspectedCases: cases,
        ...(confirmed > 0 ? { confirmedCases: confirmed } : {}),
      })
    : undefined;
  const meetsIdsr = assessment?.level === 'alert' || assessment?.level === 'epidemic';
  let severity = report.severity as AlertSeverity;
  if (meetsIdsr && disease) severity = higherSeverity(severity, disease.alertSeverity);
  const locations = [...new Set(reports.map((row) => row.location))].slice(0, 5).join(', ');
  const label = disease?.name ?? resolveCondition(report.condition).label;
  await recordAlert(context, {
    country: report.country,
    region: report.region,
    conditionKey: report.condition_key,
    condition: label,
    type: meetsIdsr ? 'outbreak' : severity === 'high' || severity === 'critical' ? 'warning' : 'advisory',
    severity,
    description:
      `${label}: ${cases} case${cases === 1 ? '' : 's'} and ${deaths} death${deaths === 1 ? '' : 's'} reported at ${locations}, verified by a second doctor.` +
      (meetsIdsr && assessment
        ? ` ${assessment.reason} (WHO AFRO IDSR, 3rd edition, 2019): notify the sub-county/district surveillance officer now.`
        : ''),
    method: meetsIdsr ? `idsr-${assessment?.level}-threshold` : 'verified-report',
    issuedBy: `Reported by ${report.doctor_name}; verified by ${report.verified_by_name ?? 'a second doctor'}`,
    source: 'verified-reports',
    reportIds: reports.map((row) => row.id),
    weeklyCounts: [],
  });
}

/**
 * When a verified report is reported contained or resolved, its alert closes once none of the reports that
 * raised it is open and no product-use count contributed to it.
 */
export async function closeAlertIfOutbreakOver(
  context: IntelligenceContext,
  report: HealthUpdateRow,
): Promise<void> {
  if (Number(report.is_verified) !== 1 || ['emerging', 'active'].includes(report.status)) return;
  const db = context.database.db;
  const alert = await alerts.findActiveAlert(
    db,
    [report.country, report.region, report.condition_key].join('|'),
  );
  if (!alert || alert.method.includes('ears') || alert.source !== 'verified-reports') return;
  if ((await countOpenReports(db, JSON.parse(alert.report_ids) as string[])) === 0)
    await alerts.closeAlert(db, alert.id, context.now());
}

/** An EARS alarm on the product's own weekly counts raises or refreshes the alert of its condition. */
export async function raiseAlertForCounts(
  context: IntelligenceContext,
  trigger: Omit<AlertTrigger, 'source' | 'reportIds' | 'type' | 'issuedBy'>,
): Promise<void> {
  await recordAlert(context, {
    ...trigger,
    type: 'warning',
    issuedBy: 'AfyaDx surveillance (EARS on de-identified counts of completed analyses)',
    source: 'product-use',
    reportIds: [],
  });
}

/** One alert per (country, region, condition) while active: merges with the open one rather than duplicating it. */
async function recordAlert(context: IntelligenceContext, trigger: AlertTrigger): Promise<void> {
  const db = context.database.db;
  const now = context.now();
  const activeKey = [trigger.country, trigger.region, trigger.conditionKey].join('|');
  await alerts.closeStaleAlert(db, activeKey, now - ALERT_ACTIVE_DAYS * DAY_MS, now);
  const existing = await alerts.findActiveAlert(db, activeKey);
  const reportIds = [
    ...new Set([...(existing ? (JSON.parse(existing.report_ids) as string[]) : []), ...trigger.reportIds]),
  ];
  const keepsVerified = existing?.source === 'verified-reports' && trigger.source === 'product-use';
  await alerts.upsertAlert(db, {
    id: existing?.id ?? randomUUID(),
    country: trigger.country,
    region: trigger.region,
    condition_key: trigger.conditionKey,
    condition: trigger.condition,
    type: keepsVerified && existing ? existing.type : trigger.type,
    severity: existing
      ? higherSeverity(existing.severity as AlertSeverity, trigger.severity)
      : trigger.severity,
    description: keepsVerified && existing ? existing.description : trigger.description,
    method:
      existing && !existing.method.includes(trigger.method)
        ? `${existing.method} + ${trigger.method}`
        : trigger.method,
    issued_by: keepsVerified && existing ? existing.issued_by : trigger.issuedBy,
    source: keepsVerified ? 'verified-reports' : trigger.source,
    issued_at: existing ? Number(existing.issued_at) : now,
    last_triggered_at: now,
    closed_at: null,
    active_key: activeKey,
    report_ids: JSON.stringify(reportIds),
    weekly_counts:
      trigger.weeklyCounts.length > 0 || !existing
        ? JSON.stringify(trigger.weeklyCounts)
        : existing.weekly_counts,
  });
}

export function toEmergencyAlert(row: alerts.HealthAlertRow): EmergencyAlert {
  return {
    id: row.id,
    severity: row.severity as AlertSeverity,
    type: row.type as EmergencyAlert['type'],
    condition: row.condition,
    description: row.description,
    issuedBy: row.issued_by,
    issuedDate: toIso(row.issued_at),
    region: row.region,
    method: row.method,
    triggeredBy: {
      reportIds: JSON.parse(row.report_ids) as string[],
      weeklyCounts: JSON.parse(row.weekly_counts) as { week: string; count: number | null }[],
    },
    source: row.source as FigureSource,
    asOf: toIso(row.last_triggered_at),
  };
}
