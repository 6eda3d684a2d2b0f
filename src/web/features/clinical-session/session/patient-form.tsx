import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';

export interface PatientFormValue {
  patientId: string;
  analysisDate: string;
}

/** Today as YYYY-MM-DD in the clinician's own time zone (the spec's default analysis date). */
export function todayIsoDate(now = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}

/** Patient Information card: only patientId and analysisDate are inputs (spec section 3). */
export function PatientForm({
  onSubmit,
  disabled,
}: {
  onSubmit: (value: PatientFormValue) => Promise<void>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<PatientFormValue>(() => ({
    patientId: '',
    analysisDate: todayIsoDate(),
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof PatientFormValue, string>>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { patientFormSchema } = await import('../../../../contracts/sessions');
    const parsed = patientFormSchema.safeParse(value);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof PatientFormValue;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    await onSubmit({ patientId: parsed.data.patientId, analysisDate: parsed.data.analysisDate });
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={t('patient.title')}
      className="space-y-3"
      noValidate
    >
      <fieldset disabled={disabled} className="space-y-3">
        <TextField
          label={t('patient.patientId')}
          value={value.patientId}
          onChange={(e) => setValue({ ...value, patientId: e.target.value })}
          error={errors.patientId}
          placeholder="AFR-0001"
          autoComplete="off"
        />
        <TextField
          label={t('patient.analysisDate')}
          type="date"
          value={value.analysisDate}
          onChange={(e) => setValue({ ...value, analysisDate: e.target.value })}
          error={errors.analysisDate}
        />
        <Button type="submit" className="w-full">
          {t('patient.createSession')}
        </Button>
      </fieldset>
    </form>
  );
}
