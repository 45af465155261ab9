import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { photosModuleKey } from '../../../shared/photos/photo-entry';
import { projectPhotos } from '../../../shared/photos/photo-list';
import { api } from '../../api';
import { errorText } from '../../i18n/errors';
import { saveFile } from '../../ui/save-file';

/*
 * "Projekt exportieren": one JSON file with the project, its building, every module's payload and
 * the photos with their originals (data URIs). The file is put together as a Blob of parts, one
 * original read from the core at a time, so the renderer never holds more than one original.
 */

export const projectExportFormat = 'ortstermin-projekt';

export function ProjectExportButton({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'busy'; done: number; total: number }
    | { kind: 'done'; file: string; count: number }
    | { kind: 'failed'; reason: string }
  >({ kind: 'idle' });

  const run = async () => {
    try {
      const detail = await api.projects.get({ id: projectId });
      const module = detail.modules.find((m) => m.moduleKey === photosModuleKey);
      const stored = await api.photos.list({ projectId });
      const photos = projectPhotos(module?.payload, stored).filter((p) => p.onDevice);
      setState({ kind: 'busy', done: 0, total: photos.length });
      const head = {
        format: projectExportFormat,
        version: 1,
        exportedAt: new Date().toISOString(),
        project: detail.project,
        contact: detail.contact,
        building: detail.building,
        modules: detail.modules,
      };
      const parts: BlobPart[] = [JSON.stringify(head).slice(0, -1), ',"photos":['];
      for (const [index, photo] of photos.entries()) {
        const original = await api.photos.image({ id: photo.id, kind: 'original' });
        if (index > 0) parts.push(',');
        parts.push(
          JSON.stringify({
            id: photo.id,
            entry: photo.entry,
            fileName: original?.fileName ?? null,
            original: original?.dataUri ?? null,
          }),
        );
        setState({ kind: 'busy', done: index + 1, total: photos.length });
      }
      parts.push(']}');
      const day = new Date().toISOString().slice(0, 10);
      const file = `projekt-${detail.project.title.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60)}-${day}.json`;
      saveFile(file, new Blob(parts, { type: 'application/json' }));
      setState({ kind: 'done', file, count: photos.length });
    } catch (error) {
      setState({ kind: 'failed', reason: errorText(t, error) });
    }
  };

  return (
    <span className="project-export">
      <button
        onClick={() => void run()}
        disabled={state.kind === 'busy'}
        data-testid="project-export"
      >
        {t('photos.export')}
      </button>
      <span role="status" className="muted">
        {state.kind === 'busy' && t('photos.exporting', { done: state.done, total: state.total })}
        {state.kind === 'done' && t('photos.exported', { file: state.file, count: state.count })}
      </span>
      {state.kind === 'failed' && (
        <span className="form-error" role="alert">
          {t('photos.exportFailed', { reason: state.reason })}
        </span>
      )}
    </span>
  );
}
