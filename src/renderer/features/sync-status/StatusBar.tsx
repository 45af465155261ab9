import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { syncErrorText } from '../../i18n/errors';
import { formatMoment } from '../../i18n/format';
import { useNavigation } from '../../stores/navigation';
import { displayState } from './display-state';
import { syncQueries } from './queries';

export function StatusBar() {
  const { t } = useTranslation();
  const navigate = useNavigation((s) => s.navigate);
  const status = useQuery(syncQueries.status());
  // Disabled only while this request runs: the host answers when its sync pass is over. The
  // status shown is the `status` event's, not this answer (which lacks the host's crash notice).
  const syncNow = useMutation({ mutationFn: () => api.sync.now({}) });
  const dismissDataLoss = useMutation({ mutationFn: () => api.sync.dismissDataLoss({}) });
  if (!status.data)
    return (
      <footer className="statusbar" role="status">
        {t('status.connecting')}
      </footer>
    );
  const s = status.data;
  const state = displayState(s);
  // Offline: why, beside the state. A key problem: the state says it, the link leads to the fix.
  const error = s.state === 'offline' ? syncErrorText(t, s.lastError) : null;
  // The core's worker crashed and was restarted (src/main/worker): said for a minute.
  const restarted = s.lastError?.code === 'core_restarted';
  const label =
    s.state === 'auth-error' && s.lastError?.code === 'auth_access_not_granted'
      ? t('status.accessNotGranted')
      : t(`status.state.${state}`);

  return (
    <footer
      className="statusbar"
      data-testid="status-bar"
      data-state={state}
      aria-label={t('status.label')}
    >
      <span className={`dot dot-${state}`} aria-hidden />
      <strong
        data-testid="sync-state"
        role="status"
        title={s.state === 'auth-error' ? (syncErrorText(t, s.lastError) ?? undefined) : undefined}
      >
        {label}
      </strong>
      <span className="sep" />
      <span data-testid="pending-count">{t('status.pending', { count: s.pending })}</span>
      <span className={s.rejected ? 'danger' : undefined} data-testid="rejected-count">
        {t('status.rejected', { count: s.rejected })}
      </span>
      {s.conflicts > 0 && (
        <span className="danger" data-testid="conflict-count">
          {t('status.conflicts', { count: s.conflicts })}
        </span>
      )}
      {(state === 'rejected' || state === 'conflict') && (
        <button className="link" onClick={() => navigate({ screen: 'outbox' })}>
          {t('status.openOutbox')}
        </button>
      )}
      <span className="sep" />
      <span className="muted" data-testid="last-sync">
        {t('status.lastSync', {
          time: s.lastSuccessAt ? formatMoment(s.lastSuccessAt) : t('status.never'),
        })}
      </span>
      {s.state === 'offline' && s.nextAttemptAt && (
        <span className="muted" data-testid="next-attempt">
          {t('status.nextAttempt', { time: formatMoment(s.nextAttemptAt) })}
        </span>
      )}
      {error && (
        <span className="status-error" title={error}>
          {error}
        </span>
      )}
      {s.dataLoss && (
        <span className="status-error" role="alert" data-testid="data-loss">
          {t('status.dataLoss', {
            count: s.dataLoss.lostTransactions,
            time: formatMoment(s.dataLoss.detectedAt),
          })}{' '}
          <button
            className="link"
            onClick={() => dismissDataLoss.mutate()}
            disabled={dismissDataLoss.isPending}
          >
            {t('status.dataLossDismiss')}
          </button>
        </span>
      )}
      {restarted && (
        <span
          className="status-error"
          data-testid="core-restarted"
          title={t('syncStatus.coreRestartedHint')}
        >
          {t('syncStatus.coreRestarted')}
        </span>
      )}
      {s.state === 'auth-error' && (
        <button className="link" onClick={() => navigate({ screen: 'settings' })}>
          {t('status.openSettings')}
        </button>
      )}
      <span className="spacer" />
      <button onClick={() => syncNow.mutate()} disabled={syncNow.isPending}>
        {t('status.syncNow')}
      </button>
    </footer>
  );
}
