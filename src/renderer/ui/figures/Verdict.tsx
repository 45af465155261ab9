import { useTranslation } from 'react-i18next';

/** A met / not met badge with the words (never colour alone). */
export function Verdict({ met, label }: { met: boolean | null; label?: string }) {
  const { t } = useTranslation();
  const word =
    met === null
      ? t('editorParts.common.open')
      : met
        ? t('editorParts.common.met')
        : t('editorParts.common.notMet');
  return (
    <span
      className={`verdict verdict-${met === null ? 'open' : met ? 'met' : 'not-met'}`}
      data-testid="verdict"
    >
      <span aria-hidden>{met === null ? '…' : met ? '✓' : '✗'}</span> {label ? `${label}: ` : ''}
      {word}
    </span>
  );
}
