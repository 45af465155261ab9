import { useTranslation } from 'react-i18next';
import type { ConnectionOutcome } from '../../../shared/ipc/contract';

/** A connection test's outcome, said plainly. */
export function ConnectionResult({ result }: { result: ConnectionOutcome }) {
  const { t } = useTranslation();
  return (
    <p
      className={result.outcome === 'ok' ? 'ok' : 'form-error'}
      role="status"
      data-testid="test-result"
      data-outcome={result.outcome}
    >
      {t(`settings.testResult.${result.outcome}`)}
    </p>
  );
}
