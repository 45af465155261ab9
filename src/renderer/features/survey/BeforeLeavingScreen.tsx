import { useTranslation } from 'react-i18next';
import type { Route } from '../../app/routes';
import type { LeavingItem } from '../../../shared/survey/before-leaving';
import { RecordLink } from '../contacts/RecordLink';
import { fieldId } from './SurveyedField';
import { useBeforeLeaving } from './use-before-leaving';
import './survey.css';

/** Where an item is entered: the survey's field, the settings' profile, the project's PV plans. */
function targetRoute(projectId: string, item: LeavingItem): Route {
  const target = item.target;
  if (target.kind === 'profile') return { screen: 'settings' };
  if (target.kind === 'pvPlans') return { screen: 'projects', id: projectId };
  return {
    screen: 'projects',
    id: projectId,
    visit: 'survey',
    focus: fieldId(target.section, target.field, target.itemId),
  };
}

/**
 * "Vor dem Verlassen": per document the project heads for, what is still missing or only
 * estimated, each one click from where it is entered. From this device's data only, so it works
 * offline; the report never prints it.
 */
export function BeforeLeavingScreen({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const list = useBeforeLeaving(projectId);
  if (!list) return null;
  return (
    <div className="page before-leaving" data-testid="before-leaving">
      <header className="pane-header">
        <div>
          <h1 tabIndex={-1}>{t('visit.leaving.title')}</h1>
          <div className="muted">{list.project.title}</div>
        </div>
        <div className="actions">
          <RecordLink to={{ screen: 'projects', id: projectId }}>
            {t('visit.survey.back')}
          </RecordLink>
          <RecordLink to={{ screen: 'projects', id: projectId, visit: 'survey' }}>
            {t('visit.survey.title')}
          </RecordLink>
        </div>
      </header>
      <p className="muted">{t('visit.leaving.hint')}</p>
      {list.open === 0 && (
        <p className="ok" role="status" data-testid="leaving-done">
          {t('visit.leaving.done')}
        </p>
      )}
      {list.documents.map((d) => (
        <section
          key={d.document}
          className="leaving-document"
          aria-labelledby={`leaving-${d.document}`}
          data-testid={`leaving-${d.document}`}
        >
          <h2 id={`leaving-${d.document}`}>
            {t(`visit.leaving.documents.${d.document}`)}{' '}
            <span className="muted">
              {d.items.length
                ? t('visit.leaving.badge', { count: d.items.length })
                : t('visit.leaving.badgeDone')}
            </span>
          </h2>
          {d.items.length > 0 && (
            <ul>
              {d.items.map((item) => (
                <li key={item.id} data-testid="leaving-item">
                  <span className={`leaving-state ${item.state}`}>
                    {t(`visit.leaving.${item.state}`)}
                  </span>
                  <span>
                    {t(`visit.fields.${item.field}`)}
                    {item.subject ? ` – ${item.subject}` : ''}
                  </span>
                  <RecordLink
                    to={targetRoute(projectId, item)}
                    label={`${t('visit.leaving.enter')}: ${t(`visit.fields.${item.field}`)}${item.subject ? ` – ${item.subject}` : ''}`}
                  >
                    {t('visit.leaving.enter')}
                  </RecordLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

/** The badge on the project page: how much is open, linking to the list. */
export function BeforeLeavingBadge({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const list = useBeforeLeaving(projectId);
  return (
    <RecordLink to={{ screen: 'projects', id: projectId, visit: 'before-leaving' }}>
      {t('visit.leaving.open')}
      {list && (
        <span className="tag leaving-badge" data-testid="leaving-badge">
          {list.open
            ? t('visit.leaving.badge', { count: list.open })
            : t('visit.leaving.badgeDone')}
        </span>
      )}
    </RecordLink>
  );
}
