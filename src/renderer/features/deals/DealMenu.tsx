import {
  memo,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { DealStage } from '../../../shared/api';
import { useT } from '../../i18n/use-t';
import { useFollowAnchor } from '../../ui/use-follow-anchor';
import { useNavigation } from '../../stores/navigation';
import { ArchiveDealDialog, LinkProjectDialog } from './DealDialogs';
import { LostDealDialog } from './LostDealDialog';
import { useOpenDealDialog, type DealDialogKind } from './open-deal-dialog';
import { useDealActions, type ActionDeal } from './use-deal-actions';
import './deals.css';

interface Props {
  deal: ActionDeal;
  stages: readonly DealStage[];
}

type Item = { key: string; label: string; run(): void };

/**
 * The menu's entries, built when it opens: a board shows a hundred cards, and each card's menu
 * would otherwise word every entry (one per stage) and hold a mutation on every render.
 */
function DealMenuItems({
  deal,
  stages,
  onChoose,
  openDialog,
}: Props & { onChoose(item: Item): void; openDialog(dialog: DealDialogKind): void }) {
  const { t } = useTranslation();
  const navigate = useNavigation((s) => s.navigate);
  const actions = useDealActions();
  const items: Item[] = [
    {
      key: 'open',
      label: t('deals.actions.open'),
      run: () => navigate({ screen: 'deals', id: deal.id }),
    },
    ...stages
      .filter((s) => s.id !== deal.stageId)
      .map((stage) => ({
        key: `move-${stage.id}`,
        label: t('deals.actions.moveTo', { stage: stage.name }),
        run: () => void actions.moveTo(deal, stage),
      })),
    ...(deal.status !== 'won'
      ? [{ key: 'won', label: t('deals.actions.won'), run: () => void actions.won(deal) }]
      : []),
    ...(deal.status !== 'lost'
      ? [{ key: 'lost', label: t('deals.actions.lost'), run: () => openDialog('lost') }]
      : []),
    ...(deal.status !== 'open'
      ? [{ key: 'reopen', label: t('deals.actions.reopen'), run: () => void actions.reopen(deal) }]
      : []),
    { key: 'link', label: t('deals.actions.linkProject'), run: () => openDialog('link') },
    ...(deal.projectId
      ? [
          {
            key: 'unlink',
            label: t('deals.actions.unlinkProject'),
            run: () => void actions.unlink(deal),
          },
        ]
      : []),
    deal.archivedAt
      ? {
          key: 'unarchive',
          label: t('deals.actions.unarchive'),
          run: () => void actions.unarchive(deal),
        }
      : { key: 'archive', label: t('deals.actions.archive'), run: () => openDialog('archive') },
  ];

  return items.map((item) => (
    <button
      key={item.key}
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={item.key.startsWith('move-') ? 'deal-menu-move' : undefined}
      onClick={() => onChoose(item)}
    >
      {item.label}
    </button>
  ));
}

/**
 * A deal's own menu (on its card and its row): open, move to another stage, won / lost / reopen,
 * link or unlink a project, archive (asked first). A WAI-ARIA menu button: arrows move, Esc closes
 * and returns to the button. Memoized: a board shows it on a hundred cards.
 */
export const DealMenu = memo(function DealMenu({ deal, stages }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<CSSProperties>({});
  const showDialog = useOpenDealDialog((s) => s.show);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus({ preventScroll: true });
    const away = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node) && event.target !== button.current)
        setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  /**
   * Places the menu on the page's top layer (a portal), next to its button: a card sits in a
   * scrolled, transformed column that would cut it off. Upwards when there is no room below.
   */
  const placeBeside = (rect: DOMRect) => {
    const below = window.innerHeight - rect.bottom;
    setPlace({
      right: Math.max(8, window.innerWidth - rect.right),
      ...(below > 320 || below > rect.top
        ? { top: rect.bottom + 4, maxHeight: below - 12 }
        : { bottom: window.innerHeight - rect.top + 4, maxHeight: rect.top - 12 }),
    });
  };
  // A sync or a search moves the card while the menu is open: the menu goes with it, and goes
  // away only when the card is scrolled out of sight.
  useFollowAnchor(button, open, placeBeside, () => setOpen(false));
  const show = () => {
    placeBeside(button.current!.getBoundingClientRect());
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const all = [...(menu.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
    const at = all.indexOf(document.activeElement as HTMLElement);
    const focus = (i: number) => all[(i + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(all.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className="deal-menu">
      <button
        ref={button}
        type="button"
        className="deal-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={t('deals.actions.menu', { title: deal.title })}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            show();
          }
        }}
      >
        ⋯
      </button>
      {open &&
        createPortal(
          <div
            ref={menu}
            id={id}
            role="menu"
            aria-label={t('deals.actions.menu', { title: deal.title })}
            className="deal-menu-list"
            style={place}
            onKeyDown={onMenuKey}
            // Not the start of a card's drag (React events pass through portals).
            onPointerDown={(e) => e.stopPropagation()}
          >
            <DealMenuItems
              deal={deal}
              stages={stages}
              openDialog={(kind) => showDialog(kind, deal)}
              onChoose={(item) => {
                close(item.key !== 'open');
                item.run();
              }}
            />
          </div>,
          // Inside the page's main landmark, where the card is.
          document.querySelector('main') ?? document.body,
        )}
    </div>
  );
});

/**
 * The dialog a deal's menu opened (archive, link a project, lost), drawn by the screen, not by
 * the card: it outlives a card that a sync moves to another column or off the board.
 */
export function DealMenuDialogs() {
  const open = useOpenDealDialog((s) => s.open);
  const close = useOpenDealDialog((s) => s.close);
  // Leaving the screen ends the dialog; it does not come back with the screen.
  useEffect(() => close, [close]);
  if (!open) return null;
  const { kind, deal } = open;
  // Keyed by the deal: a dialog for another deal starts empty.
  if (kind === 'archive') return <ArchiveDealDialog key={deal.id} deal={deal} onClose={close} />;
  if (kind === 'link') return <LinkProjectDialog key={deal.id} deal={deal} onClose={close} />;
  return <LostDealDialog key={deal.id} deal={deal} onClose={close} />;
}
