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

/** The profile sent with each AI call; spec section 7 defaults for the prescription: age 30, gender unknown, Kenya. */
export function toPatientProfile(draft: ProfileDraft, forPrescription = false): PatientProfile {
  const age = parseWhole(draft.age);
  const profile: PatientProfile = {
    age: age ?? (forPrescription ? 30 : undefined),
    gender: draft.gender || (forPrescription ? 'unknown' : undefined),
    weight: parseWhole(draft.weight),
    allergies: splitList(draft.allergies),
    medicalHistory: splitList(draft.medicalHistory),
    country: countryName(draft.country) ?? 'Kenya',
    region: regionNames[regionForCountry(draft.country)],
  };
  if (draft.gender === 'female' && draft.pregnant) profile.pregnant = true;
  const vitals = Object.fromEntries(
    vitalSigns
      .map((sign) => [sign, parseMeasure(draft.vitals[sign])])
      .filter(([, value]) => value !== undefined),
  );
  if (Object.keys(vitals).length > 0) profile.vitals = vitals;
  return profile;
}
