/** Patient sessions: everything but the timestamps is inside `sealed`, encrypted under the session's key. */
export interface SessionsTable {
  id_hash: string;
  sealed: string;
  version: number;
  created_at: number;
  last_active_at: number;
  expires_at: number;
}

/** Every table of the database, for Kysely. Features add theirs here. */
export interface Database {
  sessions: SessionsTable;
  audit_events: AuditEventsTable;
  health_updates: HealthUpdatesTable;
  weekly_counts: WeeklyCountsTable;
  health_alerts: HealthAlertsTable;
  feedback: FeedbackTable;
}

/** A clinician's rating of the tool: no session, no patient. */
export interface FeedbackTable {
  id: string;
  rating: number;
  comment: string | null;
  page: string;
  created_at: number;
}

/** What was done, never to whom: no patient identifiers. */
export interface AuditEventsTable {
  id: string;
  action: string;
  occurred_at: number;
}

/** A doctor's outbreak report (regional intelligence): no patient data. Booleans are 0/1 on both databases. */
export interface HealthUpdatesTable {
  id: string;
  country: string;
  region: string;
  condition: string;
  condition_key: string;
  location: string;
  cases: number;
  deaths: number;
  severity: string;
  status: string;
  doctor_id: string;
  doctor_name: string;
  facility_name: string | null;
  verification_source: string;
  notes: string | null;
  is_verified: number;
  verified_by_id: string | null;
  verified_by_name: string | null;
  verified_at: number | null;
  iso_week: string;
  reported_at: number;
  updated_at: number;
  submissions: number;
  content_hash: string;
  dedupe_key: string | null;
}

/** De-identified counts from product use; kind is 'analyses' (item ''), 'condition' or 'symptom'. */
export interface WeeklyCountsTable {
  country: string;
  region: string;
  iso_week: string;
  kind: string;
  item: string;
  count: number;
}

/** One alert per (country, region, condition) while active; report_ids and weekly_counts are JSON. */
export interface HealthAlertsTable {
  id: string;
  country: string;
  region: string;
  condition_key: string;
  condition: string;
  type: string;
  severity: string;
  description: string;
  method: string;
  issued_by: string;
  source: string;
  issued_at: number;
  last_triggered_at: number;
  closed_at: number | null;
  active_key: string | null;
  report_ids: string;
  weekly_counts: string;
}
