import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { projectKeys } from '../projects/queries';

export function useSaveModuleMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      projectId: string;
      moduleKey: string;
      payload: Record<string, unknown>;
    }) =>
      api.modules.patch({
        projectId: input.projectId,
        moduleKey: input.moduleKey,
        body: { payload: input.payload },
      }),
    onSuccess: (module) =>
      client.invalidateQueries({ queryKey: projectKeys.detail(module.projectId), exact: true }),
  });
}
