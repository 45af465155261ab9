import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../shared/api';
import { ProjectPhotos } from './ProjectPhotos';

/** The photos of the site visit from the building's page: those of one of its projects. */
export function BuildingPhotos({ projects }: { projects: readonly Project[] }) {
  const { t } = useTranslation();
  const open = projects.filter((p) => p.status !== 'archived');
  const [projectId, setProjectId] = useState(open[0]?.id);
  const chosen = open.find((p) => p.id === projectId) ?? open[0];
  return (
    <section aria-labelledby="building-photos-title" data-testid="building-photos">
      <h3 id="building-photos-title">{t('photos.buildingTitle')}</h3>
      {!chosen ? (
        <p className="muted">{t('photos.buildingNoProject')}</p>
      ) : (
        <>
          {open.length > 1 && (
            <label className="field inline">
              <span>{t('photos.buildingProject')}</span>
              <select value={chosen.id} onChange={(e) => setProjectId(e.target.value)}>
                {open.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </select>
            </label>
          )}
          <ProjectPhotos key={chosen.id} projectId={chosen.id} />
        </>
      )}
    </section>
  );
}
