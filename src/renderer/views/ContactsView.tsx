import { useEffect, useState } from 'react';
import { contactStatuses } from '../../shared/api';
import { contactName, formatDate, formatEuro, isLocal } from '../format';
import { useApp } from '../state';
import { ListItem } from '../components/ListItem';
import { SearchField } from '../components/SearchField';
import { AddBuildingForm, AddDealForm } from './ContactRecordForms';
import { NewContactForm } from './NewContactForm';

export function ContactsView() {
  const { query, results, hasMore, contactId, contact, search, openContact, openProject, setView } =
    useApp();
  const [creating, setCreating] = useState(false);
  // The inline form open on the contact's page, if any; it closes when another contact opens.
  const [adding, setAdding] = useState<'building' | 'deal' | null>(null);
  useEffect(() => setAdding(null), [contactId]);
  const added = (saved: boolean) => {
    setAdding(null);
    if (saved && contactId) void openContact(contactId);
  };

  return (
    <div className="split">
      <section className="list-pane">
        <header className="pane-header">
          <h1>Contacts</h1>
          <button
            className="primary"
            onClick={() => {
              setCreating(true);
              void openContact(null);
            }}
          >
            New contact
          </button>
        </header>
        <SearchField
          initial={query}
          placeholder="Search name, e-mail, phone, company…"
          label="Search contacts"
          onSearch={(text) => void search(text)}
        />
        <ul className="list" data-testid="contact-list">
          {results.map((c) => (
            <ListItem
              key={c.id}
              id={c.id}
              title={contactName(c)}
              selected={c.id === contactId}
              onOpen={() => {
                setCreating(false);
                void openContact(c.id);
              }}
            >
              <span className={`tag tag-${c.status}`}>{c.status}</span>
              {typeof c.fields.email === 'string' && <span>{c.fields.email}</span>}
            </ListItem>
          ))}
          {results.length === 0 && <li className="empty">No contacts match “{query}”.</li>}
          {hasMore && <li className="empty">More contacts match; refine the search.</li>}
        </ul>
      </section>

      <section className="detail-pane">
        {creating ? (
          <NewContactForm
            onDone={(id) => {
              setCreating(false);
              if (id) void openContact(id);
            }}
          />
        ) : contact ? (
          <article className="detail" data-testid="contact-detail">
            <header className="detail-header">
              <div>
                <h2>{contactName(contact.contact)}</h2>
                <div className="muted">
                  <span className={`tag tag-${contact.contact.status}`}>
                    {contact.contact.status}
                  </span>{' '}
                  {contact.contact.assignedTo
                    ? `assigned to ${contact.contact.assignedTo}`
                    : 'unassigned'}
                  {isLocal(contact.contact.id) && (
                    <span className="tag tag-pending">not synced</span>
                  )}
                </div>
              </div>
            </header>

            <h3>Details</h3>
            <dl className="kv">
              {Object.entries(contact.contact.fields).map(([key, value]) => (
                <div key={key}>
                  <dt>{key}</dt>
                  <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
                </div>
              ))}
            </dl>

            <div className="section-header">
              <h3>Buildings ({contact.buildings.length})</h3>
              {adding !== 'building' && (
                <button onClick={() => setAdding('building')}>Add building</button>
              )}
            </div>
            {adding === 'building' && (
              <AddBuildingForm contactId={contact.contact.id} onDone={added} />
            )}
            {contact.buildings.length === 0 && <p className="muted">No buildings yet.</p>}
            <ul className="cards">
              {contact.buildings.map((b) => (
                <li key={b.id} className="card">
                  <strong>{b.name}</strong>
                  <span className="muted">
                    {[b.street, [b.postalCode, b.city].filter(Boolean).join(' ')]
                      .filter(Boolean)
                      .join(', ') || 'No address'}
                  </span>
                  <span className="muted">
                    {[
                      b.buildingType,
                      b.buildingYear && `built ${b.buildingYear}`,
                      b.livingArea && `${b.livingArea} m²`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </li>
              ))}
            </ul>

            <div className="section-header">
              <h3>Deals ({contact.deals.length})</h3>
              {adding !== 'deal' && <button onClick={() => setAdding('deal')}>Add deal</button>}
            </div>
            {adding === 'deal' && <AddDealForm contactId={contact.contact.id} onDone={added} />}
            {contact.deals.length === 0 && <p className="muted">No deals yet.</p>}
            <table className="table">
              <tbody>
                {contact.deals.map((d) => (
                  <tr key={d.id}>
                    <td>{d.title}</td>
                    <td>
                      <span className={`tag tag-${d.status}`}>{d.status}</span>
                      {d.archivedAt && <span className="tag">archived</span>}
                    </td>
                    <td className="num">{formatEuro(d.value)}</td>
                    <td className="muted">{formatDate(d.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>

            <h3>Projects ({contact.projects.length})</h3>
            {contact.projects.length === 0 && <p className="muted">No projects yet.</p>}
            <ul className="cards">
              {contact.projects.map((p) => (
                <li key={p.id} className="card">
                  <button
                    className="link"
                    onClick={() => {
                      setView('projects');
                      void openProject(p.id);
                    }}
                  >
                    {p.title}
                  </button>
                  <span className="muted">
                    {p.type} · {p.status}
                  </span>
                </li>
              ))}
            </ul>
          </article>
        ) : (
          <div className="placeholder">
            <p>Select a contact, or create a new one.</p>
            <p className="muted">Statuses: {contactStatuses.join(', ')}</p>
          </div>
        )}
      </section>
    </div>
  );
}
