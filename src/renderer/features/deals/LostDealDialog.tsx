import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n/errors';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { pipelineQueries } from '../pipeline/queries';
import { lostReasonMaxLength, lostReasonProblem } from './lost-reason';
import { useDealActions, type ActionDeal } from './use-deal-actions';

/**
 * Asks why a deal is lost before marking it so; the reason goes into its notes with the date.
 * The notes are read fresh here (the card knows only the board's fields), so the undo restores
 * exactly what was there.
 */
export function LostDealDialog({ deal, onClose }: { deal: ActionDeal; onClose(): void }) {
  const { t } = useTranslation();
  const actions = useDealActions();
  const detail = useQuery(pipelineQueries.deal(deal.id));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<'required' | 'tooLong' | null>(null);
  const fieldId = useId();
  const confirm = () => {
    const found = lostReasonProblem(reason);
    setProblem(found);
    if (found) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    if (!detail.data) return;
    void actions.lost(deal, reason, detail.data.deal.notes).then(onClose);
  };
  const label = t('backOffice.lostDialog.reason');
  const error =
    problem === 'required'
      ? t('backOffice.lostDialog.required')
      : problem === 'tooLong'
        ? t('backOffice.lostDialog.tooLong', { max: lostReasonMaxLength })
        : null;
  return (
    <Dialog
      title={t('backOffice.lostDialog.title')}
      onClose={onClose}
      testId="lost-deal-dialog"
      actions={
        <>
          <button type="button" onClick={onClose}>
            {t('app.cancel')}
          </button>
          <button
            type="button"
            className="primary"
            disabled={!detail.data || actions.saving}
            onClick={confirm}
          >
            {t('backOffice.lostDialog.confirm')}
          </button>
        </>
      }
    >
      <form
        className="lost-dialog"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <p>{t('backOffice.lostDialog.body', { title: deal.title })}</p>
        {detail.isError && <p className="form-error">{errorText(t, detail.error)}</p>}
        <Field name="lostReason" label={label} error={error ?? undefined}>
          <textarea
            id={fieldId}
            name="lostReason"
            value={reason}
            required
            data-autofocus
            aria-invalid={!!error}
            onChange={(event) => {
              setReason(event.target.value);
              if (problem) setProblem(lostReasonProblem(event.target.value));
            }}
            onKeyDown={(event) => {
              // Ctrl+Enter confirms from the text area (Enter adds a line).
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                confirm();
              }
            }}
          />
        </Field>
      </form>
    </Dialog>
  );
}
