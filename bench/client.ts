/**
 * The syncing process of the benchmark (what will be Electron's main process): initial sync,
 * no-op poll, incremental poll, push, local queries. Prints one JSON line.
 * argv: BASE_URL API_KEY DB_PATH PUSH_IDS_FILE (where it writes the ids it pushed, for the floor)
 */
import { writeFileSync } from 'node:fs';
import { openCore } from '../src/main/core';
import { startCoreWorker } from './core-worker';
import { createHandlers, dispatch } from '../src/main/ipc/handlers';
import { boardPageSize, defaultDealFilter } from '../src/shared/domain/pipeline';
import { percentile, watchEventLoop } from './event-loop';
import { dealPhrases, generatedPhrases, projectPhrases } from './search-queries';

const [baseUrl, apiKey, dbPath, pushIdsFile] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
];
const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

// Initial sync into an empty database, as the app runs it: the core in its worker thread
// (src/main/worker), this thread only routing messages.
const worker = await startCoreWorker(dbPath, baseUrl, apiKey);
const loop = watchEventLoop();
let started = performance.now();
const initial = await worker.sync({ sweep: true });
const initialSeconds = (performance.now() - started) / 1000;
const eventLoop = loop.stop();
await worker.close();
// The kernel's high-water mark of this process's resident memory (KiB), taken after the sync.
const peakRssMb = process.resourceUsage().maxRSS / 1024;

// The rest in this thread: the engine's and the store's own speed, without messages.
const core = openCore({ dbPath, baseUrl, apiKey });

// The contact search index, built in bulk after the first sync (search/contact-index.ts): the
// app does it in steps while idle (search/driver.ts); here at once, timed, before anything else.
started = performance.now();
while (!core.store.searchIndexes.buildStep(5000));
const searchIndexSeconds = (performance.now() - started) / 1000;

// A poll when nothing changed.
started = performance.now();
const noop = await core.engine.sync({ sweep: false });
const noopMs = performance.now() - started;

// 1,000 records changed on the server by another client, then a poll.
const contacts = core.store.searchContacts('', { limit: 1000, offset: 0 });
for (let i = 0; i < contacts.length; i += 50) {
  await Promise.all(
    contacts.slice(i, i + 50).map((c) =>
      fetch(`${baseUrl}/v1/contacts/${c.id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ fields: { benchmarkNote: `changed ${i}` } }),
      }).then((r) => r.text()),
    ),
  );
}
// A real poll comes a minute later; let the server clock pass the changes (see scan.ts).
await new Promise((r) => setTimeout(r, 2500));
started = performance.now();
const incremental = await core.engine.sync({ sweep: false });
const incrementalMs = performance.now() - started;

// 2,000 queued patches to different deals, then a push.
const deals = core.store.dump().deals.slice(0, 2000);
writeFileSync(pushIdsFile, JSON.stringify(deals.map((d) => d.id)));
deals.forEach((deal, i) => core.store.patchDeal(deal.id, { value: 10_000 + i }));
started = performance.now();
const push = await core.engine.sync({ pull: false });
const pushSeconds = (performance.now() - started) / 1000;

// Local queries the UI makes.
// Single words (as before), then what a consultant types: several words in either order,
// prefixes while typing, a name with a town or street, a postal code, a phone or e-mail fragment.
const words = ['mül', 'sch', 'berlin', 'gmbh', 'anna', 'weg', '@', '0171', 'str', 'kl', 'ma', 'er'];
const phrases = generatedPhrases;
const searchSamples: number[] = [];
for (let i = 0; i < 300; i++) {
  const text =
    i < 200
      ? words[i % words.length]! + (i >= words.length ? String.fromCharCode(97 + (i % 26)) : '')
      : phrases[i % phrases.length]!.slice(0, 4 + (i % 40));
  const t = performance.now();
  core.store.searchContacts(text, { limit: 100, offset: 0 });
  searchSamples.push(performance.now() - t);
}
// The project list's and the pipeline's search, typed the same way: each phrase in
// steps as it grows, from 3 characters on. Projects: the list's first page (100, newest first);
// deals: the board with the text filter (totals per column and each column's first cards, as
// many as the board asks for).
const typedSamples = (phrases: readonly string[], read: (text: string) => unknown) => {
  const samples: number[] = [];
  for (let i = 0; i < 200; i++) {
    const phrase = phrases[i % phrases.length]!;
    const text = phrase.slice(0, Math.min(phrase.length, 3 + ((i * 7) % phrase.length)));
    const t = performance.now();
    read(text);
    samples.push(performance.now() - t);
  }
  return percentile(samples, 95);
};
const projectSearchP95Ms = typedSamples(projectPhrases, (text) =>
  core.store.listProjects({ text, limit: 100 }),
);
const dealSearchP95Ms = typedSamples(dealPhrases, (text) =>
  core.store.pipeline(new Date(), { ...defaultDealFilter, text }, boardPageSize),
);
const pipelineSamples: number[] = [];
for (let i = 0; i < 50; i++) {
  const t = performance.now();
  core.store.pipeline(new Date(), defaultDealFilter, boardPageSize);
  pipelineSamples.push(performance.now() - t);
}

// The same reads as the renderer asks for them: validated IPC calls through the handler map.
const handlers = createHandlers(core);
const ipcSample = async (calls: number, request: (i: number) => [string, unknown]) => {
  const samples: number[] = [];
  for (let i = 0; i < calls; i++) {
    const [channel, body] = request(i);
    const t = performance.now();
    const answer = await dispatch(handlers, channel, body);
    samples.push(performance.now() - t);
    if (!answer.ok) throw new Error(`${channel}: ${answer.error.message}`);
  }
  return percentile(samples, 95);
};
const someContacts = core.store.searchContacts('', { limit: 200, offset: 0 });
const contactDetailP95Ms = await ipcSample(someContacts.length, (i) => [
  'contacts.get',
  { id: someContacts[i]!.id },
]);
const projectWords = ['', 'heiz', 'wärme', 'pv', 'energie', 'müller', 'straße', 'x'];
const projectListP95Ms = await ipcSample(100, (i) => [
  'projects.list',
  { text: projectWords[i % projectWords.length], limit: 100 },
]);

const records = total(initial.received);
process.stdout.write(
  JSON.stringify({
    initialSync: { records, seconds: initialSeconds, requests: initial.requests },
    noopPoll: { requests: noop.requests, ms: noopMs },
    incrementalSync: {
      ms: incrementalMs,
      changed: total(incremental.changed),
      requests: incremental.requests,
    },
    push: { writes: push.pushed, seconds: pushSeconds },
    searchIndex: { seconds: searchIndexSeconds },
    query: {
      contactSearchP95Ms: percentile(searchSamples, 95),
      pipelineP95Ms: percentile(pipelineSamples, 95),
      contactDetailP95Ms,
      projectListP95Ms,
      projectSearchP95Ms,
      dealSearchP95Ms,
    },
    eventLoop,
    memory: { peakRssMb },
  }) + '\n',
);
await core.close();
