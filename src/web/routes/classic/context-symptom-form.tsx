import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import {
  splitList,
  frequencyOptions,
  loadSymptomSchemas,
  onsetOptions,
  severities,
  type Severity,
} from '../../features/clinical-session';

export interface ContextSymptom {
  id: string;
  description: string;
  onset: string;
  frequency: string;
  severity: Severity;
  duration: string;
  triggers: string[];
  associatedSymptoms: string[];
}

type Draft = Omit<ContextSymptom, 'id' | 'triggers' | 'associatedSymptoms'> & {
  triggers: string;
  associatedSymptoms: string;
};
const blank: Draft = {
  description: '',
  onset: '',
  frequency: '',
  severity: 'mild',
  duration: '',
  triggers: '',
  associatedSymptoms: '',
};
const required = ['description', 'onset', 'frequency', 'duration'] as const;

/** Spec section 5: the required fields still empty, in form order. */
export function missingFields(draft: Pick<Draft, (typeof required)[number]>): (typeof required)[number][] {
  return required.filter((key) => draft[key].trim() === '');
}

/** The country-context symptom form: 'Please complete: …' and red fields until it is whole. */
export function ContextSymptomForm({
  onAdd,
  now,
}: {
  onAdd: (symptom: ContextSymptom) => void;
  now: () => number;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(blank);
  const [missing, setMissing] = useState<string[]>([]);
  const set = (key: keyof Draft, value: string) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    if (missing.length > 0) setMissing(missingFields(next));
  };
  const isMissing = (key: string) => missing.includes(key);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const gaps = missingFields(draft);
    setMissing(gaps);
    if (gaps.length > 0) return;
    const { contextSymptomSchema } = await loadSymptomSchemas();
    const parsed = contextSymptomSchema.safeParse({
      ...draft,
      triggers: splitList(draft.triggers),
      associatedSymptoms: splitList(draft.associatedSymptoms),
    });
    if (!parsed.success) {
      setMissing([String(parsed.error.issues[0]?.path[0] ?? 'description')]);
      return;
    }
    onAdd({ ...parsed.data, id: String(now()) });
    setDraft(blank);
  }

  const errorFor = (key: string) => (isMissing(key) ? t('classic.required') : undefined);
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={t('classic.symptomForm')}
      className="space-y-3"
      noValidate
    >
      {missing.length > 0 && (
        <p
          role="alert"
          className="rounded border border-red-400 bg-red-50 p-2 text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {t('classic.pleaseComplete', {
            fields: missing.map((key) => t(`classic.field.${key}`)).join(', '),
          })}
        </p>
      )}
      <TextField
        label={t('classic.field.description')}
        value={draft.description}
        onChange={(e) => set('description', e.target.value)}
        error={errorFor('description')}
      />
      {/* Two columns from the smallest phone: the four short fields take two rows, not four. */}
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label={t('classic.field.onset')}
          value={draft.onset}
          onChange={(e) => set('onset', e.target.value)}
          error={errorFor('onset')}
          options={[
            { value: '', label: t('common.choose') },
            ...onsetOptions.map((o) => ({ value: o, label: t(`onset.${o}`) })),
          ]}
        />
        <SelectField
          label={t('classic.field.frequency')}
          value={draft.frequency}
          onChange={(e) => set('frequency', e.target.value)}
          error={errorFor('frequency')}
          options={[
            { value: '', label: t('common.choose') },
            ...frequencyOptions.map((f) => ({ value: f, label: t(`frequency.${f}`) })),
          ]}
        />
      </div>
      {/* Severity's labels carry their scale ('Moderate (4-6/10)'): on a phone it takes two thirds. */}
      <div className="grid grid-cols-[2fr_1fr] gap-3 sm:grid-cols-2">
        <SelectField
          className="max-sm:px-2"
          label={t('symptom.severity')}
          value={draft.severity}
          onChange={(e) => set('severity', e.target.value)}
          options={severities.map((s) => ({ value: s, label: t(`severity.${s}`) }))}
        />
        <TextField
          label={t('classic.field.duration')}
          value={draft.duration}
          onChange={(e) => set('duration', e.target.value)}
          error={errorFor('duration')}
          className="max-sm:px-2"
          placeholder={t('symptom.durationExample')}
        />
      </div>
      {/* Optional detail, one tap away, so Add Symptom stays on a phone's first screen. */}
      <details className="rounded border border-slate-200 px-3 dark:border-slate-700">
        <summary className="min-h-11 cursor-pointer py-2 font-medium max-sm:text-sm">
          {t('classic.triggers')} · {t('dashboard.associated')}
        </summary>
        <div className="grid gap-3 pb-3 sm:grid-cols-2">
          <TextField
            label={t('classic.triggers')}
            value={draft.triggers}
            onChange={(e) => set('triggers', e.target.value)}
            placeholder={t('classic.commaSeparated')}
          />
          <TextField
            label={t('dashboard.associated')}
            value={draft.associatedSymptoms}
            onChange={(e) => set('associatedSymptoms', e.target.value)}
            placeholder={t('classic.commaSeparated')}
          />
        </div>
      </details>
      <Button type="submit" disabled={missing.length > 0}>
        {t('classic.addSymptom')}
      </Button>
    </form>
  );
}
