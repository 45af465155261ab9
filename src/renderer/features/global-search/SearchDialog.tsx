import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { searchWords } from '../../../shared/search/fold';
import { globalSearchKeys } from './keys';
import { api } from '../../api';
import { errorText } from '../../i18n/errors';
import { useNavigation } from '../../stores/navigation';
import { Dialog } from '../../ui/Dialog';
import { resultGroups, type SearchOption } from './results';

/** Results per kind: a glance, not a list (each kind's own screen lists them all). */
const perKind = 5;

/**
 * The global search (Ctrl+K / ⌘K): a combobox over a grouped listbox (WAI-ARIA combobox
 * pattern). The focus stays in the field; ↑/↓ move the active result, Enter opens it, Esc closes.
 */
export function SearchDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigation((s) => s.navigate);
  const [text, setText] = useState('');
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const listId = useId();
  const hintId = useId();
  const hasWords = searchWords(text).length > 0;
  const found = useQuery({
    queryKey: globalSearchKeys.search(text.trim()),
    queryFn: () => api.search.global({ text: text.trim(), perKind }),
    enabled: hasWords,
    placeholderData: keepPreviousData,
    // Not kept: the change feed invalidates it only when a search index is built, so each
    // opening reads afresh.
    staleTime: 0,
    gcTime: 0,
  });
  const groups = useMemo(
    () => (hasWords && found.data ? resultGroups(t, found.data) : []),
    [hasWords, found.data, t],
  );
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);
  const active = options.find((o) => o.key === activeKey) ?? options[0];
  const optionId = (option: SearchOption) => `${listId}-${option.key}`;

  useEffect(() => {
    if (active) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const open = (option: SearchOption) => {
    onClose();
    navigate(option.route);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!options.length || !active) return;
    const index = options.indexOf(active);
    const move: Record<string, number> = {
      ArrowDown: (index + 1) % options.length,
      ArrowUp: (index - 1 + options.length) % options.length,
    };
    if (event.key in move) {
      event.preventDefault();
      setActiveKey(options[move[event.key]!]!.key);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(active);
    }
  };

  const nothing = hasWords && found.isSuccess && !found.isPlaceholderData && !options.length;
  return (
    <Dialog
      title={t('globalSearch.title')}
      onClose={onClose}
      testId="global-search"
      actions={
        <button type="button" onClick={onClose}>
          {t('app.dismiss')}
        </button>
      }
    >
      <input
        className="global-search-input"
        // Not type="search": Chromium's Esc would clear the field instead of closing the dialog.
        type="text"
        role="combobox"
        data-autofocus
        autoComplete="off"
        aria-label={t('globalSearch.label')}
        aria-describedby={hintId}
        aria-autocomplete="list"
        aria-expanded={options.length > 0}
        aria-controls={options.length ? listId : undefined}
        aria-activedescendant={active ? optionId(active) : undefined}
        placeholder={t('globalSearch.placeholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActiveKey(null);
        }}
        onKeyDown={onKeyDown}
      />
      <p className="small muted" id={hintId}>
        {t('globalSearch.hint')}
      </p>
      {options.length > 0 && (
        <div
          className="global-search-results"
          role="listbox"
          id={listId}
          aria-label={t('globalSearch.results')}
        >
          {groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`}>
              <div
                className="global-search-group"
                id={`${listId}-${group.kind}`}
                role="presentation"
              >
                {t(`globalSearch.groups.${group.kind}`)}
              </div>
              {group.options.map((option) => (
                <div
                  key={option.key}
                  id={optionId(option)}
                  role="option"
                  aria-selected={option === active}
                  className="global-search-option"
                  // The focus stays in the field (combobox pattern): a click only chooses.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => open(option)}
                >
                  <span className="global-search-title">{option.title}</span>
                  {option.detail && <span className="small muted">{option.detail}</span>}
                </div>
              ))}
            </div>
          ))}
        </div>
      )}
      <p className="global-search-live" aria-live="polite">
        {hasWords && found.isSuccess ? t('globalSearch.count', { count: options.length }) : ''}
      </p>
      {nothing && <p className="muted">{t('globalSearch.nothing', { text: text.trim() })}</p>}
      {found.isError && (
        <p className="form-error" role="alert">
          {t('globalSearch.failed', { reason: errorText(t, found.error) })}
        </p>
      )}
    </Dialog>
  );
}
