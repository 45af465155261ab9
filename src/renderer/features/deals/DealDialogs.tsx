import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../i18n/labels';
import { errorText } from '../../i18n/errors';
import { Dialog } from '../../ui/Dialog';
import { contactName } from '../contacts/contact-name';
import { pipelineQueries } from '../pipeline/queries';
import { useDealActions, type ActionDeal } from './use-deal-actions';

/** Asks before a deal leaves the pipeline; says what happens and how to get it back. */
export function ArchiveDealDialog({ deal, onClose }: { deal: ActionDeal; onClose(): void }) {
  const { t } = useTranslation();
  const actions = useDealActions();
  return (
    <Dialog
      title={t('deals.archiveDialog.title')}
      onClose={onClose}
      testId="archive-deal-dialog"
      actions={
        <>
          <button type="button" onClick={onClose} data-autofocus>
            {t('app.cancel')}
          </button>
          <button
            type="button"
            className="primary"
            disabled={actions.saving}
            onClick={() => void actions.archive(deal).then(onClose)}
          >
            {t('deals.archiveDialog.confirm')}
          </button>
        </>
      }
    >
      <p>{t('deals.archiveDialog.body', { title: deal.title })}</p>
    </Dialog>
  );
}

/** Links one of the deal's contact's projects. */
export function LinkProjectDialog({ deal, onClose }: { deal: ActionDeal; onClose(): void }) {
  const { t } = useTranslation();
  const actions = useDealActions();
  const detail = useQuery(pipelineQueries.deal(deal.id));
  const projects = detail.data?.contactProjects ?? [];
  const [chosen, setChosen] = useState<string>(deal.projectId ?? '');
  const contact = detail.data?.deal.contactFields
    ? contactName({ id: deal.contactId, fields: detail.data.deal.contactFields })
    : deal.contactId;
  const choice = chosen || projects[0]?.id || '';
  return (
    <Dialog
      title={t('deals.linkDialog.title')}
      onClose={onClose}
      testId="link-project-dialog"
      actions={
        <>
          <button type="button" onClick={onClose}>
            {t('app.cancel')}
          </button>
          <button
            type="button"
            className="primary"
            disabled={!choice || actions.saving}
            onClick={() => void actions.link(deal, choice).then(onClose)}
          >
            {t('deals.linkDialog.confirm')}
          </button>
        </>
      }
    >
      {detail.isPending && <p className="muted">{t('app.loading')}</p>}
      {detail.isError && <p className="form-error">{errorText(t, detail.error)}</p>}
      {detail.data && projects.length === 0 && <p>{t('deals.linkDialog.none')}</p>}
      {projects.length > 0 && (
        <fieldset className="deal-choices">
          <legend>{t('deals.linkDialog.body', { contact, title: deal.title })}</legend>
          {projects.map((p, i) => (
            <label key={p.id} className="deal-choice">
              <input
                type="radio"
                name="projectId"
                value={p.id}
                checked={choice === p.id}
                data-autofocus={i === 0 ? true : undefined}
                onChange={() => setChosen(p.id)}
              />
              <span>
                {p.title}{' '}
                <span className="muted">
                  · {enumLabel(t, 'projectType', p.type)} ·{' '}
                  {enumLabel(t, 'projectStatus', p.status)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </Dialog>
  );
}
