import type { ConflictChoice } from '../../shared/ipc/contract';
import { dispatch } from '../ipc/handlers';
import { CoreError } from '../core/errors';
import type { CoreWorkerHost } from '../worker/host';
import { UsageError } from './usage';

/*
 * `resolve <entry> adopt|new|restore` settles a conflict without keys (outbox.settle);
 * `resolve <entry> discard` gives the write up as the app's "Verwerfen" does (outbox.discard).
 * `resolve <entry> <key> mine|theirs|<json> [<key> <choice> …]`: a conflict decided without the
 * app, through the app's channel (outbox.resolve), so the core refuses what the app's form would
 * (a key left open, a key that is not in conflict) and nothing is written then.
 */

export interface ResolveCall {
  seq: number;
  keep: Record<string, ConflictChoice>;
  /** A conflict without keys (outbox.settle): adopt, new (createNew) or restore; or discard. */
  settle?: 'adopt' | 'createNew' | 'restore' | 'discard';
}

const settleWords = {
  adopt: 'adopt',
  new: 'createNew',
  restore: 'restore',
  discard: 'discard',
} as const;

/** Reads the call before the database is opened: a mistake in it touches nothing. */
export function resolveCall(args: readonly string[]): ResolveCall {
  const [entry, ...pairs] = args;
  if (!entry || !/^\d+$/.test(entry))
    throw new UsageError(
      'resolve: give the outbox entry number first (as `outbox` prints it: #3 → 3)',
    );
  const word = pairs.length === 1 ? pairs[0]! : '';
  if (Object.hasOwn(settleWords, word))
    return { seq: Number(entry), keep: {}, settle: settleWords[word as keyof typeof settleWords] };
  if (pairs.length === 0 || pairs.length % 2 !== 0)
    throw new UsageError('resolve: give each conflicting key with mine, theirs or a JSON value');
  const keep: Record<string, ConflictChoice> = {};
  for (let i = 0; i < pairs.length; i += 2) {
    const key = pairs[i]!;
    const choice = pairs[i + 1]!;
    if (choice === 'mine' || choice === 'theirs') keep[key] = choice;
    else {
      try {
        keep[key] = { value: JSON.parse(choice) as unknown };
      } catch {
        throw new UsageError(
          `resolve: "${choice}" for ${key} is neither mine, theirs nor JSON (a text needs quotes: '"Angebot"')`,
        );
      }
    }
  }
  return { seq: Number(entry), keep };
}

export async function resolveConflict(host: CoreWorkerHost, call: ResolveCall): Promise<string> {
  const channel: string =
    call.settle === 'discard' ? 'outbox.discard' : call.settle ? 'outbox.settle' : 'outbox.resolve';
  const handlers = { [channel]: (request: unknown) => host.call(channel, request) };
  const request =
    call.settle === 'discard'
      ? { seq: call.seq }
      : call.settle
        ? { seq: call.seq, choice: call.settle }
        : { seq: call.seq, keep: call.keep };
  const result = await dispatch(handlers, channel, request);
  if (!result.ok)
    throw new CoreError(
      result.error.code,
      `resolve: not resolved (${result.error.code}): ${result.error.message} Nothing was written.`,
      result.error.params,
    );
  if (call.settle === 'discard')
    return `Entry #${call.seq} discarded: it is never sent; the record shows the server's state.`;
  if (call.settle)
    return `Entry #${call.seq} settled (${call.settle}); what follows is sent with the next sync.`;
  return `Entry #${call.seq} resolved (${Object.keys(call.keep).join(', ')}); it is sent with the next sync.`;
}
