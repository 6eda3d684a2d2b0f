import { useEffect, useState } from 'react';
import type { ProfileDraft } from './profile-draft';
import type { ProfileField } from './profile-problems';

export type ProfileProblems = Partial<Record<ProfileField, string>>;

/** The API's checks, loaded with its schema only once a profile is being typed. */
export const loadProfileProblems = async (draft: ProfileDraft): Promise<ProfileProblems> =>
  (await import('./profile-problems')).profileProblems(draft);

/** The impossible values of the profile on screen, updated as the clinician types. */
export function useProfileProblems(draft: ProfileDraft): ProfileProblems {
  const [problems, setProblems] = useState<ProfileProblems>({});
  useEffect(() => {
    let isCurrent = true;
    void loadProfileProblems(draft).then((found) => {
      if (isCurrent) setProblems(found);
    });
    return () => {
      isCurrent = false;
    };
  }, [draft]);
  return problems;
}
