/**
 * Every API path the web app calls, built in one place: each dynamic part is encoded here, so no
 * screen or feature writes a URL by hand (a patient id with a slash cannot reach another route).
 */
const part = encodeURIComponent;
const session = (sessionId: string) => `/api/sessions/${part(sessionId)}`;
const place = (country: string, region: string) => `${part(country)}/${part(region)}`;

export const apiPaths = {
  sessions: '/api/sessions',
  session,
  sessionSymptoms: (sessionId: string) => `${session(sessionId)}/symptoms`,
  sessionSymptom: (sessionId: string, symptomId: string) =>
    `${session(sessionId)}/symptoms/${part(symptomId)}`,
  sessionUpload: (sessionId: string) => `${session(sessionId)}/upload`,
  sessionUploadProgress: (sessionId: string) => `${session(sessionId)}/upload-progress`,
  sessionFile: (sessionId: string, fileId: string) => `${session(sessionId)}/files/${part(fileId)}`,
  sessionLabResults: (sessionId: string) => `${session(sessionId)}/lab-results`,
  /** Spec section 7: the symptom-aware analysis when symptoms were recorded, otherwise the plain one. */
  sessionAnalysis: (sessionId: string, hasSymptoms: boolean) =>
    `${session(sessionId)}/${hasSymptoms ? 'analyze-with-symptoms' : 'analyze'}`,
  /** The session's one current analysis, redone by the server when its symptoms or labs changed. */
  sessionCurrentAnalysis: (sessionId: string) => `${session(sessionId)}/analysis`,
  sessionReport: (sessionId: string) => `${session(sessionId)}/report`,
  sessionFhirReport: (sessionId: string) => `${session(sessionId)}/report?format=fhir`,
  sessionPrescriptionDecision: (sessionId: string) => `${session(sessionId)}/prescription-decision`,
  sessionReferralNote: (sessionId: string) => `${session(sessionId)}/referral-note`,
  aiDiagnosis: '/api/ai-diagnosis',
  aiRecommendations: '/api/ai-recommendations',
  aiPrescription: '/api/ai-prescription',
  aiComprehensiveAssessment: '/api/ai-comprehensive-assessment',
  healthIntelligence: (country: string, region: string) =>
    `/api/health-intelligence/${place(country, region)}`,
  trendingConditions: (country: string, region: string) =>
    `/api/trending-conditions/${place(country, region)}`,
  symptomSuggestions: (country: string, region: string) =>
    `/api/symptom-suggestions/${place(country, region)}`,
  healthUpdates: '/api/manual-health-updates',
  healthUpdatesFor: (country: string, region: string, days: number) =>
    `/api/manual-health-updates/${place(country, region)}?${new URLSearchParams({ days: String(days) })}`,
  verifyHealthUpdate: (updateId: string) => `/api/manual-health-updates/${part(updateId)}/verify`,
  csvExport: (kind: 'health-updates' | 'weekly-counts', query: Record<string, string>) =>
    `/api/exports/${kind}.csv?${new URLSearchParams(query)}`,
  healthUpdateStatus: (updateId: string) => `/api/manual-health-updates/${part(updateId)}/status`,
  verifyHealthUpdateStatus: (updateId: string) =>
    `/api/manual-health-updates/${part(updateId)}/status/verify`,
  accountMe: '/api/accounts/me',
  accountSignIn: '/api/accounts/sign-in',
  accountSignOut: '/api/accounts/sign-out',
  accountSignOutEverywhere: '/api/accounts/sign-out-everywhere',
  accountRequest: '/api/accounts',
  accountPassword: '/api/accounts/me/password',
  adminAccounts: '/api/admin/accounts',
  adminApprove: (accountId: string) => `/api/admin/accounts/${part(accountId)}/approve`,
  adminDisable: (accountId: string) => `/api/admin/accounts/${part(accountId)}/disable`,
  adminResetPassword: (accountId: string) => `/api/admin/accounts/${part(accountId)}/reset-password`,
  adminAudit: '/api/admin/audit',
  adminAuditCsv: '/api/admin/audit.csv',
  feedback: '/api/feedback',
  config: '/api/config',
  health: '/api/health',
} as const;
