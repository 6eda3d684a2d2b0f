import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackBody } from '../../../contracts/feedback';
import { notifyFailure, notifySuccess } from '../../api/notify';
import { requestJson } from '../../api/request';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextAreaField } from '../../components/ui/field';
import { apiPaths } from '../../api/api-paths';

export function sendFeedback(body: FeedbackBody): Promise<{ received: boolean }> {
  return requestJson('POST', apiPaths.feedback, body);
}

/** A rating and a comment, without patient data (issue 5). */
export function FeedbackButton({ page, label }: { page: FeedbackBody['page']; label?: string }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [isSending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating === 0) return;
    setSending(true);
    try {
      await sendFeedback({ rating, comment: comment.trim() || undefined, page });
      notifySuccess(t('feedback.thanks'));
      setOpen(false);
      setRating(0);
      setComment('');
    } catch (error) {
      notifyFailure(t('feedback.failed'), t('feedback.failedBody'), error);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {label ?? t('feedback.button')}
      </Button>
      <Dialog open={isOpen} onClose={() => setOpen(false)} title={t('feedback.title')}>
        <form onSubmit={(event) => void submit(event)} className="space-y-3">
          <fieldset>
            <legend className="font-medium">{t('feedback.rating')}</legend>
            <div className="mt-1 flex flex-wrap gap-1">
              {[1, 2, 3, 4, 5].map((value) => (
                <label
                  key={value}
                  className={`flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md border text-lg ${value <= rating ? 'border-amber-500 bg-amber-100 text-amber-950' : 'border-slate-400'}`}
                >
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    checked={rating === value}
                    onChange={() => setRating(value)}
                    className="sr-only"
                  />
                  <span aria-hidden="true">★</span>
                  <span className="sr-only">{t('feedback.stars', { count: value })}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <TextAreaField
            label={t('feedback.comment')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            maxLength={1000}
            rows={3}
            hint={t('feedback.noPatientData')}
          />
          <Button type="submit" disabled={rating === 0 || isSending}>
            {t('feedback.send')}
          </Button>
        </form>
      </Dialog>
    </>
  );
}
