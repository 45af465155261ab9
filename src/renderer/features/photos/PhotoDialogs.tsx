import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  photoCaptionMax,
  photoCategories,
  photoRoomMax,
  type PhotoChanges,
} from '../../../shared/photos/photo-entry';
import type { ProjectPhoto } from '../../../shared/photos/photo-list';
import { api } from '../../api';
import { errorText } from '../../i18n/errors';
import { Dialog } from '../../ui/Dialog';
import { Field, FormError, onSubmit } from '../../ui/Field';
import { useChangePhoto, useRemovePhoto } from './mutations';
import { captionOf } from './photo-words';
import { localInputOf, timestampOf } from './taken-at';

/** What each photo dialog is given: the photo, its project, and how to close. */
interface PhotoDialogProps {
  projectId: string;
  photo: ProjectPhoto;
  onClose(): void;
}

/** The photo large: the downscaled copy from this device, or the thumbnail another device sent. */
export function ViewPhotoDialog({ photo, onClose }: { photo: ProjectPhoto; onClose(): void }) {
  const { t } = useTranslation();
  // Read while shown and dropped when closed (gcTime 0): the renderer keeps no image it does not show.
  const image = useQuery({
    queryKey: ['photos', 'image', photo.id],
    queryFn: () => api.photos.image({ id: photo.id, kind: 'scaled' }),
    enabled: photo.onDevice,
    gcTime: 0,
  });
  const caption = captionOf(t, photo);
  return (
    <Dialog
      title={t('photos.viewTitle', { caption })}
      onClose={onClose}
      testId="photo-view"
      actions={
        <button className="primary" data-autofocus onClick={onClose}>
          {t('photos.close')}
        </button>
      }
    >
      <figure className="photo-large">
        <img
          src={image.data?.dataUri ?? photo.entry.vorschau}
          alt={caption}
          data-testid="photo-large"
          data-full={image.data ? 'scaled' : 'thumbnail'}
        />
        <figcaption>
          {photo.entry.beschriftung}
          {photo.entry.raumBauteil && ` · ${photo.entry.raumBauteil}`}
        </figcaption>
      </figure>
      {!photo.onDevice && <p className="muted">{t('photos.viewThumbnailOnly')}</p>}
    </Dialog>
  );
}

export function EditPhotoDialog({ projectId, photo, onClose }: PhotoDialogProps) {
  const { t } = useTranslation();
  const change = useChangePhoto();
  const { entry } = photo;
  const [caption, setCaption] = useState(entry.beschriftung);
  const [category, setCategory] = useState(entry.kategorie);
  const [takenAt, setTakenAt] = useState(localInputOf(entry.aufgenommenAm));
  const [room, setRoom] = useState(entry.raumBauteil);
  const [inReport, setInReport] = useState(entry.imBericht ?? false);
  const [dropLocation, setDropLocation] = useState(false);
  const [takenAtError, setTakenAtError] = useState<string>();

  const save = () => {
    const at = timestampOf(takenAt);
    if (!at) return setTakenAtError(t('photos.takenAtInvalid'));
    // Only what changed is sent: an unchanged caption cannot overwrite one made elsewhere.
    const changes: PhotoChanges = {
      ...(caption.trim() !== entry.beschriftung && { beschriftung: caption.trim() }),
      ...(category !== entry.kategorie && { kategorie: category as PhotoChanges['kategorie'] }),
      ...(localInputOf(at) !== localInputOf(entry.aufgenommenAm) && { aufgenommenAm: at }),
      ...(room.trim() !== entry.raumBauteil && { raumBauteil: room.trim() }),
      ...(inReport !== (entry.imBericht ?? false) && { imBericht: inReport }),
      ...(dropLocation && { standort: null }),
    };
    if (!Object.keys(changes).length) return onClose();
    change.mutate({ projectId, id: photo.id, changes }, { onSuccess: onClose });
  };

  return (
    <Dialog
      title={t('photos.editTitle')}
      onClose={onClose}
      testId="photo-edit"
      actions={
        <>
          <button
            className="primary"
            type="submit"
            form="photo-edit-form"
            disabled={change.isPending}
          >
            {t('photos.save')}
          </button>
          <button onClick={onClose}>{t('photos.cancel')}</button>
        </>
      }
    >
      <form id="photo-edit-form" className="form" onSubmit={onSubmit(save)}>
        <img className="photo-edit-thumb" src={entry.vorschau} alt={captionOf(t, photo)} />
        <Field name="caption" label={t('photos.field.caption')}>
          <input
            name="caption"
            value={caption}
            maxLength={photoCaptionMax}
            data-autofocus
            onChange={(e) => setCaption(e.target.value)}
          />
        </Field>
        <Field name="category" label={t('photos.field.category')}>
          <select name="category" value={category} onChange={(e) => setCategory(e.target.value)}>
            {!(photoCategories as readonly string[]).includes(category) && (
              <option value={category}>{category}</option>
            )}
            {photoCategories.map((c) => (
              <option key={c} value={c}>
                {t(`photos.category.${c}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field name="takenAt" label={t('photos.field.takenAt')} error={takenAtError}>
          <input
            name="takenAt"
            inputMode="numeric"
            placeholder="20.11.2026 09:30"
            value={takenAt}
            aria-invalid={!!takenAtError}
            onChange={(e) => {
              setTakenAt(e.target.value);
              setTakenAtError(undefined);
            }}
          />
        </Field>
        <Field name="room" label={t('photos.field.room')}>
          <input
            name="room"
            value={room}
            maxLength={photoRoomMax}
            onChange={(e) => setRoom(e.target.value)}
          />
        </Field>
        <label className="check">
          <input
            type="checkbox"
            checked={inReport}
            onChange={(e) => setInReport(e.target.checked)}
          />
          {t('photos.field.inReport')}
        </label>
        {entry.standort && (
          <label className="check">
            <input
              type="checkbox"
              checked={dropLocation}
              onChange={(e) => setDropLocation(e.target.checked)}
            />
            {t('photos.field.removeLocation')}
          </label>
        )}
        <FormError message={change.isError ? errorText(t, change.error) : null} />
      </form>
    </Dialog>
  );
}

export function RemovePhotoDialog({ projectId, photo, onClose }: PhotoDialogProps) {
  const { t } = useTranslation();
  const remove = useRemovePhoto();
  return (
    <Dialog
      title={t('photos.removeTitle')}
      onClose={onClose}
      testId="photo-remove"
      actions={
        <>
          <button
            className="danger-button"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ projectId, id: photo.id }, { onSuccess: onClose })}
          >
            {t('photos.removeConfirm')}
          </button>
          <button data-autofocus onClick={onClose}>
            {t('photos.cancel')}
          </button>
        </>
      }
    >
      <p>{t('photos.removeText', { caption: captionOf(t, photo) })}</p>
      <FormError message={remove.isError ? errorText(t, remove.error) : null} />
    </Dialog>
  );
}
