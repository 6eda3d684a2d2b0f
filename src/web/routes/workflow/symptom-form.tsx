import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { frequencyOptions, loadSymptomSchemas, severities } from '../../features/clinical-session';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import type { WorkflowSymptom } from './workflow-state';

const empty: WorkflowSymptom = { symptom: '', severity: 'mild', duration: '', frequency: '' };

/** Step 1's form: Add Symptom stays disabled while the text is empty (spec section 5). */
export function SymptomForm({
  onAdd,
  disabled,
}: {
  onAdd: (symptom: WorkflowSymptom) => Promise<boolean>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<WorkflowSymptom>(empty);
  const [error, setError] = useState<string>();
  const isEmpty = draft.symptom.trim() === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The server's own schema, so the form and the API cannot disagree about what is valid.
    const { workflowSymptomSchema } = await loadSymptomSchemas();
    const parsed = workflowSymptomSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    const symptom = { ...draft, symptom: parsed.data.symptom, duration: parsed.data.duration ?? '' };
    if (await onAdd(symptom)) setDraft(empty);
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 sm:grid-cols-2"
      aria-label={t('workflow.addSymptomForm')}
    >
      <div className="sm:col-span-2">
        <TextField
          label={t('symptom.text')}
          value={draft.symptom}
          onChange={(e) => setDraft({ ...draft, symptom: e.target.value })}
          placeholder={t('symptom.textExample')}
          maxLength={500}
          error={error}
        />
      </div>
      <SelectField
        label={t('symptom.severity')}
        value={draft.severity}
        onChange={(e) => setDraft({ ...draft, severity: e.target.value as WorkflowSymptom['severity'] })}
        options={severities.map((s) => ({ value: s, label: t(`severity.${s}`) }))}
      />
      <TextField
        label={t('symptom.duration')}
        value={draft.duration}
        onChange={(e) => setDraft({ ...draft, duration: e.target.value })}
        placeholder={t('symptom.durationExample')}
        maxLength={500}
      />
      <SelectField
        label={t('symptom.frequency')}
        value={draft.frequency}
        onChange={(e) => setDraft({ ...draft, frequency: e.target.value })}
        options={[
          { value: '', label: t('common.choose') },
          ...frequencyOptions.map((f) => ({ value: f, label: t(`frequency.${f}`) })),
        ]}
      />
      <div className="flex items-end">
        <Button type="submit" variant="secondary" disabled={disabled || isEmpty} className="w-full sm:w-auto">
          {t('workflow.addSymptom')}
        </Button>
      </div>
    </form>
  );
}

export function SymptomList({ symptoms }: { symptoms: readonly WorkflowSymptom[] }) {
  const { t } = useTranslation();
  if (symptoms.length === 0)
    return <p className="text-slate-700 dark:text-slate-300">{t('workflow.noSymptoms')}</p>;
  return (
    <ul className="space-y-1" aria-label={t('workflow.currentSymptoms')}>
      {symptoms.map((symptom, index) => (
        <li
          key={`${symptom.symptom}-${index}`}
          className="rounded border border-slate-200 p-2 dark:border-slate-700"
        >
          <strong>{symptom.symptom}</strong>
          <span className="block text-sm text-slate-700 dark:text-slate-300">
            {[
              t(`severity.${symptom.severity}`),
              symptom.duration,
              symptom.frequency && t(`frequency.${symptom.frequency}`, { defaultValue: symptom.frequency }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
