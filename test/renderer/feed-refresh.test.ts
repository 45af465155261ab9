import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  MutationObserver,
  QueryObserver,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSession, type Session } from '../../src/main/workspaces/session';
import type { EventPayload } from '../../src/shared/ipc/contract';
import { applyChange, applyStatus } from '../../src/renderer/app/change-feed';
import { createQueryClient } from '../../src/renderer/app/query-client';
import { contactKeys } from '../../src/renderer/features/contacts/keys';
import { outboxKeys } from '../../src/renderer/features/outbox/keys';
import { syncKeys } from '../../src/renderer/features/sync-status/keys';
import { closedPort, tempDir } from '../workspaces/helpers';
import { inspectCore } from '../support/core-inspector';

/*
 * The change feed is the renderer's only refresh. A real core (in its worker, offline on purpose)
 * makes the writes; the renderer's own cache, fed the core's events as app/host-events.ts feeds
 * it, must show each write on the lists and pages on screen, with no mutation touching the cache.
 * Mutations here are bare (`mutationFn` only), as in features/*\/mutations.ts.
 */

let dir: ReturnType<typeof tempDir>;
let session: Session;
let client: QueryClient;
let unsubscribe: () => void;
const observers: Array<() => void> = [];

beforeEach(async () => {
  dir = tempDir('feed-refresh');
  session = await openSession({
    dataDir: dir.path,
    baseUrl: `http://127.0.0.1:${await closedPort()}`,
    apiKey: 'k',
    paused: true,
  });
  inspectCore(dir.path).store.replaceDealStages([
    {
      id: 'stg_new',
      key: 'new',
      name: 'Neu',
      sortOrder: 1,
      archived: false,
      probability: null,
      staleAfterDays: null,
    },
  ]);
  client = createQueryClient();
  // The host's events, applied as app/host-events.ts applies them.
  unsubscribe = session.subscribe((event, payload) => {
    if (event === 'changes') applyChange(client, payload as EventPayload<'changes'>);
    if (event === 'status') applyStatus(client, payload as EventPayload<'status'>);
  });
});

afterEach(async () => {
  observers.splice(0).forEach((stop) => stop());
  unsubscribe();
  client.clear();
  await session.close();
  dir.remove();
});

const h = () => session.handlers;

/** A read crosses to the core and back (IPC, HTTP): its answer comes in a later turn. */
const read =
  <T>(queryFn: () => Promise<T> | T) =>
  async (): Promise<T> => {
    await new Promise((answered) => setImmediate(answered));
    return queryFn();
  };

/** A read a screen shows: observed (so the feed refetches it), first answer awaited. */
async function onScreen<T>(queryKey: QueryKey, queryFn: () => Promise<T> | T) {
  const observer = new QueryObserver<T>(client, { queryKey, queryFn: read(queryFn) });
  observers.push(observer.subscribe(() => undefined));
  await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'));
  return { now: () => observer.getCurrentResult().data as T };
}

/** A write as the screens make it: a bare mutation through the app's query client. */
function write<R, A>(run: (request: R) => Promise<A> | A, request: R): Promise<A> {
  return new MutationObserver(client, { mutationFn: async (r: R) => run(r) }).mutate(request);
}

const createContact = (lastName: string) =>
  write((body) => h()['contacts.create']({ body }), {
    status: 'lead' as const,
    fields: { lastName },
  });
const contactPage = (id: string) =>
  onScreen(contactKeys.detail(id), () => h()['contacts.get']({ id }));
const names = (page: { data: Array<{ fields: Record<string, unknown> }> }) =>
  page.data.map((c) => c.fields.lastName);

describe('the change feed is the renderer’s only refresh', () => {
  it('a new contact is on the list on screen as soon as its save resolves', async () => {
    await createContact('Albers');
    const list = await onScreen(contactKeys.search(''), () => h()['contacts.search']({ text: '' }));
    expect(names(list.now())).toEqual(['Albers']);

    await createContact('Brandt');
    expect(names(list.now()).sort()).toEqual(['Albers', 'Brandt']);
  });

  it('an edited contact: its page shows the new value once the save resolves, never the old', async () => {
    const made = await createContact('Meier');
    const page = await contactPage(made.id);
    await write((r) => h()['contacts.patch'](r), {
      id: made.id,
      body: { fields: { lastName: 'Meyer' } },
    });
    expect(page.now().contact.fields.lastName).toBe('Meyer');
  });

  it('a deal moved to another contact: both pages show where it is now', async () => {
    const from = await createContact('Albers');
    const to = await createContact('Brandt');
    const deal = await write((body) => h()['deals.create']({ body }), {
      contactId: from.id,
      title: 'Wärmepumpe Einfamilienhaus',
      stageId: 'stg_new',
    });
    // Brandt's page was open earlier and is cached; Albers' page is on screen now.
    const earlier = new QueryObserver(client, {
      queryKey: contactKeys.detail(to.id),
      queryFn: read(() => h()['contacts.get']({ id: to.id })),
    });
    const closeEarlier = earlier.subscribe(() => undefined);
    await vi.waitFor(() => expect(earlier.getCurrentResult().status).toBe('success'));
    closeEarlier();
    const fromPage = await contactPage(from.id);
    expect(fromPage.now().deals.map((d) => d.id)).toEqual([deal.id]);

    await write((r) => h()['deals.patch'](r), { id: deal.id, body: { contactId: to.id } });
    expect(fromPage.now().deals).toEqual([]);
    // Opening Brandt's page again reads it anew: the deal is there.
    const toPage = await contactPage(to.id);
    await vi.waitFor(() => expect(toPage.now().deals.map((d) => d.id)).toEqual([deal.id]));
  });

  it('a discarded write: the outbox list and the counts follow without a hand refresh', async () => {
    await createContact('Albers');
    const outbox = await onScreen(outboxKeys.list, () => h()['outbox.list']({}));
    const status = await onScreen(syncKeys.status, () => h()['sync.status']({}));
    expect(outbox.now().data).toHaveLength(1);
    expect(status.now().pending).toBe(1);

    await write((r) => h()['outbox.discard'](r), { seq: outbox.now().data[0]!.seq });
    expect(outbox.now().data).toEqual([]);
    expect(status.now().pending).toBe(0);
  });

  it('no mutation writes to the cache by hand', () => {
    const features = join(__dirname, '../../src/renderer/features');
    const touching = readdirSync(features, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('mutations.ts'))
      .filter((file) =>
        /invalidateQueries|setQueryData|refetchQueries|resetQueries|removeQueries/.test(
          readFileSync(join(features, file), 'utf8'),
        ),
      );
    expect(touching).toEqual([]);
  });
});
