import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProjectModule } from '../../../shared/api';
import { photosModuleKey } from '../../../shared/photos/photo-entry';
import { projectPhotos } from '../../../shared/photos/photo-list';
import { api } from '../../api';
import { formatDateTime } from '../../i18n/format';
import { photoQueries } from '../photos/queries';
import { captionOf } from '../photos/photo-words';
import '../photos/photos.css';

/**
 * The report's photos: those chosen "Im Bericht zeigen", two per row with their captions; the
 * 1,280 px copy where this device has it, else the thumbnail another device synced. Nothing
 * is printed when no photo was chosen.
 */
export function ReportPhotos({
  projectId,
  modules,
}: {
  projectId: string;
  modules: readonly ProjectModule[];
}) {
  const { t } = useTranslation();
  const stored = useQuery(photoQueries.stored(projectId));
  const payload = modules.find((m) => m.moduleKey === photosModuleKey)?.payload;
  const chosen = projectPhotos(payload, stored.data ?? []).filter((p) => p.entry.imBericht);
  const images = useQueries({
    queries: chosen.map((photo) => ({
      queryKey: ['photos', 'image', photo.id],
      queryFn: () => api.photos.image({ id: photo.id, kind: 'scaled' }),
      enabled: photo.onDevice,
      gcTime: 0,
    })),
  });
  if (!chosen.length) return null;
  return (
    <section
      className="report-photos"
      aria-labelledby="report-photos-title"
      data-testid="report-photos"
    >
      <h2 id="report-photos-title">{t('photos.reportTitle')}</h2>
      <div className="report-photo-grid">
        {chosen.map((photo, i) => (
          <figure key={photo.id} className="report-photo">
            <img src={images[i]?.data?.dataUri ?? photo.entry.vorschau} alt={captionOf(t, photo)} />
            <figcaption>
              <strong>{captionOf(t, photo)}</strong>
              <br />
              <span className="muted">
                {[
                  t(`photos.category.${photo.entry.kategorie}`, {
                    defaultValue: photo.entry.kategorie,
                  }),
                  photo.entry.raumBauteil,
                  formatDateTime(photo.entry.aufgenommenAm),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
