import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { TagInput } from '../../../components/ui/tag-input';
import {
  frequencyOptions,
  loadSymptomSchemas,
  presetSymptoms,
  presetTriggers,
  severities,
  type Severity,
} from './options';

export interface DashboardSymptom {
  symptom: string;
  severity: Severity;
  duration: string;
  frequency: string;
  triggers: string[];
  associated_symptoms: string[];
}

const blank = (): DashboardSymptom => ({
  symptom: '',
  severity: 'mild',
  duration: '',
  frequency: '',
  triggers: [],
  associated_symptoms: [],
});

/** The Analysis Dashboard's symptom form (spec sections 3 and 5), validated with the server's own schema. */
export function DashboardSymptomForm({
  onSubmit,
  disabled,
}: {
  onSubmit: (symptoms: DashboardSymptom[]) => Promise<boolean>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<DashboardSymptom[]>([blank()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = (index: number, next: Partial<DashboardSymptom>) =>
    setEntries((current) => current.map((entry, i) => (i === index ? { ...entry, ...next } : entry)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { dashboardSymptomSchema } = await loadSymptomSchemas();
    const found: Record<string, string> = {};
    if (entries.length === 0) found.form = 'At least one symptom is required';
    entries.forEach((entry, index) => {
      const parsed = dashboardSymptomSchema.safeParse(entry);
      if (!parsed.success)
        for (const issue of parsed.error.issues) found[`${index}.${String(issue.path[0])}`] ??= issue.message;
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await onSubmit(entries)) setEntries([blank()]);
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={t('dashboard.symptomForm')}
      className="space-y-4"
    >
      {errors.form && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {errors.form}
        </p>
      )}
      {entries.map((entry, index) => (
        <fieldset key={index} className="space-y-3 rounded border border-slate-200 p-3 dark:border-slate-700">
          <legend className="px-1 font-semibold">
            {t('dashboard.symptomNumber', { number: index + 1 })}
          </legend>
          <TextField
            label={t('dashboard.description')}
            value={entry.symptom}
            onChange={(e) => update(index, { symptom: e.target.value })}
            list="preset-symptoms"
            error={errors[`${index}.symptom`]}
          />
          <div className="grid gap-3 sm:grid-cols-3">
            <SelectField
              label={t('symptom.severity')}
              value={entry.severity}
              onChange={(e) => update(index, { severity: e.target.value as Severity })}
              options={severities.map((s) => ({ value: s, label: t(`severity.${s}`) }))}
            />
            <TextField
              label={t('symptom.duration')}
              value={entry.duration}
              onChange={(e) => update(index, { duration: e.target.value })}
              placeholder={t('symptom.durationExample')}
              error={errors[`${index}.duration`]}
            />
            <SelectField
              label={t('symptom.frequency')}
              value={entry.frequency}
              onChange={(e) => update(index, { frequency: e.target.value })}
              options={[
                { value: '', label: t('common.choose') },
                ...frequencyOptions.map((f) => ({ value: f, label: t(`frequency.${f}`) })),
              ]}
              error={errors[`${index}.frequency`]}
            />
          </div>
          <TagInput
            label={t('dashboard.triggers')}
            tags={entry.triggers}
            onChange={(triggers) => update(index, { triggers })}
            presets={presetTriggers}
          />
          <TagInput
            label={t('dashboard.associated')}
            tags={entry.associated_symptoms}
            onChange={(associated_symptoms) => update(index, { associated_symptoms })}
          />
          {entries.length > 1 && (
            <Button
              variant="secondary"
              onClick={() => setEntries((current) => current.filter((_, i) => i !== index))}
            >
              {t('dashboard.removeSymptom')}
            </Button>
          )}
        </fieldset>
      ))}
      <datalist id="preset-symptoms">
        {presetSymptoms.map((preset) => (
          <option key={preset} value={t(`presets.${preset}`, { defaultValue: preset })} />
        ))}
      </datalist>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => setEntries((current) => [...current, blank()])}
          disabled={disabled}
        >
          {t('dashboard.anotherSymptom')}
        </Button>
        <Button type="submit" disabled={disabled}>
          {t('dashboard.saveSymptoms')}
        </Button>
      </div>
    </form>
  );
}
