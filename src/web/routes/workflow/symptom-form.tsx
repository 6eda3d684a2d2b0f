import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { frequencyOptions, loadSymptomSchemas, severities } from '../../features/clinical-session';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import type { WorkflowSymptom } from './workflow-state';

const empty: WorkflowSymptom = { symptom: '', severity: 'mild', duration: '', frequency: '' };

/**
 * Step 1's form: Add Symptom stays disabled while the text is empty (spec section 5). With `initial` it
 * corrects a recorded symptom instead (Save correction, Cancel).
 */
export function SymptomForm({
  onAdd,
  disabled,
  initial,
  onCancel,
}: {
  onAdd: (symptom: WorkflowSymptom) => Promise<boolean>;
  disabled: boolean;
  initial?: WorkflowSymptom;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<WorkflowSymptom>(initial ?? empty);
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
    const submitted = draft;
    const symptom = { ...draft, symptom: parsed.data.symptom, duration: parsed.data.duration ?? '' };
    // Whatever was typed while the symptom was being saved is the next one: kept, never wiped.
    if (await onAdd(symptom)) setDraft((current) => (current === submitted ? empty : current));
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 sm:grid-cols-2"
      aria-label={
        initial ? t('workflow.editing', { symptom: initial.symptom }) : t('workflow.addSymptomForm')
      }
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
      <div className="flex flex-wrap items-end gap-2">
        <Button type="submit" variant="secondary" disabled={disabled || isEmpty} className="w-full sm:w-auto">
          {initial ? t('workflow.saveCorrection') : t('workflow.addSymptom')}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel} className="w-full sm:w-auto">
            {t('workflow.cancelEdit')}
          </Button>
        )}
      </div>
    </form>
  );
}

interface ListedSymptom extends WorkflowSymptom {
  id?: string;
}

/** The recorded symptoms, each with Edit and Remove once the session holds it. */
export function SymptomList({
  symptoms,
  onRemove,
  onCorrect,
  disabled,
}: {
  symptoms: readonly ListedSymptom[];
  onRemove?: (id: string) => void;
  onCorrect?: (id: string, symptom: WorkflowSymptom) => Promise<boolean>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [editingId, setEditingId] = useState<string>();
  if (symptoms.length === 0)
    return <p className="text-slate-700 dark:text-slate-300">{t('workflow.noSymptoms')}</p>;
  return (
    <ul className="space-y-1" aria-label={t('workflow.currentSymptoms')}>
      {symptoms.map((symptom, index) => (
        <li
          key={symptom.id ?? `${symptom.symptom}-${index}`}
          className="rounded border border-slate-200 p-2 dark:border-slate-700"
        >
          {symptom.id && symptom.id === editingId && onCorrect ? (
            <SymptomForm
              initial={symptom}
              disabled={disabled ?? false}
              onCancel={() => setEditingId(undefined)}
              onAdd={async (corrected) => {
                const isSaved = await onCorrect(symptom.id!, corrected);
                if (isSaved) setEditingId(undefined);
                return isSaved;
              }}
            />
          ) : (
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <strong className="break-words">{symptom.symptom}</strong>
                <span className="block text-sm text-slate-700 dark:text-slate-300">
                  {[
                    t(`severity.${symptom.severity}`),
                    symptom.duration,
                    symptom.frequency &&
                      t(`frequency.${symptom.frequency}`, { defaultValue: symptom.frequency }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </div>
              {symptom.id && onRemove && onCorrect && (
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    disabled={disabled}
                    onClick={() => setEditingId(symptom.id)}
                    aria-label={`${t('workflow.editSymptom')}: ${symptom.symptom}`}
                  >
                    {t('workflow.editSymptom')}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={disabled}
                    onClick={() => onRemove(symptom.id!)}
                    aria-label={`${t('workflow.removeSymptom')}: ${symptom.symptom}`}
                  >
                    {t('workflow.removeSymptom')}
                  </Button>
                </div>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
