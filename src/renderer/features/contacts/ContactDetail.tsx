import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IpcError } from '../../../shared/ipc/contract';
import { errorText } from '../../i18n/errors';
import { formatDate, formatEuro, formatNumber, formatYear } from '../../i18n/format';
import { enumLabel, fieldLabel, fieldText } from '../../i18n/labels';
import { useDraft, useDrafts } from '../../stores/drafts';
import { useNavigation } from '../../stores/navigation';
import { isLocal } from '../../ui/ids';
import { contactName } from './contact-name';
import { AddBuildingForm, buildingDraftKey } from '../buildings/BuildingForm';
import { emptyBuilding } from '../buildings/building-form';
import { useProjectFilters } from '../projects/filters';
import { NewProjectForm, projectDraftKey } from '../projects/NewProjectForm';
import { contactEditDraftKey, ContactEditForm, startContactEdit } from './ContactEditForm';
import { AddDealForm, dealDraftKey, emptyDeal } from './ContactRecordForms';
import { RecordLink } from './RecordLink';
import { contactQueries } from './queries';
import { ConflictBanner } from '../outbox/ConflictBanner';

/** One contact with its buildings, deals and projects; the add forms are drafts of this contact. */
export function ContactDetailView({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigation((s) => s.navigate);
  const detail = useQuery(contactQueries.detail(id));
  // An open form is a draft of this contact: it is open while the draft exists.
  const buildingKey = buildingDraftKey(id);
  const dealKey = dealDraftKey(id);
  const addingBuilding = !!useDraft(buildingKey);
  const addingDeal = !!useDraft(dealKey);
  const editing = !!useDraft(contactEditDraftKey(id));
  const projectKey = projectDraftKey(id);
  const addingProject = !!useDraft(projectKey);
  const filterProjects = useProjectFilters((s) => s.set);
  const save = useDrafts((s) => s.save);
  const addBuildingButton = useRef<HTMLButtonElement>(null);
  const addDealButton = useRef<HTMLButtonElement>(null);
  // Focus returns to the button that opened a form when it closes.
  const wasOpen = useRef({ building: addingBuilding, deal: addingDeal });
  useEffect(() => {
    if (wasOpen.current.building && !addingBuilding) addBuildingButton.current?.focus();
    if (wasOpen.current.deal && !addingDeal) addDealButton.current?.focus();
    wasOpen.current = { building: addingBuilding, deal: addingDeal };
  }, [addingBuilding, addingDeal]);

  if (detail.isPending) return <div className="placeholder">{t('app.loading')}</div>;
  if (detail.isError)
    return (
      <div className="placeholder" role="status">
        {detail.error instanceof IpcError && detail.error.code === 'not_found'
          ? t('contacts.missing')
          : errorText(t, detail.error)}
      </div>
    );
  const { contact, buildings, deals, projects } = detail.data;

  return (
    <article className="detail" data-testid="contact-detail" aria-labelledby="contact-name">
      <header className="detail-header">
        <div>
          <h2 id="contact-name">{contactName(contact)}</h2>
          <div className="muted">
            <span className={`tag tag-${contact.status}`}>
              {enumLabel(t, 'contactStatus', contact.status)}
            </span>{' '}
            {contact.assignedTo
              ? t('contacts.assignedTo', { name: contact.assignedTo })
              : t('contacts.unassigned')}
            {isLocal(contact.id) && <span className="tag tag-pending">{t('app.notSynced')}</span>}
          </div>
        </div>
        {!editing && (
          <button onClick={() => startContactEdit(contact)}>{t('contacts.edit.open')}</button>
        )}
      </header>
      <ConflictBanner resource="contacts" recordId={contact.id} />

      <h3>{t('contacts.details')}</h3>
      {editing ? (
        <ContactEditForm contact={contact} onDone={() => undefined} />
      ) : (
        <dl className="kv">
          {Object.entries(contact.fields).map(([key, value]) => (
            <div key={key}>
              <dt>{fieldLabel(t, key)}</dt>
              <dd>{fieldText(value)}</dd>
            </div>
          ))}
        </dl>
      )}

      <div className="section-header">
        <h3>{t('contacts.buildings', { count: buildings.length })}</h3>
        {!addingBuilding && (
          <button ref={addBuildingButton} onClick={() => save(buildingKey, emptyBuilding)}>
            {t('contacts.addBuilding')}
          </button>
        )}
      </div>
      {addingBuilding && <AddBuildingForm contactId={id} onDone={() => undefined} />}
      {buildings.length === 0 && <p className="muted">{t('contacts.noBuildings')}</p>}
      <ul className="cards">
        {buildings.map((b) => (
          <li key={b.id} className="card">
            <RecordLink to={{ screen: 'buildings', id: b.id }}>{b.name}</RecordLink>
            <span className="muted">
              {[b.street, [b.postalCode, b.city].filter(Boolean).join(' ')]
                .filter(Boolean)
                .join(', ') || t('contacts.noAddress')}
            </span>
            <span className="muted">
              {[
                b.buildingType,
                b.buildingYear && t('contacts.builtIn', { year: formatYear(b.buildingYear) }),
                b.livingArea && t('contacts.area', { area: formatNumber(b.livingArea) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>

      <div className="section-header">
        <h3>{t('contacts.deals', { count: deals.length })}</h3>
        {!addingDeal && (
          <button ref={addDealButton} onClick={() => save(dealKey, emptyDeal)}>
            {t('contacts.addDeal')}
          </button>
        )}
      </div>
      {addingDeal && <AddDealForm contactId={id} onDone={() => undefined} />}
      {deals.length === 0 && <p className="muted">{t('contacts.noDeals')}</p>}
      {deals.length > 0 && (
        <table className="table" aria-label={t('contacts.dealsTable')}>
          <thead>
            <tr>
              <th scope="col">{t('contacts.colTitle')}</th>
              <th scope="col">{t('contacts.colStatus')}</th>
              <th scope="col" className="num">
                {t('contacts.colValue')}
              </th>
              <th scope="col">{t('contacts.colUpdated')}</th>
            </tr>
          </thead>
          <tbody>
            {deals.map((d) => (
              <tr key={d.id}>
                <td>{d.title}</td>
                <td>
                  <span className={`tag tag-${d.status}`}>
                    {enumLabel(t, 'dealStatus', d.status)}
                  </span>
                  {d.archivedAt && <span className="tag">{t('contacts.archived')}</span>}
                </td>
                <td className="num">{formatEuro(d.value)}</td>
                <td className="muted">{formatDate(d.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <div className="section-header">
        <h3>{t('contacts.projects', { count: projects.length })}</h3>
        <div className="actions">
          {projects.length > 0 && (
            <RecordLink
              to={{ screen: 'projects' }}
              onFollow={() => filterProjects({ contactId: id, contactName: contactName(contact) })}
            >
              {t('contacts.allProjects')}
            </RecordLink>
          )}
          {!addingProject && (
            <button onClick={() => save(projectKey, {})} disabled={buildings.length === 0}>
              {t('projects.create.open')}
            </button>
          )}
        </div>
      </div>
      {addingProject && (
        <NewProjectForm
          contactId={id}
          buildings={buildings}
          onDone={(project) => project && navigate({ screen: 'projects', id: project.id })}
        />
      )}
      {buildings.length === 0 && <p className="muted">{t('contacts.projectNeedsBuilding')}</p>}
      {projects.length === 0 && <p className="muted">{t('contacts.noProjects')}</p>}
      <ul className="cards">
        {projects.map((p) => (
          <li key={p.id} className="card">
            <a
              className="link"
              href={`#/projects/${encodeURIComponent(p.id)}`}
              onClick={(e) => {
                e.preventDefault();
                navigate({ screen: 'projects', id: p.id });
              }}
            >
              {p.title}
            </a>
            <span className="muted">
              {enumLabel(t, 'projectType', p.type)} · {enumLabel(t, 'projectStatus', p.status)}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}
