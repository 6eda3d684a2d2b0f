import { patientProfileSchema } from '../../../../contracts/ai';
import { vitalSigns, type ProfileDraft, type VitalSign } from './profile-draft';

export type ProfileField = keyof ProfileDraft | VitalSign;

const given = (text: string) => (text.trim() === '' ? undefined : text.trim().replace(',', '.'));

/**
 * Loaded on demand (it carries the API's zod schema, kept out of the first visit's JavaScript).
 * What is impossible in the profile as typed, field by field, in the API's own words: the same schema
 * the server checks with, so the screen never sends what the server would refuse, and never drops a
 * typed value silently.
 */
export function profileProblems(draft: ProfileDraft): Partial<Record<ProfileField, string>> {
  const isFemale = draft.gender === 'female';
  const vitals = Object.fromEntries(vitalSigns.map((sign) => [sign, given(draft.vitals[sign])]));
  const parsed = patientProfileSchema.safeParse({
    age: given(draft.age),
    ageDays: given(draft.ageDays),
    gender: draft.gender || undefined,
    weight: given(draft.weight),
    birthWeight: given(draft.birthWeight),
    gestationAtBirthWeeks: given(draft.gestationAtBirthWeeks),
    pregnant: isFemale && draft.pregnant ? true : undefined,
    gestationWeeks: isFemale && draft.pregnant ? given(draft.gestationWeeks) : undefined,
    postpartumDays: isFemale && !draft.pregnant ? given(draft.postpartumDays) : undefined,
    vitals,
  });
  if (parsed.success) return {};
  const problems: Partial<Record<ProfileField, string>> = {};
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path;
    const field = (first === 'vitals' ? second : first) as ProfileField | undefined;
    if (field && !problems[field]) problems[field] = issue.message;
  }
  return problems;
}
