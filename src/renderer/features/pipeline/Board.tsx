import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealStage } from '../../../shared/api';
import type { DealFilterInput, Pipeline, PipelineDealView } from '../../../shared/ipc/contract';
import { useDealActions } from '../deals/use-deal-actions';
import { useRecordsInConflict } from '../outbox/ConflictMark';
import { BoardColumn } from './BoardColumn';
import { KeyboardDragSensor } from '../../ui/keyboard-drag-sensor';
import { nextColumn } from './column-keyboard';
import { DealCardBody } from './DealCard';
import { useDropColumn } from './drop-column';
import { useMovedCardFocus } from './filters';

/** The column under the pointer; for the keyboard (no pointer) the one the card overlaps most. */
const collision: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length ? under : rectIntersection(args);
};

const dealOf = (data: { current?: Record<string, unknown> } | undefined) =>
  data?.current?.deal as PipelineDealView | undefined;

/**
 * The board: stages side by side; a card is moved to another stage by pointer or keyboard.
 * Memoized (as its columns and cards): the screen re-renders when the owners arrive.
 */
export const Board = memo(function Board({
  pipeline,
  filter,
}: {
  pipeline: Pipeline;
  filter: DealFilterInput;
}) {
  const { t } = useTranslation();
  const actions = useDealActions();
  const [active, setActive] = useState<PipelineDealView | null>(null);
  const inConflict = useRecordsInConflict('deals');
  // One array per board answer: the cards are memoized on it.
  const stages: DealStage[] = useMemo(
    () => pipeline.columns.filter((c) => !c.unknownStage).map((c) => c.stage),
    [pipeline.columns],
  );
  // Where the user let the card go, also when the page is too busy for dnd-kit to follow.
  const drop = useDropColumn(stages);
  const sensors = useSensors(
    // A few pixels before a drag starts: a click on the title or the menu stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Reads the keys after the pick-up at once, also those queued while the page was busy.
    useSensor(KeyboardDragSensor, {
      coordinateGetter: (event, args) => {
        const next = nextColumn(event, args);
        if (next) drop.carriedTo(next.id);
        return next?.coordinates;
      },
      // At once: the next arrow key measures the board where it is, not half-way.
      scrollBehavior: 'auto',
    }),
  );
  const stageName = (id: UniqueIdentifier | undefined) => {
    const column = pipeline.columns.find((c) => c.stage.id === id);
    if (!column) return t('pipeline.unknownStage');
    return column.unknownStage ? t('pipeline.unknownStage') : column.stage.name;
  };
  const words = (deal: PipelineDealView | undefined, stage: UniqueIdentifier | undefined) => ({
    title: deal?.title ?? '',
    stage: stageName(stage),
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('pipeline.dnd.start', words(dealOf(active.data), dealOf(active.data)?.stageId)),
    onDragOver: ({ active, over }) =>
      over
        ? t('pipeline.dnd.over', words(dealOf(active.data), over.id))
        : t('pipeline.dnd.overNone', words(dealOf(active.data), undefined)),
    onDragEnd: ({ active, over }) => {
      const deal = dealOf(active.data);
      const target = drop.target(over);
      return target !== undefined && target !== deal?.stageId
        ? t('pipeline.dnd.moved', words(deal, target))
        : t('pipeline.dnd.same', words(deal, deal?.stageId));
    },
    onDragCancel: ({ active }) =>
      t('pipeline.dnd.cancelled', words(dealOf(active.data), dealOf(active.data)?.stageId)),
  };
  const focusLater = useMovedCardFocus((s) => s.request);
  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    setActive(null);
    drop.ended();
    const deal = dealOf(active.data);
    const target = drop.target(over);
    const stage = stages.find((s) => s.id === target);
    if (!deal || !stage || stage.id === deal.stageId) return;
    if (activatorEvent instanceof KeyboardEvent) focusLater(deal.id, stage.id);
    void actions.moveTo(deal, stage);
  };
  const activeStage = pipeline.columns.find((c) => c.stage.id === active?.stageId)?.stage;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('pipeline.dnd.instructions') },
      }}
      onDragStart={({ active, activatorEvent }) => {
        drop.started(activatorEvent);
        setActive(dealOf(active.data) ?? null);
      }}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        drop.ended();
        setActive(null);
      }}
    >
      <div
        className="board"
        data-testid="pipeline"
        // The board scrolls sideways: focusable so the keyboard can scroll it too.
        tabIndex={0}
        role="region"
        aria-label={t('pipeline.title')}
      >
        {pipeline.columns.map((column) => (
          <BoardColumn
            key={column.stage.id}
            column={column}
            name={stageName(column.stage.id)}
            filter={filter}
            stages={stages}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {active && activeStage && (
          <article className={`deal overlay${active.critical ? ' critical' : ''}`}>
            <div className="deal-top">
              <span className="deal-title">{active.title}</span>
            </div>
            <DealCardBody
              deal={active}
              stage={activeStage}
              inConflict={inConflict.has(active.id)}
            />
          </article>
        )}
      </DragOverlay>
    </DndContext>
  );
});
