import { describe, expect, it } from 'vitest';
import {
  daysInStage,
  dealWeightedValue,
  isCritical,
  weightedValue,
} from '../../../src/shared/domain/pipeline';
import { serverDeal, stage, testStore } from './fixtures';

describe('pipeline', () => {
  it('per open stage by sortOrder: count, sum, weighted sum and critical deals', () => {
    const { store } = testStore();
    store.replaceDealStages([
      stage('won-ish', { sortOrder: 3, probability: 90, staleAfterDays: null }),
      stage('first', { sortOrder: 1, probability: 20, staleAfterDays: 10 }),
      stage('old', { sortOrder: 2, archived: true }),
      stage('second', { sortOrder: 2, probability: null, staleAfterDays: 5 }),
    ]);
    store.applyServerRecords('deals', [
      serverDeal('d1', 'c', {
        stageId: 'first',
        value: 1000,
        stageEnteredAt: '2026-02-10T00:00:00.000Z',
      }),
      serverDeal('d2', 'c', {
        stageId: 'first',
        value: 500,
        stageEnteredAt: '2026-02-25T00:00:00.000Z',
      }),
      serverDeal('d3', 'c', {
        stageId: 'first',
        value: null,
        stageEnteredAt: '2026-01-01T00:00:00.000Z',
      }),
      serverDeal('d4', 'c', { stageId: 'first', value: 999, status: 'won' }),
      serverDeal('d5', 'c', {
        stageId: 'first',
        value: 999,
        archivedAt: '2026-02-01T00:00:00.000Z',
      }),
      serverDeal('d6', 'c', {
        stageId: 'second',
        value: 300,
        stageEnteredAt: '2026-02-23T00:00:00.000Z',
      }),
      serverDeal('d7', 'c', { stageId: 'won-ish', value: 200 }),
      serverDeal('d8', 'c', { stageId: 'old', value: 200 }),
    ]);
    const now = new Date('2026-03-01T12:00:00.000Z');
    const columns = store.pipeline(now);
    expect(
      columns.map((c) => ({
        stage: c.stage.id,
        count: c.count,
        sum: c.sum,
        weighted: c.weightedSum,
        critical: c.deals.filter((d) => d.critical).map((d) => d.deal.id),
      })),
    ).toEqual([
      { stage: 'first', count: 3, sum: 1500, weighted: 300, critical: ['d3', 'd1'] },
      { stage: 'second', count: 1, sum: 300, weighted: 0, critical: ['d6'] },
      { stage: 'won-ish', count: 1, sum: 200, weighted: 180, critical: [] },
    ]);
  });

  it('the pure rules', () => {
    const now = new Date('2026-03-11T00:00:00.000Z');
    expect(daysInStage('2026-03-01T00:00:00.000Z', now)).toBe(10);
    expect(
      isCritical({ stageEnteredAt: '2026-03-01T00:00:00.000Z' }, { staleAfterDays: 10 }, now),
    ).toBe(false);
    expect(
      isCritical({ stageEnteredAt: '2026-02-28T00:00:00.000Z' }, { staleAfterDays: 10 }, now),
    ).toBe(true);
    expect(
      isCritical({ stageEnteredAt: '2020-01-01T00:00:00.000Z' }, { staleAfterDays: null }, now),
    ).toBe(false);
    expect(weightedValue(1000, 35)).toBe(350);
    expect(weightedValue(null, 35)).toBe(0);
    // A won deal is certain and a lost one worth nothing, whatever its stage's probability.
    expect(dealWeightedValue({ value: 1000, status: 'won' }, 35)).toBe(1000);
    expect(dealWeightedValue({ value: 1000, status: 'lost' }, 35)).toBe(0);
    expect(dealWeightedValue({ value: 1000, status: 'open' }, 35)).toBe(350);
    expect(dealWeightedValue({ value: null, status: 'won' }, 35)).toBe(0);
    // A status this version does not know is still open business: the stage's probability.
    expect(dealWeightedValue({ value: 1000, status: 'vip' }, 35)).toBe(350);
  });
});

describe('a stage the workspace no longer lists', () => {
  it("keeps its deals on the board in a last 'unknown stage' column, with their stage id", () => {
    const { store } = testStore();
    store.replaceDealStages([stage('a', { sortOrder: 1 }), stage('b', { sortOrder: 2 })]);
    store.applyServerRecords('deals', [
      serverDeal('d1', 'c', { stageId: 'a', value: 100 }),
      serverDeal('d2', 'c', { stageId: 'b', value: 250 }),
      serverDeal('d3', 'c', { stageId: 'b', value: 50, status: 'won' }),
    ]);
    expect(store.pipeline(new Date('2026-03-01T00:00:00Z')).map((c) => c.stage.id)).toEqual([
      'a',
      'b',
    ]);
    // The server drops stage b: its open deal is shown as in an unknown stage, not hidden.
    store.replaceDealStages([stage('a', { sortOrder: 1 })]);
    const columns = store.pipeline(new Date('2026-03-01T00:00:00Z'));
    expect(columns.map((c) => [c.stage.id, c.unknownStage ?? false, c.count, c.sum])).toEqual([
      ['a', false, 1, 100],
      ['unknown-stage', true, 1, 250],
    ]);
    expect(columns[1]!.deals.map((d) => [d.deal.id, d.deal.stageId])).toEqual([['d2', 'b']]);
  });
});
