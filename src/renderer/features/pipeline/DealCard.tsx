import { useDraggable } from '@dnd-kit/core';
import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  type KeyboardEventHandler,
  type PointerEventHandler,
} from 'react';
import type { DealStage } from '../../../shared/api';
import type { PipelineDealView } from '../../../shared/ipc/contract';
import { formatEuro } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { enumLabel } from '../../i18n/labels';
import { contactName } from '../contacts/contact-name';
import { DealLink } from '../deals/DealLink';
import { DealMenu } from '../deals/DealMenu';
import { DealSyncMark } from '../deals/DealSyncMark';
import { useMovedCardFocus } from './filters';

interface Props {
  deal: PipelineDealView;
  stage: DealStage;
  stages: readonly DealStage[];
  /** A change of the deal waits for the user's choice in the outbox (a boolean: the card is memoized). */
  inConflict: boolean;
}

/**
 * What a card shows; also the copy under the pointer while it is dragged. Memoized like the menu
 * and the title: dnd-kit re-renders every draggable when its context changes (a column
 * registers, a drag starts), and only the card's frame needs that.
 */
export const DealCardBody = memo(function DealCardBody({
  deal,
  stage,
  inConflict,
}: Omit<Props, 'stages'>) {
  const t = useT();
  const contact = deal.contactFields
    ? contactName({ id: deal.contactId, fields: deal.contactFields })
    : null;
  return (
    <>
      {contact && <div className="deal-contact">{contact}</div>}
      <div className="deal-meta">
        <span className="deal-value">{formatEuro(deal.value)}</span>
        <span className={deal.critical ? 'danger' : 'muted'}>
          {deal.critical ? '⚠ ' : ''}
          {t('pipeline.daysInStage', { count: deal.daysInStage })}
        </span>
      </div>
      {deal.critical && (
        <div className="deal-flag">{t('pipeline.stale', { days: stage.staleAfterDays })}</div>
      )}
      {(deal.pending ||
        inConflict ||
        deal.archivedAt ||
        deal.status !== 'open' ||
        deal.ownerId) && (
        <div className="deal-tags">
          {deal.status !== 'open' && (
            <span className={`tag tag-${deal.status}`}>
              {enumLabel(t, 'dealStatus', deal.status)}
            </span>
          )}
          {deal.archivedAt && <span className="tag">{t('pipeline.card.archived')}</span>}
          <DealSyncMark pending={deal.pending} inConflict={inConflict} />
          {deal.ownerId && <span className="deal-owner">{deal.ownerId}</span>}
        </div>
      )}
    </>
  );
});

/**
 * A deal on the board: dragged by the pointer anywhere on the card, by the keyboard from its
 * handle (Space or Enter, then arrows); the title opens the deal, the menu has every action.
 * Memoized: the column re-renders as its virtualizer measures and scrolls, the cards need not.
 */
export const DealCard = memo(function DealCard({ deal, stage, stages, inConflict }: Props) {
  const t = useT();
  // Worded once: the frame re-renders whenever dnd-kit's context changes.
  const roleDescription = useMemo(() => t('pipeline.card.roleDescription'), [t]);
  const dragLabel = useMemo(() => t('pipeline.card.drag', { title: deal.title }), [t, deal.title]);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: deal.id,
    data: { deal },
    attributes: { roleDescription },
  });
  const handle = useRef<HTMLButtonElement | null>(null);
  const handleRef = useCallback(
    (node: HTMLButtonElement | null) => {
      handle.current = node;
      setActivatorNodeRef(node);
    },
    [setActivatorNodeRef],
  );
  // Only the card asked for re-renders when a moved card wants its focus back.
  const focusWanted = useMovedCardFocus((s) => s.dealId === deal.id && s.stageId === deal.stageId);
  useEffect(() => {
    if (!focusWanted) return;
    handle.current?.focus();
    useMovedCardFocus.getState().done();
  }, [focusWanted]);
  // dnd-kit types its listeners loosely; these two are React event handlers.
  const onPointerDown = listeners?.onPointerDown as PointerEventHandler | undefined;
  const onKeyDown = listeners?.onKeyDown as KeyboardEventHandler | undefined;
  return (
    <article
      ref={setNodeRef}
      className={`deal${deal.critical ? ' critical' : ''}${deal.pending ? ' pending' : ''}${isDragging ? ' dragging' : ''}`}
      data-critical={deal.critical}
      data-testid="deal-card"
      data-deal-id={deal.id}
      aria-label={deal.title}
      // The pointer drags from anywhere; the keyboard only from the handle (Enter on the title opens).
      onPointerDown={onPointerDown}
    >
      <div className="deal-top">
        <button
          ref={handleRef}
          type="button"
          className="deal-handle"
          {...attributes}
          onKeyDown={onKeyDown}
          aria-label={dragLabel}
        >
          ⠿
        </button>
        <DealLink deal={deal} className="deal-title" />
        <DealMenu deal={deal} stages={stages} />
      </div>
      <DealCardBody deal={deal} stage={stage} inConflict={inConflict} />
    </article>
  );
});
