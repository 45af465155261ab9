import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '../../../shared/ipc/contract';
import { api } from '../../api';
import { photoKeys } from './queries';

/** A photo write; the project page's payload follows the change feed, the rows this key. */
function usePhotoMutation<R extends { projectId: string }, A>(run: (request: R) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: (_value, _error, request) =>
      client.invalidateQueries({ queryKey: photoKeys.stored(request.projectId) }),
  });
}

export const useChangePhoto = () =>
  usePhotoMutation((r: RequestOf<'photos.change'>) => api.photos.change(r));
export const useReorderPhotos = () =>
  usePhotoMutation((r: RequestOf<'photos.reorder'>) => api.photos.reorder(r));
export const useRemovePhoto = () =>
  usePhotoMutation((r: RequestOf<'photos.remove'>) => api.photos.remove(r));
