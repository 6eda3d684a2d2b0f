import { useTranslation } from 'react-i18next';
import type { Medication, Prescription } from './types';

function asText(value: string[] | string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = Array.isArray(value) ? value.join(', ') : value;
  return text || undefined;
}

function MedicationItem({ medication }: { medication: Medication }) {
  const { t } = useTranslation();
  // What to give comes first; what to watch for is one tap away, so a phone shows every medicine's dose.
  const given: Rows = [
    [t('rx.timing'), medication.timing],
    [t('rx.route'), medication.route],
    [t('rx.dosage'), medication.dosage],
    [t('rx.frequency'), medication.frequency],
    [t('rx.duration'), medication.duration],
    [t('rx.indication'), medication.indication],
  ];
  const cautions: Rows = [
    [t('rx.contraindications'), asText(medication.contraindications)],
    [t('rx.sideEffects'), asText(medication.sideEffects)],
    [t('rx.alternatives'), asText(medication.alternatives)],
  ];
  const shownCautions = cautions.filter((row) => Boolean(row[1]));
  return (
    <li className="rounded border border-slate-200 p-3 dark:border-slate-700">
      <p className="text-lg font-semibold" data-testid="medication-name">
        {medication.drug}
      </p>
      <RowList rows={given} />
      {shownCautions.length > 0 && (
        <details className="mt-1">
          <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium">
            {shownCautions.map(([label]) => label).join(', ')}
          </summary>
          <RowList rows={cautions} />
        </details>
      )}
    </li>
  );
}

type Rows = [string, string | undefined][];

function RowList({ rows }: { rows: Rows }) {
  return (
    <dl className="mt-1 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export function PrescriptionView({ prescription }: { prescription: Prescription }) {
  const { t } = useTranslation();
  const medications = prescription.medications ?? [];
  const protocol = prescription.treatmentProtocol;
  const warnings = prescription.safetyWarnings ?? [];
  return (
    <div className="space-y-4">
      {/* Read before the doses: what was withheld or replaced, and a test that must come first. */}
      {warnings.length > 0 && (
        <div
          role="note"
          className="rounded border border-amber-400 bg-amber-50 p-3 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50"
        >
          <h3 className="font-semibold">{t('rx.safetyWarnings')}</h3>
          <ul className="mt-1 list-disc pl-5">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h3 className="font-semibold">{t('rx.medications')}</h3>
        {medications.length === 0 ? (
          <p>{t('rx.noMedications')}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {medications.map((m) => (
              <MedicationItem key={m.drug} medication={m} />
            ))}
          </ul>
        )}
      </div>
      {protocol && (
        <div>
          <h3 className="font-semibold">{t('rx.protocol')}</h3>
          <dl className="mt-1 space-y-1">
            {protocol.primaryTreatment && (
              <div>
                <dt className="text-sm font-medium">{t('rx.primaryTreatment')}</dt>
                <dd>{protocol.primaryTreatment}</dd>
              </div>
            )}
            {protocol.supportiveCare && protocol.supportiveCare.length > 0 && (
              <div>
                <dt className="text-sm font-medium">{t('rx.supportiveCare')}</dt>
                <dd>
                  <ul className="list-disc pl-5">
                    {protocol.supportiveCare.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
            {protocol.followUpSchedule && (
              <div>
                <dt className="text-sm font-medium">{t('rx.followUp')}</dt>
                <dd>{protocol.followUpSchedule}</dd>
              </div>
            )}
          </dl>
        </div>
      )}
      {prescription.disclaimer && <p className="text-sm italic">{prescription.disclaimer}</p>}
    </div>
  );
}
