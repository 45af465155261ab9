import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  photoCategories,
  photosModuleKey,
  type PhotoCategory,
} from '../../../shared/photos/photo-entry';
import { projectPhotos, type ProjectPhoto } from '../../../shared/photos/photo-list';
import { projectQueries } from '../projects/queries';
import { settingsQueries } from '../settings/queries';
import { addPhotos, type AddPhotosProgress } from './add-photos';
import { PhotoGrid } from './PhotoGrid';
import { photoQueries } from './queries';
import './photos.css';

/**
 * The photos of a project's site visit: add them (file dialog, drag and drop, camera), then
 * caption, reorder, view and remove them. What syncs is each photo's entry in the
 * project-information payload; the originals stay on this device (docs/photos.md).
 */
export function ProjectPhotos({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const detail = useQuery(projectQueries.detail(projectId));
  const stored = useQuery(photoQueries.stored(projectId));
  const settings = useQuery(settingsQueries.settings());
  const [category, setCategory] = useState<PhotoCategory>('sonstiges');
  const [progress, setProgress] = useState<AddPhotosProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const [dropping, setDropping] = useState(false);
  const chooser = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const module = detail.data?.modules.find((m) => m.moduleKey === photosModuleKey);
  const locked = module?.status === 'locked';
  const photos: ProjectPhoto[] = projectPhotos(module?.payload, stored.data ?? []);

  // A finished batch's report stays until the next one starts; the list follows the feed.
  useEffect(() => () => setProgress(null), [projectId]);

  const add = async (files: File[]) => {
    if (!files.length || busy || locked) return;
    setBusy(true);
    setProgress({ done: 0, total: files.length, refused: [] });
    try {
      const result = await addPhotos(projectId, files, {
        category,
        keepLocation: settings.data?.photoLocation ?? false,
        onProgress: setProgress,
      });
      setProgress(result);
    } finally {
      setBusy(false);
    }
  };
  const fromInput = (input: HTMLInputElement | null) => {
    const files = [...(input?.files ?? [])];
    if (input) input.value = '';
    void add(files);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropping(false);
    void add([...event.dataTransfer.files]);
  };
  const added = progress ? progress.done - progress.refused.length : 0;

  return (
    <section className="photos" aria-labelledby="photos-title" data-testid="project-photos">
      <h3 id="photos-title">{t('photos.title', { count: photos.length })}</h3>
      {locked ? (
        <p className="notice" role="note" data-testid="photos-locked">
          {t('photos.locked', { reason: module?.lockedReason ?? '' })}
        </p>
      ) : (
        <div
          className={`photo-drop${dropping ? ' dropping' : ''}`}
          data-testid="photo-drop"
          onDragOver={(e) => {
            e.preventDefault();
            setDropping(true);
          }}
          onDragLeave={() => setDropping(false)}
          onDrop={onDrop}
        >
          <p className="muted">{t('photos.intro')}</p>
          <div className="photo-add">
            <label className="field inline">
              <span>{t('photos.categoryForNew')}</span>
              <select
                value={category}
                onChange={(e) => setCategory(e.target.value as PhotoCategory)}
                data-testid="photo-new-category"
              >
                {photoCategories.map((c) => (
                  <option key={c} value={c}>
                    {t(`photos.category.${c}`)}
                  </option>
                ))}
              </select>
            </label>
            <button className="primary" disabled={busy} onClick={() => chooser.current?.click()}>
              {t('photos.choose')}
            </button>
            <button disabled={busy} onClick={() => camera.current?.click()}>
              {t('photos.camera')}
            </button>
            <span className="muted">
              {dropping ? t('photos.dropActive') : t('photos.dropHint')}
            </span>
            <input
              ref={chooser}
              type="file"
              accept="image/*"
              multiple
              hidden
              data-testid="photo-file-input"
              onChange={(e) => fromInput(e.currentTarget)}
            />
            <input
              ref={camera}
              type="file"
              accept="image/*"
              capture="environment"
              hidden
              data-testid="photo-camera-input"
              onChange={(e) => fromInput(e.currentTarget)}
            />
          </div>
        </div>
      )}
      <div role="status" className="photo-progress" data-testid="photo-progress">
        {progress &&
          (busy
            ? t('photos.adding', { done: progress.done, total: progress.total })
            : added > 0 && t('photos.added', { count: added }))}
      </div>
      {progress && progress.refused.length > 0 && (
        <ul className="form-error photo-refusals" role="alert">
          {progress.refused.map((r, i) => (
            <li key={i}>{t(`photos.refused.${r.reason}`, { name: r.fileName })}</li>
          ))}
        </ul>
      )}
      {photos.length === 0 ? (
        <p className="muted">{t('photos.none')}</p>
      ) : (
        <PhotoGrid projectId={projectId} photos={photos} readOnly={locked} />
      )}
    </section>
  );
}
