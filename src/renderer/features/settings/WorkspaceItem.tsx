import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IpcError, type WorkspaceView } from '../../../shared/ipc/contract';
import { errorText } from '../../i18n/errors';
import { Dialog } from '../../ui/Dialog';
import { FormError, TextField, onSubmit } from '../../ui/Field';
import { ConnectionResult } from './ConnectionResult';
import {
  useRemoveWorkspace,
  useRenameWorkspace,
  useSetKey,
  useSwitchWorkspace,
  useTestConnection,
} from './mutations';

type Editing = 'rename' | 'key' | null;

/** One workspace: where it is, whether a key is set and where it is kept, and what can be done. */
export function WorkspaceItem({
  workspace: ws,
  active,
}: {
  workspace: WorkspaceView;
  active: boolean;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const [text, setText] = useState('');
  const [removing, setRemoving] = useState(false);
  const [unsynced, setUnsynced] = useState(ws.unsynced);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const switchTo = useSwitchWorkspace();
  const test = useTestConnection();
  const rename = useRenameWorkspace();
  const setKey = useSetKey();
  const remove = useRemoveWorkspace();
  const remote = ws.kind === 'remote';
  const titleId = `ws-${ws.id}`;

  const done = (message: string) => {
    setEditing(null);
    setText('');
    setError(null);
    setNote(message);
  };
  const fail = (e: unknown) => setError(errorText(t, e));

  const confirmRemove = (confirmUnsynced: boolean) =>
    remove
      .mutateAsync({ id: ws.id, confirmUnsynced })
      .then(() => setRemoving(false))
      .catch((e: unknown) => {
        // More writes arrived meanwhile: ask again with the host's count.
        if (e instanceof IpcError && e.code === 'workspace_has_unsynced')
          setUnsynced(Number(e.params.count) || unsynced);
        else {
          setRemoving(false);
          fail(e);
        }
      });

  return (
    <li
      className={`workspace${active ? ' active' : ''}`}
      data-testid="workspace"
      aria-labelledby={titleId}
    >
      <div className="workspace-head">
        <strong id={titleId}>{ws.name}</strong>
        {active && <span className="tag tag-active">{t('settings.active')}</span>}
        {!remote && <span className="tag">{t('settings.demo')}</span>}
        <span className="muted url">{ws.baseUrl}</span>
      </div>
      <div className="muted" data-testid="key-status">
        {!remote
          ? t('settings.demoWorkspace')
          : ws.keySet && ws.keyStorage
            ? t('settings.keySetWhere', { where: t(`settings.storage.${ws.keyStorage}`) })
            : ws.keySet
              ? t('settings.keySet')
              : t('settings.noKey')}
      </div>
      {ws.unsynced > 0 && (
        <div className="muted">{t('errors.workspace_has_unsynced', { count: ws.unsynced })}</div>
      )}
      {test.data && <ConnectionResult result={test.data} />}
      {test.isPending && <p role="status">{t('settings.testing')}</p>}
      {note && (
        <p className="ok" role="status">
          {note}
        </p>
      )}
      <FormError message={error} />
      {editing && (
        <form
          className="inline-form"
          noValidate
          onKeyDown={(e) => {
            if (e.key === 'Escape') setEditing(null);
          }}
          onSubmit={onSubmit(() => {
            if (editing === 'rename')
              rename
                .mutateAsync({ id: ws.id, name: text })
                .then(() => done(t('settings.renamed')), fail);
            else
              setKey.mutateAsync({ id: ws.id, apiKey: text }).then(
                (answer) =>
                  done(
                    [
                      t('settings.keySavedWhere', {
                        where: t(`settings.storage.${answer.storage}`),
                      }),
                      answer.warning ? t(`settings.warning.${answer.warning}`) : '',
                    ].join(' '),
                  ),
                fail,
              );
          })}
        >
          <TextField
            name={editing === 'rename' ? 'name' : 'apiKey'}
            type={editing === 'key' ? 'password' : 'text'}
            autoComplete="off"
            label={editing === 'rename' ? t('settings.newName') : t('settings.newKey')}
            value={text}
            autoFocus
            onChange={setText}
          />
          <div className="actions">
            <button type="button" onClick={() => setEditing(null)}>
              {t('app.cancel')}
            </button>
            <button type="submit" className="primary">
              {t('app.save')}
            </button>
          </div>
        </form>
      )}
      <div className="actions start">
        {!active && (
          <button
            className="primary"
            disabled={switchTo.isPending}
            onClick={() =>
              switchTo
                .mutateAsync({ id: ws.id })
                .then(() => done(t('settings.switched', { name: ws.name })), fail)
            }
          >
            {t('settings.switch')}
          </button>
        )}
        <button
          disabled={test.isPending}
          onClick={() => test.mutateAsync({ id: ws.id }).catch(fail)}
        >
          {t('settings.test')}
        </button>
        {remote && (
          <>
            <button
              onClick={() => {
                setText(ws.name);
                setEditing('rename');
              }}
            >
              {t('settings.rename')}
            </button>
            <button
              onClick={() => {
                setText('');
                setEditing('key');
              }}
            >
              {t('settings.setKey')}
            </button>
            <button
              className="danger-button"
              onClick={() => {
                setUnsynced(ws.unsynced);
                setRemoving(true);
              }}
            >
              {t('settings.remove')}
            </button>
          </>
        )}
      </div>
      {removing && (
        <Dialog
          title={t('settings.removeTitle', { name: ws.name })}
          testId="remove-dialog"
          onClose={() => setRemoving(false)}
          actions={
            <>
              <button data-autofocus onClick={() => setRemoving(false)}>
                {t('app.cancel')}
              </button>
              <button className="danger-button" onClick={() => void confirmRemove(unsynced !== 0)}>
                {unsynced !== 0 ? t('settings.removeAnyway') : t('settings.remove')}
              </button>
            </>
          }
        >
          <p>{t('settings.removeText')}</p>
          {unsynced !== 0 && (
            <p className="danger" role="alert" data-testid="unsynced-warning">
              {unsynced > 0
                ? t('settings.removeUnsynced', { count: unsynced })
                : t('settings.removeUnknown')}
            </p>
          )}
        </Dialog>
      )}
    </li>
  );
}
