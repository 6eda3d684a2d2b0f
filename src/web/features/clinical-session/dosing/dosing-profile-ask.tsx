import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import type { ProfileDraft } from '../profile/profile-draft';
import { dosingAsk, missingForDosing } from './dosing-profile';

interface DosingProfileAskProps {
  profile: ProfileDraft;
  onProfileChange: (next: ProfileDraft) => void;
}

/**
 * Asks for what dosing still needs (the age, the measured weight), says why, and offers the fields
 * right there. The fields asked for stay while the clinician types (a weight of 1 on the way to 15 must
 * not take the field away); nothing shows when nothing was missing.
 */
export function DosingProfileAsk({ profile, onProfileChange }: DosingProfileAskProps) {
  const { t } = useTranslation();
  const missing = missingForDosing(profile);
  const [asked] = useState(missing);
  if (asked.length === 0) return null;
  return (
    <div className="mt-1 space-y-2" data-testid="dosing-ask">
      {missing.length > 0 && <p role="status">{dosingAsk(t, missing).body}</p>}
      <div className="grid grid-cols-2 gap-3">
        {asked.includes('age') && (
          <TextField
            label={t('profile.age')}
            inputMode="numeric"
            value={profile.age}
            onChange={(e) => onProfileChange({ ...profile, age: e.target.value })}
          />
        )}
        <TextField
          label={t('profile.weight')}
          inputMode="decimal"
          value={profile.weight}
          onChange={(e) => onProfileChange({ ...profile, weight: e.target.value })}
        />
      </div>
    </div>
  );
}
