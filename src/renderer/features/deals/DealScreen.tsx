import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n/errors';
import { formatDate, formatEuro } from '../../i18n/format';
import { enumLabel } from '../../i18n/labels';
import { draftKey } from '../../stores/drafts';
import { useNavigation } from '../../stores/navigation';
import { contactName } from '../contacts/contact-name';
import { pipelineQueries } from '../pipeline/queries';
import { ArchiveDealDialog, LinkProjectDialog } from './DealDialogs';
import { DealForm } from './DealForm';
import { DealNotice } from './DealNotice';
import { LostDealDialog } from './LostDealDialog';
import { useDealNotice } from './deal-notice';
import { useDealActions } from './use-deal-actions';
import './deals.css';
import { ConflictBanner } from '../outbox/ConflictBanner';
import { useRecordsInConflict } from '../outbox/ConflictMark';
import { DealSyncMark } from './DealSyncMark';

/** `#/deals/new` (a deal with every field, contact chosen here) or `#/deals/:id`. */
export function DealScreen({ id, creating }: { id?: string; creating?: boolean }) {
  return creating || !id ? <NewDeal /> : <DealDetail id={id} />;
}

function BackLink() {
  const { t } = useTranslation();
  const navigate = useNavigation((s) => s.navigate);
  return (
    <a
      href="#/pipeline"
      className="link deal-back"
      onClick={(e) => {
        e.preventDefault();
        navigate({ screen: 'pipeline' });
      }}
    >
      ← {t('deals.back')}
    </a>
  );
}

function NewDeal() {
  const { t } = useTranslation();
  const navigate = useNavigation((s) => s.navigate);
  return (
    <div className="page deal-page">
      <div className="detail">
        <BackLink />
        <h1 tabIndex={-1}>{t('deals.newTitle')}</h1>
        <DealForm
          draftKey={draftKey('deal-new', 'pipeline')}
          testId="new-deal-form"
          action={t('deals.create')}
          autoFocus
          onDone={(saved) =>
            navigate(saved ? { screen: 'deals', id: saved.id } : { screen: 'pipeline' })
          }
        />
      </div>
    </div>
  );
}

function DealDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigation((s) => s.navigate);
  const detail = useQuery(pipelineQueries.deal(id));
  const actions = useDealActions();
  const tell = useDealNotice((s) => s.tell);
  const [dialog, setDialog] = useState<'archive' | 'link' | 'lost' | null>(null);
  const inConflict = useRecordsInConflict('deals').has(id);
  if (detail.isPending || detail.isError)
    return (
      <div className="page deal-page">
        <div className="detail">
          <BackLink />
          <div className="placeholder">
            {detail.isError ? errorText(t, detail.error) : t('deals.loading')}
          </div>
        </div>
      </div>
    );
  const { deal, stage, project, contactProjects } = detail.data;
  const contact = deal.contactFields
    ? contactName({ id: deal.contactId, fields: deal.contactFields })
    : deal.contactId;
  const go = (e: React.MouseEvent, route: Parameters<typeof navigate>[0]) => {
    e.preventDefault();
    navigate(route);
  };
  return (
    <div className="page deal-page">
      <div className="detail">
        <BackLink />
        <header className="deal-head">
          <h1 tabIndex={-1}>{deal.title}</h1>
          <div className="deal-tags">
            <span className={`tag tag-${deal.status}`}>
              {enumLabel(t, 'dealStatus', deal.status)}
            </span>
            <span className="tag">{stage?.name ?? t('pipeline.unknownStage')}</span>
            {deal.critical && (
              <span className="tag tag-rejected">
                {t('pipeline.stale', { days: stage?.staleAfterDays ?? 0 })}
              </span>
            )}
            {deal.archivedAt && (
              <span className="tag">
                {t('deals.archivedSince', { date: formatDate(deal.archivedAt) })}
              </span>
            )}
            <DealSyncMark pending={deal.pending} inConflict={inConflict} />
          </div>
          <p className="muted deal-summary">
            <strong className="deal-value">{formatEuro(deal.value)}</strong>
            {' · '}
            <a
              href={`#/contacts/${encodeURIComponent(deal.contactId)}`}
              className="link"
              onClick={(e) => go(e, { screen: 'contacts', id: deal.contactId })}
            >
              {contact}
            </a>
            {project && (
              <>
                {' · '}
                <a
                  href={`#/projects/${encodeURIComponent(project.id)}`}
                  className="link"
                  onClick={(e) => go(e, { screen: 'projects', id: project.id })}
                >
                  {t('deals.projectLink', { title: project.title })}
                </a>
              </>
            )}
            {' · '}
            {deal.closedAt
              ? t('deals.closedAt', { date: formatDate(deal.closedAt) })
              : t('pipeline.daysInStage', { count: deal.daysInStage })}
          </p>
        </header>
        <ConflictBanner resource="deals" recordId={deal.id} />
        <div
          className="deal-actions"
          role="group"
          aria-label={t('deals.actions.menu', { title: deal.title })}
        >
          {deal.status !== 'won' && (
            <button type="button" onClick={() => void actions.won(deal)}>
              {t('deals.actions.won')}
            </button>
          )}
          {deal.status !== 'lost' && (
            <button type="button" onClick={() => setDialog('lost')}>
              {t('deals.actions.lost')}
            </button>
          )}
          {deal.status !== 'open' && (
            <button type="button" onClick={() => void actions.reopen(deal)}>
              {t('deals.actions.reopen')}
            </button>
          )}
          <button type="button" onClick={() => setDialog('link')}>
            {t('deals.actions.linkProject')}
          </button>
          {deal.projectId && (
            <button type="button" onClick={() => void actions.unlink(deal)}>
              {t('deals.actions.unlinkProject')}
            </button>
          )}
          {deal.archivedAt ? (
            <button type="button" onClick={() => void actions.unarchive(deal)}>
              {t('deals.actions.unarchive')}
            </button>
          ) : (
            <button type="button" className="danger-button" onClick={() => setDialog('archive')}>
              {t('deals.actions.archive')}
            </button>
          )}
        </div>
        <DealNotice />
        <DealForm
          key={deal.id}
          draftKey={draftKey('deal', deal.id)}
          testId="deal-form"
          action={t('deals.saveChanges')}
          deal={deal}
          contactLabel={contact}
          projects={contactProjects}
          onDone={(saved) => tell(saved ? t('deals.saved') : t('deals.unchanged'))}
        />
        <p className="muted small">{t('deals.created', { date: formatDate(deal.createdAt) })}</p>
        {dialog === 'archive' && <ArchiveDealDialog deal={deal} onClose={() => setDialog(null)} />}
        {dialog === 'link' && <LinkProjectDialog deal={deal} onClose={() => setDialog(null)} />}
        {dialog === 'lost' && <LostDealDialog deal={deal} onClose={() => setDialog(null)} />}
      </div>
    </div>
  );
}
