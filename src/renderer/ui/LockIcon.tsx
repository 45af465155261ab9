import { useTranslation } from 'react-i18next';

/** A padlock drawn inline: emoji fonts are not on every machine. */
export function LockIcon() {
  const { t } = useTranslation();
  return (
    <svg
      className="lock-icon"
      width="12"
      height="12"
      viewBox="0 0 16 16"
      aria-label={t('enums.moduleStatus.locked')}
      role="img"
    >
      <rect x="2.5" y="7" width="11" height="8" rx="1.5" fill="currentColor" />
      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}
