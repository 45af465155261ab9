import { describe, expect, it } from 'vitest';
import type { Deal } from '../../../src/shared/api';
import { defaultDealFilter, type DealFilter } from '../../../src/shared/domain/pipeline';
import { serverContact, serverDeal, stage, testStore } from './fixtures';

/*
 * Board and list totals are SQL aggregates over every matching deal; only cards are paged. Each
 * board here has more deals than a page, so a total counted from the cards shown fails.
 */

const now = new Date('2026-03-01T12:00:00.000Z');
const day = 24 * 60 * 60 * 1000;
const enteredDaysAgo = (days: number) => new Date(now.getTime() - days * day - 1000).toISOString();

function board(dealsPerStage = 1200) {
  const { store } = testStore();
  store.replaceDealStages([
    stage('lead', { sortOrder: 1, probability: 10, staleAfterDays: 7 }),
    stage('offer', { sortOrder: 2, probability: 50, staleAfterDays: null }),
    stage('old', { sortOrder: 3, archived: true }),
  ]);
  store.applyServerRecords('contacts', [
    serverContact('c-wolf', { fields: { firstName: 'Florian', lastName: 'Wolf' } }),
    serverContact('c-roth', { fields: { firstName: 'Svenja', lastName: 'Roth' } }),
  ]);
  const deals: Deal[] = [];
  for (let i = 0; i < dealsPerStage; i++) {
    deals.push(
      serverDeal(`lead-${String(i).padStart(5, '0')}`, i % 2 ? 'c-wolf' : 'c-roth', {
        stageId: 'lead',
        value: 100,
        // Every third deal is past the 7 days of its stage.
        stageEnteredAt: enteredDaysAgo(i % 3 === 0 ? 8 + (i % 5) : i % 7),
        ownerId: i % 4 === 0 ? 'Jana Becker' : null,
        title: i % 10 === 0 ? 'Wärmepumpe Kassel' : 'Energieausweis',
      }),
      serverDeal(`offer-${String(i).padStart(5, '0')}`, 'c-roth', {
        stageId: 'offer',
        value: i % 2 ? 1000 : null,
        stageEnteredAt: enteredDaysAgo(100),
        status: i % 6 === 0 ? 'won' : i % 6 === 1 ? 'lost' : 'open',
        archivedAt: i % 50 === 0 ? '2026-02-20T00:00:00.000Z' : null,
      }),
    );
  }
  deals.push(serverDeal('stray-1', 'c-wolf', { stageId: 'gone', value: 70 }));
  store.applyServerRecords('deals', deals);
  return store;
}

const filter = (over: Partial<DealFilter> = {}): DealFilter => ({ ...defaultDealFilter, ...over });

