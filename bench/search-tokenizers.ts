/**
 * npx tsx bench/search-tokenizers.ts [CONTACTS]   (default 200000)
 * The contact index with unicode61 + prefix indexes against trigram, like for like: the same
 * documents (search/document.ts: a contact's values and its building's address), built in bulk
 * in rowid order as after a first sync, then typed queries (every word a prefix for unicode61, a
 * substring for trigram, which can't use its index for words under 3 characters). Half the
 * contacts are German names and addresses, half as the bench's generator makes them
 * ("Vorname123 Nachname123", "Musterstraße 17"). Prints one JSON line per index.
 */
import Database from 'better-sqlite3';
import { percentile } from './event-loop';
import { generatedPhrases } from './search-queries';
import { foldForSearch } from '../src/shared/search/fold';
import { contactDocument } from '../src/main/core/store/search/document';
import { searchMatchExpression } from '../src/main/core/store/search/query';
import { contactSearchText } from '../src/main/core/store/rows';

const count = Number(process.argv[2] ?? 200_000);
const first = ['Florian', 'Anna', 'Jürgen', 'Lena', 'Mehmet', 'Sophie', 'Klaus', 'Marie'];
const last = ['Wolf', 'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner'];
const moreLast = ['Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter', 'Klein', 'Groß', 'Krüger'];
const towns = [
  ['Kassel', '34117'],
  ['Hannover', '30159'],
  ['Leipzig', '04109'],
  ['Nürnberg', '90402'],
  ['Göttingen', '37073'],
  ['Fulda', '36037'],
  ['Köln', '50667'],
] as const;
const streets = ['Kunoldstraße', 'Hauptstraße', 'Am Weinberg', 'Lindenallee', 'Bahnhofstraße'];
const surnames = [...last, ...moreLast, 'Hartmann', 'Lange', 'Werner', 'Yılmaz'];

function documentOf(i: number): string {
  if (i % 2) {
    const fields = {
      firstName: `Vorname${i}`,
      lastName: `Nachname${i}`,
      email: `kontakt${i}@example.de`,
      phone: `+49 30 ${1_000_000 + i}`,
    };
    const [city, postal] = towns[i % towns.length]!;
    return contactDocument(contactSearchText({ fields, status: 'lead' }), [
      { street: `Musterstraße ${(i % 200) + 1}`, postal_code: postal, city },
    ]);
  }
  const f = first[i % first.length]!;
  const l = surnames[(i * 7) % surnames.length]!;
  const [city, postal] = towns[(i * 3) % towns.length]!;
  const fields = {
    firstName: f,
    lastName: l,
    ...(i % 5 === 0 ? { company: `${l} Haustechnik GmbH` } : {}),
    email: `${foldForSearch(f)}.${foldForSearch(l)}${i}@example.de`,
    phone: `+49 ${561 + (i % 40)} ${100000 + i}`,
  };
  return contactDocument(contactSearchText({ fields, status: 'customer' }), [
    { street: `${streets[i % streets.length]} ${(i % 120) + 1}`, postal_code: postal, city },
  ]);
}

const typed = [
  'Florian Wolf',
  'Wolf Florian',
  'Wolf Kassel',
  'Kassel',
  'Kunoldstraße',
  'kunoldstr 12',
  'mueller',
  'Jürgen Müll',
  'sabine hartmann göttingen',
  'Bahnhof Fulda',
  'haustechnik gmbh',
  '0561 100',
  ...generatedPhrases,
];
// As typed: every prefix of each query from 2 characters on.
const queries = typed.flatMap((q) =>
  Array.from({ length: q.length - 1 }, (_, n) => q.slice(0, n + 2)),
);

function trigramMatch(text: string): string | null {
  const words = text
    .split(/\s+/)
    .map((w) => foldForSearch(w).replace(/"/g, ''))
    .filter((w) => w.length >= 3);
  return words.length ? words.map((w) => `"${w}"`).join(' AND ') : null;
}

for (const [name, options, match] of [
  [
    "unicode61, prefix '2 3'",
    "tokenize='unicode61 remove_diacritics 2', prefix='2 3'",
    searchMatchExpression,
  ],
  [
    "unicode61, prefix '2 3 4 5 6 7 8'",
    "tokenize='unicode61 remove_diacritics 2', prefix='2 3 4 5 6 7 8'",
    searchMatchExpression,
  ],
  ['unicode61, no prefix index', "tokenize='unicode61 remove_diacritics 2'", searchMatchExpression],
  ['trigram', "tokenize='trigram remove_diacritics 1'", trigramMatch],
] as const) {
  const db = new Database(':memory:');
  db.exec(
    `CREATE VIRTUAL TABLE s USING fts5(document, content='', contentless_delete=1, ${options})`,
  );
  const docs = Array.from({ length: count }, (_, i) => documentOf(i));
  const insert = db.prepare('INSERT INTO s (rowid, document) VALUES (?, ?)');
  let t = performance.now();
  for (let i = 0; i < count; i += 5000)
    db.transaction(() => {
      for (let j = i; j < Math.min(count, i + 5000); j++) insert.run(j + 1, docs[j]);
    })();
  const buildSeconds = (performance.now() - t) / 1000;
  const size = (
    db
      .prepare('SELECT page_count * page_size AS b FROM pragma_page_count, pragma_page_size')
      .get() as { b: number }
  ).b;
  const search = db
    .prepare('SELECT rowid FROM s WHERE s MATCH ? ORDER BY rowid DESC LIMIT 100')
    .pluck();
  const samples: number[] = [];
  const slowest: Record<string, number> = {};
  let unindexed = 0;
  for (let round = 0; round < 3; round++)
    for (const q of queries) {
      const expression = match(q);
      if (!expression) {
        unindexed++;
        continue;
      }
      t = performance.now();
      search.all(expression);
      const ms = performance.now() - t;
      samples.push(ms);
      slowest[q] = Math.max(slowest[q] ?? 0, ms);
    }
  const worst = Object.entries(slowest)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([q, ms]) => `${q}: ${ms.toFixed(1)}`);
  console.log(
    JSON.stringify({
      index: name,
      contacts: count,
      buildSeconds: +buildSeconds.toFixed(2),
      sizeMb: +(size / 1e6).toFixed(1),
      p95Ms: +percentile(samples, 95).toFixed(2),
      medianMs: +percentile(samples, 50).toFixed(2),
      unindexedQueries: unindexed / 3,
      worst,
    }),
  );
  db.close();
}
