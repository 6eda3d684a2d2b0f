import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { SignInRequired } from '../../accounts';
import { describeEditedMedications, type PrescriptionDecisionState } from './prescription-decision';
import { PrescriptionView } from './prescription-view';
import type { Medication, Prescription } from './types';

const EDITABLE = ['dosage', 'frequency', 'duration'] as const;

/**
 * The prescription suggestion with Approve, Edit and Reject Prescription (issue 5). Saving an edit
 * records 'edited' and leaves the edited prescription awaiting approval.
 */
export function PrescriptionReview({
  prescription,
  review,
  onEdited,
  disabled = false,
}: {
  prescription: Prescription;
  review: PrescriptionDecisionState;
  onEdited: (prescription: Prescription) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Medication[] | null>(null);
  const { decision } = review;
  const isLocked = draft !== null || disabled || review.isSaving;

  const saveEdit = () => {
    if (draft) {
      onEdited({ ...prescription, medications: draft });
      void review.decide('edited', describeEditedMedications(draft));
    }
    setDraft(null);
  };

  return (
    <div className="space-y-3">
      {decision !== 'pending' && (
        <Badge tone={decision === 'approved' ? 'success' : decision === 'edited' ? 'warning' : 'danger'}>
          {t(`assistant.decision.${decision}`)}
        </Badge>
      )}
      {draft ? (
        <div className="space-y-3">
          {draft.map((medication, index) => (
            <fieldset
              key={medication.drug}
              className="grid gap-2 rounded border border-slate-200 p-2 sm:grid-cols-3 dark:border-slate-700"
            >
              <legend className="font-semibold">{medication.drug}</legend>
              {EDITABLE.map((key) => (
                <TextField
                  key={key}
                  label={t(`rx.${key}`)}
                  value={medication[key] ?? ''}
                  onChange={(e) =>
                    setDraft(draft.map((m, i) => (i === index ? { ...m, [key]: e.target.value } : m)))
                  }
                />
              ))}
            </fieldset>
          ))}
          <Button onClick={saveEdit}>{t('common.save')}</Button>
        </div>
      ) : (
        <PrescriptionView prescription={prescription} />
      )}
      <p className="text-sm font-medium">{t('rx.approvalNote')}</p>
      <SignInRequired action={t('accounts.toDecidePrescription')}>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void review.decide('approved')} disabled={isLocked}>
            {t('assistant.approve')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setDraft(prescription.medications ?? [])}
            disabled={isLocked}
          >
            {t('assistant.edit')}
          </Button>
          <Button variant="danger" onClick={() => void review.decide('rejected')} disabled={isLocked}>
            {t('assistant.reject')}
          </Button>
        </div>
      </SignInRequired>
    </div>
  );
}
