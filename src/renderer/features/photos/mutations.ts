import { useMutation } from '@tanstack/react-query';
import type { RequestOf } from '../../../shared/ipc/contract';
import { api } from '../../api';

/*
 * Photo writes. Each changes the photo module's payload in the same transaction as the photo's
 * row, so the change feed's module change refreshes both the project page and the rows
 * (app/change-feed.ts).
 */
export const useChangePhoto = () =>
  useMutation({ mutationFn: (r: RequestOf<'photos.change'>) => api.photos.change(r) });
export const useReorderPhotos = () =>
  useMutation({ mutationFn: (r: RequestOf<'photos.reorder'>) => api.photos.reorder(r) });
export const useRemovePhoto = () =>
  useMutation({ mutationFn: (r: RequestOf<'photos.remove'>) => api.photos.remove(r) });
