import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project } from '../../../shared/api';
import type { RequestOf } from '../../../shared/ipc/contract';
import { api } from '../../api';
import { buildingKeys } from '../buildings/keys';
import { contactKeys } from '../contacts/keys';
import { projectKeys } from './keys';

/*
 * Project writes (queued offline like every write). The change feed refreshes what they touched;
 * invalidating here too makes the screen current at once.
 */

function useProjectMutation<R>(run: (request: R) => Promise<Project>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (project) => {
      void client.invalidateQueries({ queryKey: projectKeys.lists });
      void client.invalidateQueries({ queryKey: projectKeys.detail(project.id) });
      void client.invalidateQueries({ queryKey: contactKeys.detail(project.contactId) });
      return client.invalidateQueries({ queryKey: buildingKeys.detail(project.buildingId) });
    },
  });
}

export const useCreateProjectMutation = () =>
  useProjectMutation((r: RequestOf<'projects.create'>) => api.projects.create(r));
export const usePatchProjectMutation = () =>
  useProjectMutation((r: RequestOf<'projects.patch'>) => api.projects.patch(r));
export const useArchiveProjectMutation = () =>
  useProjectMutation((r: RequestOf<'projects.archive'>) => api.projects.archive(r));