describe('deal reads: board totals over every matching deal', () => {
  it('counts, sums, weights and flags critical deals per column in SQL, cards paged', () => {
    const store = board();
    const columns = store.pipeline(now, filter(), 30);
    expect(columns.map((c) => c.stage.id)).toEqual(['lead', 'offer', 'unknown-stage']);
    const [lead, offer, stray] = columns;
    expect(lead).toMatchObject({
      count: 1200,
      sum: 120000,
      weightedSum: 12000,
      criticalCount: 400,
    });
    expect(lead!.deals).toHaveLength(30);
    expect(lead!.hasMore).toBe(true);
    // Open offers: i % 6 in 2..5 (800 of 1200), archived ones (i % 50 === 0) left out.
    const openOffers = [...Array(1200).keys()].filter((i) => i % 6 > 1 && i % 50 !== 0);
    expect(offer!.count).toBe(openOffers.length);
    expect(offer!.sum).toBe(openOffers.filter((i) => i % 2).length * 1000);
    expect(offer!.weightedSum).toBe(offer!.sum / 2);
    expect(offer!.criticalCount).toBe(0); // no limit in this stage
    expect(stray).toMatchObject({ count: 1, sum: 70, unknownStage: true, hasMore: false });
  });

  it('weights won deals at 100 % and lost ones at 0 %, on the board and in the list', () => {
    const store = board(600);
    // The offers as board() makes them (archived ones left out): 1000 € on odd i, no value on
    // even i; won when i % 6 === 0, lost when i % 6 === 1, otherwise open.
    const offers = [...Array(600).keys()]
      .filter((i) => i % 50 !== 0)
      .map((i) => ({
        value: i % 2 ? 1000 : 0,
        status: i % 6 === 0 ? 'won' : i % 6 === 1 ? 'lost' : 'open',
      }));
    const sumOf = (status: string) =>
      offers.filter((o) => o.status === status).reduce((n, o) => n + o.value, 0);
    const offer = (f: Partial<DealFilter>) => store.pipeline(now, filter(f), 10)[1]!;
    expect(sumOf('lost')).toBeGreaterThan(0);
    expect(offer({ status: 'won' }).weightedSum).toBe(sumOf('won'));
    expect(offer({ status: 'lost' })).toMatchObject({ sum: sumOf('lost'), weightedSum: 0 });
    expect(offer({ status: 'all' }).weightedSum).toBe(sumOf('won') + sumOf('open') / 2);
    const list = (f: Partial<DealFilter>) =>
      store.dealList(now, filter(f), { by: 'title', descending: false }, { offset: 0, limit: 5 })
        .totals;
    expect(list({ status: 'lost' }).weightedSum).toBe(0);
    // All statuses: lead deals are open (10 %), offers as above, the stray deal has no stage.
    expect(list({ status: 'all' }).weightedSum).toBe(
      60000 * 0.1 + sumOf('won') + sumOf('open') / 2,
    );
  });

  it('counts a won deal in full in the column of a stage the workspace dropped', () => {
    const { store } = testStore();
    store.replaceDealStages([stage('lead', { sortOrder: 1, probability: 10 })]);
    store.applyServerRecords('contacts', [serverContact('c-wolf')]);
    store.applyServerRecords('deals', [
      serverDeal('gone-won', 'c-wolf', { stageId: 'gone', value: 900, status: 'won' }),
      serverDeal('gone-open', 'c-wolf', { stageId: 'gone', value: 500 }),
    ]);
    const stray = store.pipeline(now, filter({ status: 'all' }), 10).at(-1)!;
    expect(stray).toMatchObject({ unknownStage: true, sum: 1400, weightedSum: 900 });
  });

  it('pages a column to its end, longest in the stage first, without repeats', () => {
    const store = board(130);
    const seen: string[] = [];
    let offset = 0;
    for (;;) {
      const page = store.pipelineColumnPage(
        now,
        filter(),
        { stageId: 'lead' },
        { offset, limit: 50 },
      );
      seen.push(...page.deals.map((d) => d.deal.id));
      offset += page.deals.length;
      if (!page.hasMore) break;
    }
    expect(seen).toHaveLength(130);
    expect(new Set(seen).size).toBe(130);
    const entered = seen.map((id) => store.getDeal(id)!.stageEnteredAt);
    expect([...entered].sort()).toEqual(entered);
  });

  it('filters by status, owner, critical, archived and text; the totals follow the filter', () => {
    const store = board(600);
    const lead = (f: Partial<DealFilter>) => store.pipeline(now, filter(f), 10)[0]!;
    expect(lead({ criticalOnly: true })).toMatchObject({ count: 200, criticalCount: 200 });
    expect(lead({ criticalOnly: true }).deals.every((d) => d.critical)).toBe(true);
    expect(lead({ ownerId: 'Jana Becker' }).count).toBe(150);
    expect(lead({ ownerId: null }).count).toBe(450);
    expect(lead({ text: 'kassel' }).count).toBe(60);
    // Words match across the deal and its contact: "Wolf" is the contact of the odd deals.
    expect(lead({ text: 'wolf' }).count).toBe(300);
    expect(lead({ text: 'Florian Kassel' }).count).toBe(0); // Kassel deals are even: Roth's
    expect(lead({ text: 'Svenja Kassel' }).count).toBe(60);
    const offer = (f: Partial<DealFilter>) => store.pipeline(now, filter(f), 10)[1]!;
    // Won: i % 6 === 0 (100 of 600), less the archived ones (i % 150 === 0).
    expect(offer({ status: 'won' }).count).toBe(96);
    expect(offer({ status: 'won', includeArchived: true }).count).toBe(100);
    expect(offer({ status: 'all', includeArchived: true }).count).toBe(600);
    // A won deal is never critical, however long it has been in the stage.
    expect(store.pipeline(now, filter({ status: 'won' }), 10)[0]!.criticalCount).toBe(0);
  });

  it('lists deals sorted with totals of every match; a moved deal is pending until sent', () => {
    const store = board(300);
    const all = store.dealList(
      now,
      filter(),
      { by: 'value', descending: true },
      { offset: 0, limit: 25 },
    );
    const board0 = store.pipeline(now, filter(), 5);
    expect(all.totals.count).toBe(board0.reduce((n, c) => n + c.count, 0));
    expect(all.totals.sum).toBe(board0.reduce((n, c) => n + c.sum, 0));
    expect(all.totals.criticalCount).toBe(100);
    expect(all.deals).toHaveLength(25);
    expect(all.deals[0]!.deal.value).toBe(1000);
    const byDays = store.dealList(
      now,
      filter(),
      { by: 'daysInStage', descending: true },
      {
        offset: 0,
        limit: 300,
      },
    );
    const days = byDays.deals.map((d) => d.daysInStage);
    expect([...days].sort((a, b) => b - a)).toEqual(days);
    const byTitle = store.dealList(
      now,
      filter(),
      { by: 'title', descending: false },
      {
        offset: 0,
        limit: 1,
      },
    );
    expect(byTitle.deals[0]!.deal.title).toBe('Deal');

    expect(store.dealView(now, 'lead-00001')!.pending).toBe(false);
    store.patchDeal('lead-00001', { stageId: 'offer' });
    const moved = store.dealView(now, 'lead-00001')!;
    expect(moved).toMatchObject({ pending: true, critical: false, daysInStage: 0 });
    expect(moved.contactFields).toMatchObject({ lastName: 'Wolf' });
    expect(store.pipeline(now, filter(), 5)[0]!.count).toBe(299);
  });

  it('offers the listed stages and the owners deals name', () => {
    const store = board(8);
    expect(store.listedStages().map((s) => s.id)).toEqual(['lead', 'offer']);
    expect(store.dealOwners()).toEqual(['Jana Becker']);
  });
});

