import type { photoChannels } from '../../../shared/ipc/contract';
import { CoreError } from '../../core/errors';
import type { PhotoAlbum } from '../../core/attachments/photo-album';
import { ok, type HandlerContext, type HandlersOf } from './context';

/** The photo channels over the workspace's attachment store (core/attachments). */
export function photoHandlers(
  { written }: HandlerContext,
  album: PhotoAlbum | undefined,
): HandlersOf<keyof typeof photoChannels> {
  const photos = (): PhotoAlbum => {
    if (!album)
      throw new CoreError('not_supported', 'This core was opened without an attachment store.', {
        channel: 'photos',
      });
    return album;
  };
  return {
    'photos.list': ({ projectId }) => photos().list(projectId),
    'photos.add': (photo) => written(photos().add(photo)),
    'photos.change': ({ projectId, id, changes }) =>
      written(photos().change(projectId, id, changes)),
    'photos.reorder': ({ projectId, ids }) => {
      photos().reorder(projectId, ids);
      return written(ok);
    },
    'photos.remove': ({ projectId, id }) => {
      photos().remove(projectId, id);
      return written(ok);
    },
    'photos.image': ({ id, kind }) => {
      const image = photos().image(id, kind);
      if (!image) return null;
      return {
        dataUri: `data:${image.mimeType};base64,${image.bytes.toString('base64')}`,
        fileName: image.fileName,
      };
    },
  };
}
