import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { photosModuleKey, type PhotoCategory } from '../../../shared/photos/photo-entry';
import { projectPhotos } from '../../../shared/photos/photo-list';
import { updateRoof } from '../../../shared/pv-plan/edits';
import { captionOf } from '../photos/photo-words';
import { photoQueries } from '../photos/queries';
import { projectQueries } from '../projects/queries';
import { usePlanner } from './planner-store';

/*
 * The site visit's photos beside the selected face: the consultant picks the photos of the
 * categories Dach and Fassade that show this face; they are kept in the plan by photo key
 * (the roof's `fotos`) and shown as the synced thumbnails, so another device sees them too.
 * A key whose photo is gone (removed, or not synced yet) stays in the plan and is not shown.
 */

const faceCategories: readonly PhotoCategory[] = ['dach', 'fassade'];

export function FacePhotos({ projectId, readOnly }: { projectId: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const face = usePlanner((s) => s.model?.roofs.find((r) => r.id === s.selectedRoofId));
  const detail = useQuery(projectQueries.detail(projectId));
  const stored = useQuery(photoQueries.stored(projectId));
  if (!face) return null;
  const payload = detail.data?.modules.find((m) => m.moduleKey === photosModuleKey)?.payload;
  const photos = projectPhotos(payload, stored.data ?? []);
  const chosenKeys = face.photoKeys ?? [];
  const chosen = photos.filter((p) => chosenKeys.includes(p.id));
  const candidates = photos.filter(
    (p) =>
      chosenKeys.includes(p.id) ||
      (faceCategories as readonly string[]).includes(p.entry.kategorie ?? ''),
  );
  const toggle = (key: string, on: boolean) =>
    usePlanner.getState().edit((m) =>
      updateRoof(m, face.id, {
        photoKeys: on ? [...chosenKeys, key] : chosenKeys.filter((k) => k !== key),
      }),
    );
  return (
    <section
      className="pv-card"
      aria-labelledby="pv-face-photos-title"
      data-testid="pv-face-photos"
    >
      <h2 id="pv-face-photos-title">{t('pvFacePhotos.title')}</h2>
      {chosen.length ? (
        <div className="pv-face-photos">
          {chosen.map((photo) => (
            <figure key={photo.id}>
              <img src={photo.entry.vorschau} alt={captionOf(t, photo)} />
              <figcaption>{captionOf(t, photo)}</figcaption>
            </figure>
          ))}
        </div>
      ) : (
        <p className="muted">{t('pvFacePhotos.none')}</p>
      )}
      {!readOnly &&
        (candidates.length ? (
          <fieldset className="pv-face-photo-choice">
            <legend>{t('pvFacePhotos.choose')}</legend>
            {candidates.map((photo) => (
              <label key={photo.id}>
                <input
                  type="checkbox"
                  checked={chosenKeys.includes(photo.id)}
                  aria-label={t('pvFacePhotos.show', { caption: captionOf(t, photo) })}
                  onChange={(e) => toggle(photo.id, e.target.checked)}
                />
                <img src={photo.entry.vorschau} alt="" />
                <span>{captionOf(t, photo)}</span>
              </label>
            ))}
          </fieldset>
        ) : (
          <p className="muted">{t('pvFacePhotos.noCandidates')}</p>
        ))}
    </section>
  );
}