describe('the board with a search, from the index and the board copy', () => {
  /** The same board as SQL reads it row by row while the index and the copy are being built. */
  function bySql(store: ReturnType<typeof board>, f: DealFilter, pageSize: number) {
    store.searchIndexes.suspend();
    store.dealBoardCopy.drop();
    const columns = store.pipeline(now, f, pageSize);
    while (!store.searchIndexes.buildStep(1000));
    while (!store.dealBoardCopy.buildStep(1000));
    return columns;
  }

  /** The board with its copy read, as the engine reads it while idle (search/driver.ts). */
  function searchable(dealsPerStage: number) {
    const store = board(dealsPerStage);
    while (!store.dealBoardCopy.buildStep(1000));
    return store;
  }

  it.each(['read', 'being read'])(
    'shows the totals and first cards SQL shows (copy %s)',
    (copy) => {
      const store = searchable(60);
      // Being read: a few steps of 25 deals in, the search answers without waiting for the rest.
      if (copy === 'being read') {
        store.dealBoardCopy.drop();
        for (let i = 0; i < 3; i++) expect(store.dealBoardCopy.buildStep(25)).toBe(false);
      }
      const filters: Partial<DealFilter>[] = [
        {},
        { status: 'all' },
        { status: 'won', includeArchived: true },
        { status: 'lost' },
        { ownerId: 'Jana Becker' },
        { ownerId: null },
        { ownerId: 'Niemand' },
        { criticalOnly: true },
      ];
      // The last two are phrases (a word with punctuation), which the deal index answers.
      for (const text of [
        'wolf',
        'kassel',
        'svenja',
        'energ',
        'waermepumpe roth',
        'jana-beck',
        'Wärmepumpe-Kas',
      ])
        for (const over of filters) {
          const f = filter({ ...over, text });
          // A page of 4: ties in "entered" order by id, and hasMore is told.
          expect(store.pipeline(now, f, 4), `${text} ${JSON.stringify(over)}`).toEqual(
            bySql(store, f, 4),
          );
          if (copy === 'being read') {
            store.dealBoardCopy.drop();
            for (let i = 0; i < 3; i++) store.dealBoardCopy.buildStep(25);
          }
        }
    },
  );

  it('finds the same deals while its copy is being read as once it is read', () => {
    const store = board(60);
    const search = (text: string) =>
      store
        .pipeline(now, filter({ text, status: 'all', includeArchived: true }), 200)
        .flatMap((c) => c.deals.map((d) => d.deal.id))
        .sort();
    // Part of the deals read, then writes: to deals read and to deals not read yet.
    for (let i = 0; i < 2; i++) expect(store.dealBoardCopy.buildStep(25)).toBe(false);
    store.patchDeal('lead-00001', { title: 'Zählerschrank Göttingen' });
    store.patchDeal('offer-00059', { title: 'Zählerschrank Kassel' });
    store.patchContact('c-wolf', { fields: { firstName: 'Florian', lastName: 'Fuchs' } });
    store.archiveDeal('lead-00003');
    const created = store.createDeal({
      contactId: 'c-roth',
      stageId: 'lead',
      title: 'Zählerschrank Neu',
      value: 5,
    });
    const during = ['zaehlersch', 'fuchs', 'wolf', 'kassel'].map(search);
    expect(during[0]).toEqual(['lead-00001', 'offer-00059', created.id].sort());
    expect(during[1]).toHaveLength(31);
    // Words written between the word list's sort and the deals' codes are found too.
    while (store.dealBoardCopy.buildStep(25) === false) {
      if (store.dealBoardCopy.complete()) break;
      store.patchDeal('lead-00005', { title: 'Zählerschrank Erfurt' });
    }
    expect(store.dealBoardCopy.complete()).toBe(true);
    expect(search('erfurt')).toEqual(['lead-00005']);
    store.patchDeal('lead-00005', { title: 'Zählerschrank Göttingen' });
    expect(['zaehlersch', 'fuchs', 'wolf', 'kassel'].map(search)).toEqual([
      [...during[0]!, 'lead-00005'].sort(),
      ...during.slice(1),
    ]);
  });

  it("follows the deals' writes between two searches", () => {
    const store = searchable(20);
    const wolf = filter({ text: 'wolf', status: 'all', includeArchived: true });
    expect(store.pipeline(now, wolf, 5)).toEqual(bySql(store, wolf, 5));
    store.patchDeal('lead-00001', { stageId: 'offer', value: 12_345 });
    store.archiveDeal('lead-00003');
    store.createDeal({ contactId: 'c-wolf', stageId: 'lead', title: 'Neu', value: 99 });
    // A create taken back: the deal is gone again.
    const taken = store.createDeal({
      contactId: 'c-wolf',
      stageId: 'offer',
      title: 'Weg',
      value: 1,
    });
    store.discard(store.listOutbox().find((e) => e.recordId === taken.id)!.seq);
    store.applyServerRecords('deals', [
      serverDeal('lead-00005', 'c-roth', { stageId: 'lead', value: 7 }),
      serverDeal('offer-wolf', 'c-wolf', { stageId: 'offer', value: 500, status: 'won' }),
    ]);
    const after = store.pipeline(now, wolf, 5);
    expect(after).toEqual(bySql(store, wolf, 5));
    // What a user sees: the moved deal in its new column with its new value, the new one counted.
    const offer = after.find((c) => c.stage.id === 'offer')!;
    expect(offer.count).toBe(2);
    expect(offer.sum).toBe(12_345 + 500);
    // Lead: 10 of Wolf, one moved to the offers, one now Roth's, one new.
    expect(after.find((c) => c.stage.id === 'lead')!.count).toBe(9);
  });

  it.each(['built', 'being built'])(
    "finds deals by their contact's new name and by words written since (index %s)",
    (index) => {
      const store = searchable(20);
      // While the index is being built it tells no deal of a renamed contact: the board must see it.
      if (index === 'being built') store.searchIndexes.suspend();
      const search = (text: string) =>
        store
          .pipeline(now, filter({ text, status: 'all', includeArchived: true }), 50)
          .flatMap((c) => c.deals.map((d) => d.deal.id))
          .sort();
      const wolfs = search('florian wolf');
      expect(wolfs).toHaveLength(11);
      // Renamed on the server (pulled) and locally: the deals follow their contact's name.
      store.applyServerRecords('contacts', [
        serverContact('c-wolf', { fields: { firstName: 'Florian', lastName: 'Fuchs' } }),
      ]);
      expect(search('wolf')).toEqual([]);
      expect(search('fuchs flor')).toEqual(wolfs);
      store.patchContact('c-roth', { fields: { firstName: 'Svenja', lastName: 'Rößler' } });
      expect(search('roth')).toEqual([]);
      expect(search('Roessler')).toHaveLength(20 + 10);
      // Words no deal had when the board was first searched: a new title, an edited one.
      const created = store.createDeal({
        contactId: 'c-roth',
        stageId: 'lead',
        title: 'Zählerschrank Göttingen',
        value: 10,
      });
      store.patchDeal('lead-00002', { title: 'Zahlerschrank Gottingen' });
      expect(search('zaehlersch goett')).toEqual([created.id, 'lead-00002'].sort());
      expect(search('zählerschrank')).toEqual(search('Zahlerschr'));
      // And the board with such a search is the one SQL reads.
      const f = filter({ text: 'gott', status: 'all' });
      expect(store.pipeline(now, f, 1)).toEqual(bySql(store, f, 1));
    },
  );
});
