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
  clinician_accounts: ClinicianAccountsTable;
  clinician_sign_ins: ClinicianSignInsTable;
  server_secrets: ServerSecretsTable;
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
  actor_id: string | null;
  actor_name: string | null;
  subject_kind: string | null;
  subject_id: string | null;
  detail: string | null;
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
  reporter_account_id: string | null;
  verifier_account_id: string | null;
  pending_status: string | null;
  pending_status_by_id: string | null;
  pending_status_at: number | null;
  /** 1 for reports stored before accounts existed: shown as 'unverified (before accounts)'. */
  before_accounts: number;
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

/** A clinician's account: who they are professionally, never a patient. `roles` is a comma list. */
export interface ClinicianAccountsTable {
  id: string;
  name: string;
  registration_number: string;
  /** The registration number upper-cased without spaces: one account per registration. */
  registration_key: string;
  facility: string;
  country: string;
  roles: string;
  status: string;
  password_hash: string;
  must_change_password: number;
  failed_sign_ins: number;
  locked_until: number;
  created_at: number;
  updated_at: number;
}

/** One signed-in browser; the cookie holds the token, the database only its SHA-256. */
export interface ClinicianSignInsTable {
  token_hash: string;
  account_id: string;
  created_at: number;
  last_active_at: number;
  expires_at: number;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}
