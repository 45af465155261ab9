import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JsonObject, ModuleStatus } from '../../../shared/api';
import { api } from '../../api';
import { projectKeys } from '../projects/queries';

/** Saves a module's payload (with the schemaVersion when it was migrated) and/or its status. */
export function useSaveModuleMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      projectId: string;
      moduleKey: string;
      payload?: JsonObject;
      schemaVersion?: number;
      status?: ModuleStatus;
    }) =>
      api.modules.patch({
        projectId: input.projectId,
        moduleKey: input.moduleKey,
        body: {
          ...(input.payload !== undefined && { payload: input.payload }),
          ...(input.schemaVersion !== undefined && { schemaVersion: input.schemaVersion }),
          ...(input.status !== undefined && { status: input.status }),
        },
      }),
    onSuccess: (module) =>
      client.invalidateQueries({ queryKey: projectKeys.detail(module.projectId), exact: true }),
  });
}
