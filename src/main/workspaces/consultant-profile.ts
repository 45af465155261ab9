import { join } from 'node:path';
import {
  consultantProfileSchema,
  emptyConsultantProfile,
  type ConsultantProfile,
} from '../../shared/domain/consultant-profile';
import { readOwnJsonFile, writePrivateFile } from './files';

export const profileFileName = 'consultant-profile.json';

/*
 * The consultant's profile of one workspace: a 0600 file in the workspace's own folder, so it is
 * per workspace, stays on this device, and goes with the workspace when it is removed. A damaged
 * file is set aside and reads as empty.
 */
export function readConsultantProfile(workspaceDir: string): ConsultantProfile {
  const stored = readOwnJsonFile(join(workspaceDir, profileFileName), consultantProfileSchema);
  return stored ?? { ...emptyConsultantProfile };
}

export function writeConsultantProfile(
  workspaceDir: string,
  profile: ConsultantProfile,
): ConsultantProfile {
  const next = consultantProfileSchema.parse(profile);
  writePrivateFile(join(workspaceDir, profileFileName), JSON.stringify(next, null, 2) + '\n');
  return next;
}
