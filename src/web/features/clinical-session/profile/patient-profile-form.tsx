import { useTranslation } from 'react-i18next';
import { SelectField, TextField, CheckboxField } from '../../../components/ui/field';
import { countries } from '../../countries';
import { isInfantDraft, vitalSigns, type ProfileDraft } from './profile-draft';
import { useProfileProblems } from './use-profile-problems';

export function PatientProfileForm({
  value,
  onChange,
  hasCountry = true,
}: {
  value: ProfileDraft;
  onChange: (next: ProfileDraft) => void;
  /** False where the page has its own country selector (/classic). */
  hasCountry?: boolean;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof ProfileDraft>(key: K, next: ProfileDraft[K]) =>
    onChange({ ...value, [key]: next });
  // Impossible values are named under their field as they are typed, never dropped silently.
  const problems = useProfileProblems(value);
  const isInfant = isInfantDraft(value);
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 font-semibold">{t('profile.title')}</legend>
      <TextField
        label={t('profile.age')}
        inputMode="numeric"
        value={value.age}
        onChange={(e) => set('age', e.target.value)}
        error={problems.age}
      />
      {isInfant && (
        <TextField
          label={t('profile.ageDays')}
          inputMode="numeric"
          value={value.ageDays}
          onChange={(e) => set('ageDays', e.target.value)}
          error={problems.ageDays}
        />
      )}
      <SelectField
        label={t('profile.gender')}
        value={value.gender}
        onChange={(e) => set('gender', e.target.value as ProfileDraft['gender'])}
        options={[
          { value: '', label: t('profile.genderUnknown') },
          { value: 'male', label: t('profile.male') },
          { value: 'female', label: t('profile.female') },
          { value: 'other', label: t('profile.other') },
        ]}
      />
      <TextField
        label={t('profile.weight')}
        inputMode="numeric"
        value={value.weight}
        onChange={(e) => set('weight', e.target.value)}
        hint={t('profile.weightHint')}
        error={problems.weight}
      />
      {isInfant && (
        <>
          <TextField
            label={t('profile.birthWeight')}
            inputMode="decimal"
            value={value.birthWeight}
            onChange={(e) => set('birthWeight', e.target.value)}
            error={problems.birthWeight}
          />
          <TextField
            label={t('profile.gestationAtBirth')}
            inputMode="numeric"
            value={value.gestationAtBirthWeeks}
            onChange={(e) => set('gestationAtBirthWeeks', e.target.value)}
            error={problems.gestationAtBirthWeeks}
          />
        </>
      )}
      {hasCountry && (
        <SelectField
          label={t('profile.country')}
          value={value.country}
          onChange={(e) => set('country', e.target.value)}
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
        />
      )}
      <TextField
        label={t('profile.allergies')}
        value={value.allergies}
        onChange={(e) => set('allergies', e.target.value)}
        placeholder={t('profile.allergiesExample')}
      />
      <TextField
        label={t('profile.history')}
        value={value.medicalHistory}
        onChange={(e) => set('medicalHistory', e.target.value)}
        placeholder={t('profile.historyExample')}
      />
      <fieldset className="grid grid-cols-2 gap-3 sm:col-span-2 sm:grid-cols-4">
        <legend className="mb-1 font-medium">{t('profile.vitals')}</legend>
        {vitalSigns.map((sign) => (
          <TextField
            key={sign}
            label={t(`profile.vital.${sign}`)}
            inputMode="decimal"
            value={value.vitals[sign]}
            onChange={(e) => onChange({ ...value, vitals: { ...value.vitals, [sign]: e.target.value } })}
            error={problems[sign]}
          />
        ))}
      </fieldset>
      {value.gender === 'female' && (
        <CheckboxField
          label={t('profile.pregnant')}
          checked={value.pregnant}
          onChange={(e) => set('pregnant', e.target.checked)}
        />
      )}
      {value.gender === 'female' && value.pregnant && (
        <TextField
          label={t('profile.gestationWeeks')}
          inputMode="numeric"
          value={value.gestationWeeks}
          onChange={(e) => set('gestationWeeks', e.target.value)}
          error={problems.gestationWeeks}
        />
      )}
      {value.gender === 'female' && !value.pregnant && !isInfant && (
        <TextField
          label={t('profile.postpartumDays')}
          inputMode="numeric"
          value={value.postpartumDays}
          onChange={(e) => set('postpartumDays', e.target.value)}
          error={problems.postpartumDays}
        />
      )}
      {value.gender === 'female' && !value.pregnant && (
        <CheckboxField
          label={t('profile.breastfeeding')}
          checked={value.breastfeeding}
          onChange={(e) => set('breastfeeding', e.target.checked)}
        />
      )}
      {problems.pregnant && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2 dark:text-red-300">
          {problems.pregnant}
        </p>
      )}
    </fieldset>
  );
}
