import type { z } from 'zod';
import type { Channel, contract, ResponseOf } from '../../../shared/ipc/contract';
import type { Core } from '../../core';

type Parsed<C extends Channel> = z.output<(typeof contract)[C]['request']>;
export type Handler<C extends Channel> = (
  request: Parsed<C>,
) => ResponseOf<C> | Promise<ResponseOf<C>>;

/** The handlers of some channels, each receiving its request already validated. */
export type HandlersOf<C extends Channel> = { [K in C]: Handler<K> };

/** What every group of core handlers works with: one workspace's core and the host's clock. */
export interface HandlerContext {
  store: Core['store'];
  engine: Core['engine'];
  now: () => Date;
  /** True while the user works offline on purpose: sync.now does not touch the network. */
  paused: () => boolean;
  /** Returns `value` after telling the engine a local write is waiting to go out. */
  written: <T>(value: T) => T;
}

export const ok = { ok: true as const };
