import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import type { ManualLabResult } from './types';

const empty: ManualLabResult = { testType: '', result: '', normalRange: '', notes: '' };

/** Spec section 5: a manual lab result needs a test type and a result. */
export function ManualLabForm({
  onSubmit,
  disabled = false,
}: {
  onSubmit: (result: ManualLabResult) => Promise<boolean>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<ManualLabResult>(empty);
  const isComplete = value.testType.trim() !== '' && value.result.trim() !== '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isComplete) return;
    const trimmed = {
      testType: value.testType.trim(),
      result: value.result.trim(),
      normalRange: value.normalRange?.trim() || undefined,
      notes: value.notes?.trim() || undefined,
    };
    if (await onSubmit(trimmed)) setValue(empty);
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 sm:grid-cols-2"
      aria-label={t('labs.manualTitle')}
    >
      <TextField
        label={t('labs.testType')}
        value={value.testType}
        onChange={(e) => setValue({ ...value, testType: e.target.value })}
        placeholder={t('labs.testTypeExample')}
        required
      />
      <TextField
        label={t('labs.result')}
        value={value.result}
        onChange={(e) => setValue({ ...value, result: e.target.value })}
        placeholder={t('labs.resultExample')}
        required
      />
      <TextField
        label={t('labs.normalRange')}
        value={value.normalRange}
        onChange={(e) => setValue({ ...value, normalRange: e.target.value })}
        placeholder={t('labs.normalRangeExample')}
      />
      <TextField
        label={t('labs.notes')}
        value={value.notes}
        onChange={(e) => setValue({ ...value, notes: e.target.value })}
      />
      <div className="sm:col-span-2">
        <Button type="submit" variant="secondary" disabled={disabled || !isComplete}>
          {t('labs.addResult')}
        </Button>
      </div>
    </form>
  );
}
