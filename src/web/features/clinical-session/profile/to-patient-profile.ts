import type { PatientProfile } from '../ai/types';
import { countryName, regionForCountry } from '../../countries';
import { parseWhole, splitList, vitalSigns, type ProfileDraft } from './profile-draft';

function parseMeasure(text: string): number | undefined {
  const value = Number.parseFloat(text.replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

const regionNames = {
  'east-africa': 'East Africa',
  'west-africa': 'West Africa',
  'southern-africa': 'Southern Africa',
} as const;

/**
 * The profile sent with each AI call; for the prescription, gender unknown and Kenya by default. No age is
 * invented: the server reads it from the text or asks for it, so a child is never dosed as an adult.
 */
export function toPatientProfile(draft: ProfileDraft, forPrescription = false): PatientProfile {
  const age = parseWhole(draft.age);
  const ageDays = parseWhole(draft.ageDays);
  const profile: PatientProfile = {
    age,
    ...(ageDays !== undefined && ageDays <= 365 ? { ageDays } : {}),
    gender: draft.gender || (forPrescription ? 'unknown' : undefined),
    // A newborn weighs 3.2 kg, not 3: weight keeps its decimals (the API accepts 0.3-300 kg).
    weight: parseMeasure(draft.weight),
    allergies: splitList(draft.allergies),
    medicalHistory: splitList(draft.medicalHistory),
    country: countryName(draft.country) ?? 'Kenya',
    region: regionNames[regionForCountry(draft.country)],
  };
  if (draft.gender === 'female' && draft.pregnant) {
    profile.pregnant = true;
    const weeks = parseWhole(draft.gestationWeeks);
    if (weeks !== undefined && weeks >= 1 && weeks <= 44) profile.gestationWeeks = weeks;
  }
  if (draft.gender === 'female' && draft.breastfeeding && !draft.pregnant) profile.breastfeeding = true;
  const postpartumDays = parseWhole(draft.postpartumDays);
  if (draft.gender === 'female' && !draft.pregnant && postpartumDays !== undefined && postpartumDays <= 730)
    profile.postpartumDays = postpartumDays;
  const birthWeight = parseMeasure(draft.birthWeight);
  if (birthWeight !== undefined && birthWeight <= 7) profile.birthWeight = birthWeight;
  const gestationAtBirth = parseWhole(draft.gestationAtBirthWeeks);
  if (gestationAtBirth !== undefined && gestationAtBirth >= 22 && gestationAtBirth <= 44)
    profile.gestationAtBirthWeeks = gestationAtBirth;
  const vitals = Object.fromEntries(
    vitalSigns
      .map((sign) => [sign, parseMeasure(draft.vitals[sign])])
      .filter(([, value]) => value !== undefined),
  );
  if (Object.keys(vitals).length > 0) profile.vitals = vitals;
  return profile;
}
