import { useTranslation } from 'react-i18next';
import type { DealPatch, DealStage } from '../../../shared/api';
import { errorText } from '../../i18n/errors';
import { formatDate } from '../../i18n/format';
import { enumLabel } from '../../i18n/labels';
import { useDealNotice, type NoticeUndo } from './deal-notice';
import { notesWithLostReason } from './lost-reason';
import { usePatchDealMutation } from './mutations';

/** What a deal action needs to know of the deal. */
export interface ActionDeal {
  id: string;
  title: string;
  status: string;
  stageId: string;
  archivedAt: string | null;
  projectId: string | null;
  contactId: string;
}

/**
 * The actions of a deal's menu and page, each one PATCH through the one write path (queued in
 * the outbox, offline too); the outcome is told in words (deal-notice.ts).
 */
export function useDealActions() {
  const { t } = useTranslation();
  const patch = usePatchDealMutation();
  const tell = useDealNotice((s) => s.tell);
  const run = (deal: ActionDeal, body: DealPatch, done: string, undo?: NoticeUndo) =>
    patch.mutateAsync({ id: deal.id, body }).then(
      () => tell(done, false, undo),
      (error: unknown) => tell(t('deals.failed', { reason: errorText(t, error) }), true),
    );
  const title = (deal: ActionDeal) => ({ title: deal.title });
  return {
    saving: patch.isPending,
    moveTo: (deal: ActionDeal, stage: DealStage) =>
      run(
        deal,
        { stageId: stage.id },
        t('deals.done.moved', { ...title(deal), stage: stage.name }),
      ),
    won: (deal: ActionDeal) => run(deal, { status: 'won' }, t('deals.done.won', title(deal))),
    /**
     * Lost, with the reason appended to the notes (dated); the notice offers to undo it: the
     * status and notes as they were, sent as one more PATCH through the same write path.
     */
    lost: (deal: ActionDeal, reason: string, notesBefore: string | null, now = new Date()) => {
      const line = t('backOffice.lostDialog.noteLine', {
        date: formatDate(now.toISOString()),
        reason: reason.trim(),
      });
      const undo: NoticeUndo = {
        label: t('backOffice.undo'),
        takeFocus: true,
        run: () =>
          void run(
            deal,
            // A status this version does not know is refused at the field, and said so.
            { status: deal.status as DealPatch['status'], notes: notesBefore },
            t('backOffice.undone', {
              ...title(deal),
              status: enumLabel(t, 'dealStatus', deal.status),
            }),
          ),
      };
      return run(
        deal,
        { status: 'lost', notes: notesWithLostReason(notesBefore, line) },
        t('deals.done.lost', title(deal)),
        undo,
      );
    },
    reopen: (deal: ActionDeal) =>
      run(deal, { status: 'open' }, t('deals.done.reopened', title(deal))),
    archive: (deal: ActionDeal) =>
      run(deal, { archived: true }, t('deals.done.archived', title(deal))),
    unarchive: (deal: ActionDeal) =>
      run(deal, { archived: false }, t('deals.done.unarchived', title(deal))),
    link: (deal: ActionDeal, projectId: string) =>
      run(deal, { projectId }, t('deals.done.linked', title(deal))),
    unlink: (deal: ActionDeal) =>
      run(deal, { projectId: null }, t('deals.done.unlinked', title(deal))),
  };
}
