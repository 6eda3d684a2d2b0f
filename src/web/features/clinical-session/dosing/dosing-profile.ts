import type { TFunction } from 'i18next';
import { parseWhole, type ProfileDraft } from '../profile/profile-draft';

export type DosingNeed = 'age' | 'weight';

/**
 * What the profile still lacks to dose: an age (years, or days for a newborn) and a measured weight.
 * Without them the server would dose for an assumed adult, or for a weight estimated from the age, so
 * every screen asks instead and shows no dose until both are entered.
 */
export function missingForDosing(profile: ProfileDraft): DosingNeed[] {
  const hasAge = parseWhole(profile.age) !== undefined || parseWhole(profile.ageDays) !== undefined;
  const weight = Number.parseFloat(profile.weight.replace(',', '.'));
  const hasWeight = Number.isFinite(weight) && weight > 0;
  return [...(hasAge ? [] : ['age' as const]), ...(hasWeight ? [] : ['weight' as const])];
}

/** The words that ask for exactly what is missing, and say why (empty when nothing is). */
export function dosingAsk(t: TFunction, missing: readonly DosingNeed[]): { title: string; body: string } {
  if (missing.length === 0) return { title: '', body: '' };
  if (missing.length === 2)
    return { title: t('assistant.ageWeightRequiredTitle'), body: t('emergency.askAgeWeight') };
  return missing[0] === 'weight'
    ? { title: t('assistant.weightRequiredTitle'), body: t('emergency.askWeight') }
    : { title: t('assistant.ageRequiredTitle'), body: t('emergency.askAge') };
}
