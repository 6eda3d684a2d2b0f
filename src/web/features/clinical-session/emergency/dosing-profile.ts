import { parseWhole, type ProfileDraft } from '../profile/profile-draft';

/**
 * Whether the profile says enough to dose: an age (years, or days for a newborn) and a measured weight.
 * Without both the server would dose for an assumed adult, so the screen asks instead.
 */
export function missingForDosing(profile: ProfileDraft): Array<'age' | 'weight'> {
  const hasAge = parseWhole(profile.age) !== undefined || parseWhole(profile.ageDays) !== undefined;
  const weight = Number.parseFloat(profile.weight.replace(',', '.'));
  const hasWeight = Number.isFinite(weight) && weight > 0;
  return [...(hasAge ? [] : ['age' as const]), ...(hasWeight ? [] : ['weight' as const])];
}
