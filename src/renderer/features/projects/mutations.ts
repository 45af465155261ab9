import { useMutation } from '@tanstack/react-query';
import type { Project } from '../../../shared/api';
import type { RequestOf } from '../../../shared/ipc/contract';
import { api } from '../../api';

/*
 * Project writes (queued offline like every write). The change feed refreshes the project lists,
 * the project's page and the contact and building pages that list it (app/change-feed.ts).
 */

function useProjectMutation<R>(run: (request: R) => Promise<Project>) {
  return useMutation({ mutationFn: run });
}

export const useCreateProjectMutation = () =>
  useProjectMutation((r: RequestOf<'projects.create'>) => api.projects.create(r));
export const usePatchProjectMutation = () =>
  useProjectMutation((r: RequestOf<'projects.patch'>) => api.projects.patch(r));
export const useArchiveProjectMutation = () =>
  useProjectMutation((r: RequestOf<'projects.archive'>) => api.projects.archive(r));
