import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Project } from '../../src/shared/api';
import type { RequestOf } from '../../src/shared/ipc/contract';

/*
 * The projects' CSV lists the rows as the project list shows them: a project's versions under
 * it (the list groups them), not in the core's order of change, and only what the filter keeps.
 */

const asked: RequestOf<'projects.list'>[] = [];
let stored: Project[] = [];
vi.mock('../../src/renderer/api', () => ({
  api: {
    projects: {
      list: async (request: RequestOf<'projects.list'>) => {
        asked.push(request);
        const { offset = 0, limit = 100 } = request;
        return {
          data: stored.slice(offset, offset + limit),
          hasMore: offset + limit < stored.length,
        };
      },
    },
  },
}));

const { projectsCsv } = await import('../../src/renderer/features/projects/projects-csv');
const { i18n, initI18n } = await import('../../src/renderer/i18n');

beforeAll(() => {
  initI18n('de');
});

function project(id: string, root: string | null, version: number, updatedAt: string): Project {
  return {
    id,
    title: id,
    type: 'energieausweis',
    status: 'active',
    versionNumber: version,
    rootProjectId: root,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt,
    archivedAt: null,
  } as unknown as Project;
}

describe('the projects CSV', () => {
  it("has the list's rows in the list's order, with the list's filter", async () => {
    // The core's order: most recently changed first. Version 2 of Altbau changed last, then the
    // Neubau, then Altbau's first version.
    stored = [
      project('Altbau v2', 'Altbau', 2, '2026-03-03T00:00:00.000Z'),
      project('Neubau', null, 1, '2026-02-02T00:00:00.000Z'),
      project('Altbau', null, 1, '2026-01-01T00:00:00.000Z'),
    ];
    const filter = { text: 'bau', type: 'energieausweis', status: '', contactId: '' };
    const { text, rows } = await projectsCsv(i18n.t, filter);
    const titles = text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(';')[0]);
    expect(rows).toBe(3);
    expect(titles).toEqual(['Altbau v2', 'Altbau', 'Neubau']);
    expect(asked[0]).toMatchObject({ text: 'bau', type: 'energieausweis', status: undefined });
  });
});
