import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchDialog } from './SearchDialog';
import './global-search.css';

const onMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Ctrl+K, or ⌘K on a Mac, from anywhere in the app. */
const isShortcut = (e: KeyboardEvent) =>
  (onMac ? e.metaKey : e.ctrlKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';

/** The sidebar's search button and the shortcut that opens the global search. */
export function GlobalSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e)) return;
      // Chromium's own Ctrl+K (search the web) must not take it.
      e.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        className="nav-item global-search-open"
        aria-keyshortcuts={onMac ? 'Meta+K' : 'Control+K'}
        onClick={() => setOpen(true)}
      >
        <span className="nav-icon" aria-hidden>
          ⌕
        </span>
        {t('globalSearch.open')}
        <kbd>{onMac ? '⌘K' : t('globalSearch.shortcut')}</kbd>
      </button>
      {open && <SearchDialog onClose={() => setOpen(false)} />}
    </>
  );
}
