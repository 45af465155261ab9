/*
 * ['photos', 'stored', projectId]: the photos this device holds for a project (the originals'
 * rows). They follow the change feed with the photo module they write (app/change-feed.ts); a
 * workspace switch clears every query. The payload's entries, this device's and other devices',
 * come with the project's detail and follow the change feed like every module.
 */
export const photoKeys = {
  all: ['photos'] as const,
  stored: (projectId: string) => ['photos', 'stored', projectId] as const,
};
