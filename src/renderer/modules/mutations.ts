import { useMutation } from '@tanstack/react-query';
import type { JsonObject, ModuleStatus } from '../../shared/api';
import { api } from '../api';

/**
 * Saves a module's payload (with the schemaVersion when it was migrated) and/or its status. The
 * change feed refreshes the project page that lists the module (app/change-feed.ts).
 */
export function useSaveModuleMutation() {
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
  });
}
