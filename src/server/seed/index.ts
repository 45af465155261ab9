import type { Store } from '../store';
import { seedDemo } from './demo';
import { benchSizes, seedGenerated, type BenchSize, type GeneratedCounts } from './generated';

export const seedNames = ['demo', 'none', ...(Object.keys(benchSizes) as BenchSize[])] as const;
export type SeedName = (typeof seedNames)[number];
/** A named seed, or explicit counts for the generated one. */
export type Seed = SeedName | GeneratedCounts;

export function isSeedName(value: string): value is SeedName {
  return (seedNames as readonly string[]).includes(value);
}

export function seedWorkspace(store: Store, workspaceId: string, seed: Seed): void {
  if (seed === 'none') return;
  if (seed === 'demo') return seedDemo(store, workspaceId);
  seedGenerated(store, workspaceId, typeof seed === 'string' ? benchSizes[seed] : seed);
}
