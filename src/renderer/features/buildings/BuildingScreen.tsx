import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IpcError } from '../../../shared/ipc/contract';
import { errorText } from '../../i18n/errors';
import { formatDate, formatNumber, formatYear } from '../../i18n/format';
import { enumLabel } from '../../i18n/labels';
import { useDraft, useDrafts } from '../../stores/drafts';
import { useNavigation } from '../../stores/navigation';
import { isLocal } from '../../ui/ids';
import { contactName } from '../contacts/contact-name';
import { RecordLink } from '../contacts/RecordLink';
import { BuildingPvPlans } from '../pv-planner/BuildingPvPlans';
import { BuildingPhotos } from '../photos/BuildingPhotos';
import { NewProjectForm, projectDraftKey } from '../projects/NewProjectForm';
import { buildingQueries } from './queries';
import './buildings.css';

/** A building's page: address, data, the projects made for it and its PV plans. */
export function BuildingScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigation((s) => s.navigate);
  const detail = useQuery(buildingQueries.detail(id));
  const contactId = detail.data?.building.contactId ?? '';
  const draftKey = projectDraftKey(contactId, id);
  const creating = !!useDraft(draftKey);
  const save = useDrafts((s) => s.save);

  if (detail.isPending) return <div className="placeholder">{t('app.loading')}</div>;
  if (detail.isError)
    return (
      <div className="page">
        <h1 tabIndex={-1}>{t('buildings.title')}</h1>
        <div className="placeholder" role="status">
          {detail.error instanceof IpcError && detail.error.code === 'not_found'
            ? t('buildings.missing')
            : errorText(t, detail.error)}
        </div>
      </div>
    );
  const { building, contact, projects } = detail.data;
  const address = [building.street, [building.postalCode, building.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const data: [string, string | null][] = [
    [t('buildings.field.buildingType'), building.buildingType],
    [
      t('buildings.field.buildingYear'),
      building.buildingYear ? formatYear(building.buildingYear) : null,
    ],
    [
      t('buildings.field.livingArea'),
      building.livingArea != null ? `${formatNumber(building.livingArea)} m²` : null,
    ],
    [t('buildings.field.countryCode'), building.countryCode],
    [t('buildings.createdAt'), formatDate(building.createdAt)],
  ];

  return (
    <div className="detail-pane">
      <article className="detail" data-testid="building-page" aria-labelledby="building-title">
        <header className="detail-header">
          <div>
            <h1 id="building-title" tabIndex={-1}>
              {building.name}
            </h1>
            <div className="muted">
              {address || t('contacts.noAddress')}
              {isLocal(building.id) && (
                <span className="tag tag-pending">{t('app.notSynced')}</span>
              )}
            </div>
          </div>
        </header>
        <dl className="kv building-facts">
          <div>
            <dt>{t('buildings.owner')}</dt>
            <dd>
              <RecordLink to={{ screen: 'contacts', id: building.contactId }}>
                {contact ? contactName(contact) : building.contactId}
              </RecordLink>
            </dd>
          </div>
          {data.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value ?? '–'}</dd>
            </div>
          ))}
          {building.notes && (
            <div className="kv-wide">
              <dt>{t('buildings.field.notes')}</dt>
              <dd>{building.notes}</dd>
            </div>
          )}
        </dl>
        <p className="read-only-hint" data-testid="building-read-only">
          {t('buildings.noUpdate')}
        </p>

        <div className="section-header">
          <h2>{t('buildings.projects', { count: projects.length })}</h2>
          {!creating && (
            <button onClick={() => save(draftKey, {})}>{t('projects.create.open')}</button>
          )}
        </div>
        {creating && (
          <NewProjectForm
            contactId={contactId}
            buildings={[building]}
            buildingId={building.id}
            onDone={(project) => project && navigate({ screen: 'projects', id: project.id })}
          />
        )}
        {projects.length === 0 && <p className="muted">{t('buildings.noProjects')}</p>}
        <ul className="cards">
          {projects.map((p) => (
            <li key={p.id} className="card">
              <RecordLink to={{ screen: 'projects', id: p.id }}>{p.title}</RecordLink>
              <span className="muted">
                {enumLabel(t, 'projectType', p.type)} · {enumLabel(t, 'projectStatus', p.status)} ·{' '}
                {t('projects.version', { number: p.versionNumber })}
              </span>
            </li>
          ))}
        </ul>
        <BuildingPhotos projects={projects} />
        <BuildingPvPlans buildingId={building.id} />
      </article>
    </div>
  );
}
