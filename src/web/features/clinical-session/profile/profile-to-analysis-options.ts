import type { AnalysisOptions } from '../labs/types';
import type { ProfileDraft } from './profile-draft';
import { toPatientProfile } from './to-patient-profile';

/** The patient facts the session analysis accepts (contracts/analysis.ts), only those the clinician gave. */
export function profileToAnalysisOptions(draft: ProfileDraft): Partial<AnalysisOptions> {
  const profile = toPatientProfile(draft);
  const options: Partial<AnalysisOptions> = {};
  if (profile.age !== undefined) options.patientAge = profile.age;
  if (profile.gender === 'male' || profile.gender === 'female' || profile.gender === 'other')
    options.patientGender = profile.gender;
  if (profile.weight !== undefined && profile.weight > 0) options.weight = profile.weight;
  if (profile.pregnant) options.pregnant = true;
  if (profile.allergies && profile.allergies.length > 0) options.allergies = profile.allergies;
  if (profile.medicalHistory && profile.medicalHistory.length > 0)
    options.medicalHistory = profile.medicalHistory;
  if (profile.vitals) options.vitals = profile.vitals;
  return options;
}
