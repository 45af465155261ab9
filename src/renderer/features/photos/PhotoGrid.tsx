import { closestCenter, DndContext } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectPhoto } from '../../../shared/photos/photo-list';
import { formatDateTime } from '../../i18n/format';
import { useSortableList } from '../../ui/sortable-list';
import { EditPhotoDialog, RemovePhotoDialog, ViewPhotoDialog } from './PhotoDialogs';
import { useReorderPhotos } from './mutations';
import { captionOf } from './photo-words';

type Open = { kind: 'view' | 'edit' | 'remove'; photo: ProjectPhoto } | null;

/**
 * The photos in the consultant's order: drag a photo by its handle (mouse, or with the keyboard:
 * Space on the handle, arrow keys, Space), view it large, edit or remove it.
 */
export function PhotoGrid({
  projectId,
  photos,
  readOnly,
}: {
  projectId: string;
  photos: ProjectPhoto[];
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const reorder = useReorderPhotos();
  const [open, setOpen] = useState<Open>(null);
  // The order just chosen, shown until the saved one comes back (no jump back for a moment).
  const [chosen, setChosen] = useState<string[] | null>(null);
  const shownIds = photos.map((p) => p.id).join(' ');
  useEffect(() => setChosen(null), [shownIds]);
  const ordered = chosen
    ? chosen.map((id) => photos.find((p) => p.id === id)).filter((p) => p !== undefined)
    : photos;
  const ids = ordered.map((p) => p.id);
  const sortable = useSortableList({
    ids,
    words: 'photos',
    onMove: (from, to) => {
      const next = arrayMove(ids, from, to);
      setChosen(next);
      reorder.mutate({ projectId, ids: next }, { onError: () => setChosen(null) });
    },
  });

  return (
    <DndContext
      sensors={sortable.sensors}
      collisionDetection={closestCenter}
      onDragEnd={sortable.onDragEnd}
      accessibility={sortable.accessibility}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ol className="photo-grid" aria-label={t('photos.listLabel')} data-testid="photo-grid">
          {ordered.map((photo, index) => (
            <PhotoCard
              key={photo.id}
              photo={photo}
              index={index}
              readOnly={readOnly}
              onOpen={(kind) => setOpen({ kind, photo })}
            />
          ))}
        </ol>
      </SortableContext>
      {open?.kind === 'view' && (
        <ViewPhotoDialog photo={open.photo} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'edit' && (
        <EditPhotoDialog projectId={projectId} photo={open.photo} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'remove' && (
        <RemovePhotoDialog projectId={projectId} photo={open.photo} onClose={() => setOpen(null)} />
      )}
    </DndContext>
  );
}

function PhotoCard({
  photo,
  index,
  readOnly,
  onOpen,
}: {
  photo: ProjectPhoto;
  index: number;
  readOnly: boolean;
  onOpen(kind: 'view' | 'edit' | 'remove'): void;
}) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: photo.id, disabled: readOnly });
  const { entry } = photo;
  const caption = captionOf(t, photo);
  return (
    <li
      ref={sortable.setNodeRef}
      className={`photo-card${sortable.isDragging ? ' dragging' : ''}`}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      data-testid="photo-card"
      data-photo-id={photo.id}
    >
      <button className="photo-thumb" onClick={() => onOpen('view')} title={t('photos.view')}>
        <img src={entry.vorschau} alt={caption} width={entry.breite} height={entry.hoehe} />
      </button>
      <div className="photo-text">
        <strong data-testid="photo-caption">{entry.beschriftung || t('photos.noCaption')}</strong>
        <span className="muted">
          {t(`photos.category.${entry.kategorie}`, { defaultValue: entry.kategorie })}
          {entry.raumBauteil && ` · ${entry.raumBauteil}`}
        </span>
        <span className="muted">
          {t(entry.zeitQuelle === 'exif' ? 'photos.takenExif' : 'photos.takenAdded', {
            date: formatDateTime(entry.aufgenommenAm),
          })}
        </span>
        <span className="photo-flags">
          {photo.localOnly && (
            <span
              className="tag tag-queued"
              data-testid="photo-local-only"
              title={t('photos.localOnly')}
            >
              {t('photos.localOnly')}
            </span>
          )}
          {!photo.onDevice && <span className="tag">{t('photos.otherDevice')}</span>}
          {entry.imBericht && <span className="tag tag-ready">{t('photos.inReport')}</span>}
          {entry.standort && <span className="tag">{t('photos.location')}</span>}
        </span>
      </div>
      <div className="photo-actions">
        {!readOnly && (
          <button
            className="drag-handle"
            aria-label={t('photos.dragHandle', { n: index + 1 })}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            ⠿
          </button>
        )}
        <button onClick={() => onOpen('view')}>{t('photos.view')}</button>
        {!readOnly && <button onClick={() => onOpen('edit')}>{t('photos.edit')}</button>}
        {!readOnly && (
          <button className="danger-button" onClick={() => onOpen('remove')}>
            {t('photos.remove')}
          </button>
        )}
      </div>
    </li>
  );
}
