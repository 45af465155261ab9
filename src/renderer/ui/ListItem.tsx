import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { isLocal } from './ids';

interface Props {
  /** The record's id: a local one gets the "not synced" tag. */
  id: string;
  title: ReactNode;
  selected: boolean;
  onOpen(): void;
  /** The line under the title (status tag, dates, …). */
  children: ReactNode;
}

/** One row of a list pane: title, a line of details, and whether it is still only on this device. */
export function ListItem({ id, title, selected, onOpen, children }: Props) {
  // useT, not useTranslation: lists mount their rows by the dozen at every search.
  const t = useT();
  return (
    <li>
      <button
        className={`list-item${selected ? ' selected' : ''}`}
        onClick={onOpen}
        aria-current={selected ? 'true' : undefined}
      >
        <span className="list-title">{title}</span>
        <span className="list-sub">
          {children}
          {isLocal(id) && <span className="tag tag-pending">{t('app.notSynced')}</span>}
        </span>
      </button>
    </li>
  );
}
