/**
 * npx tsx bench/search-tokenizers.ts [CONTACTS]   (default 50000)
 * The contact index with unicode61 + prefix indexes against trigram: the cost of writing it on
 * the pull's path (a contact, then its building) and the p95 of typed queries, on generated
 * German names and addresses. An in-memory store, like-for-like; prints one JSON line.
 */
import Database from 'better-sqlite3';
import { percentile } from './event-loop';
import { migrations } from '../src/main/core/store/migrations';
import { contactRows, buildingRows } from '../src/main/core/store/rows';
import {
  contactSearchSchema,
  indexBuilding,
  indexContact,
} from '../src/main/core/store/search/contact-index';
import { contactQueryWords, findContactKeys } from '../src/main/core/store/search/contact-query';
import { foldGerman } from '../src/main/core/store/search/contact-document';

const count = Number(process.argv[2] ?? 50_000);
const first = [
  'Florian',
  'Anna',
  'Jürgen',
  'Lena',
  'Mehmet',
  'Sophie',
  'Klaus',
  'Marie',
  'Jonas',
  'Özlem',
  'Peter',
  'Sabine',
  'Lukas',
  'Hannah',
  'Stefan',
  'Julia',
];
const last = [
  'Wolf',
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Groß',
  'Yılmaz',
  'Krüger',
  'Hartmann',
  'Lange',
  'Werner',
];
const towns = [
  ['Kassel', '34117'],
  ['Hannover', '30159'],
  ['Leipzig', '04109'],
  ['Nürnberg', '90402'],
  ['Bremen', '28195'],
  ['Göttingen', '37073'],
  ['Fulda', '36037'],
  ['Köln', '50667'],
];
const streets = [
  'Kunoldstraße',
  'Hauptstraße',
  'Am Weinberg',
  'Friedrich-Ebert-Straße',
  'Lindenallee',
  'Schulweg',
  'Gartenstraße',
  'Bahnhofstraße',
];
const companies = ['', '', 'Wolf Haustechnik GmbH', 'Schmidt & Söhne KG', 'Energieberatung Nord'];
const at = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 1000).toISOString();

function contact(i: number) {
  const f = first[i % first.length]!;
  const l = last[(i * 7) % last.length]!;
  const company = companies[i % companies.length]!;
  return contactRows.toRow({
    id: `c${i}`,
    status: (['lead', 'qualified', 'customer'] as const)[i % 3]!,
    assignedTo: null,
    fields: {
      firstName: f,
      lastName: l,
      ...(company ? { company } : {}),
      email: `${foldGerman(f)}.${foldGerman(l)}${i}@example.de`,
      phone: `+49 ${561 + (i % 40)} ${100000 + i}`,
    },
    createdAt: at(i),
    updatedAt: at(i),
    lastActivityAt: at(i),
  });
}
function building(i: number) {
  const [city, postalCode] = towns[(i * 3) % towns.length]!;
  return buildingRows.toRow({
    id: `b${i}`,
    contactId: `c${i}`,
    name: 'Wohnhaus',
    street: `${streets[i % streets.length]} ${(i % 120) + 1}`,
    postalCode: postalCode!,
    city: city!,
    countryCode: 'DE',
    buildingType: null,
    buildingYear: null,
    livingArea: null,
    notes: null,
    createdAt: at(i),
    updatedAt: at(i),
  });
}

const queries = [
  'Florian Wolf',
  'Wolf Florian',
  'Flo Wo',
  'müller',
  'mueller',
  'Kassel',
  'Kunoldstr',
  'Kunoldstraße 12',
  '34117',
  'Wolf Kassel',
  'haustechnik',
  'schmidt söhne',
  'jürgen.krueger',
  '0561 1000',
  'sabine hartmann göttingen',
  'lena',
  'özlem',
  'Bahnhof Fulda',
  'example',
  'Friedrich-Ebert',
];

type Variant = 'none' | 'unicode61' | 'unicode61-no-prefix' | 'trigram';
function run(variant: Variant) {
  const db = new Database(':memory:');
  for (const m of migrations.filter((m) => m.version < 5)) m.up(db);
  if (variant === 'unicode61') db.exec(contactSearchSchema());
  if (variant === 'unicode61-no-prefix') db.exec(contactSearchSchema(undefined, null));
  if (variant === 'trigram') db.exec(contactSearchSchema('trigram remove_diacritics 1', null));
  const cache = new Map<string, Database.Statement>();
  const prepare = (s: string) => cache.get(s) ?? cache.set(s, db.prepare(s)).get(s)!;
  const insertContact = db.prepare(
    `INSERT INTO contacts VALUES (@id, @status, @assigned_to, @fields, @search_text, @created_at, @updated_at, @last_activity_at)`,
  );
  const insertBuilding = db.prepare(
    `INSERT INTO buildings VALUES (@id, @contact_id, @name, @street, @postal_code, @city, @country_code, @building_type, @building_year, @living_area, @notes, @created_at, @updated_at)`,
  );
  const started = performance.now();
  // Pages of 500 as the pull writes them: contacts first, then buildings.
  for (const kind of ['contacts', 'buildings'] as const) {
    for (let page = 0; page < count; page += 500) {
      db.transaction(() => {
        for (let i = page; i < Math.min(count, page + 500); i++) {
          if (kind === 'contacts') insertContact.run(contact(i));
          else insertBuilding.run(building(i));
          if (variant === 'none') continue;
          if (kind === 'contacts') indexContact(prepare, `c${i}`);
          else indexBuilding(prepare, `b${i}`);
        }
      })();
    }
  }
  const writeSeconds = (performance.now() - started) / 1000;
  const pages = db.pragma('page_count', { simple: true }) as number;
  const result: Record<string, unknown> = {
    variant,
    writeSeconds,
    sizeMb: (pages * 4096) / 2 ** 20,
  };
  if (variant !== 'none') {
    const samples: number[] = [];
    const hits: Record<string, number> = {};
    for (let round = 0; round < 10; round++) {
      for (const text of queries) {
        // trigram matches substrings of 3 characters or more: shorter words can't use it.
        const words =
          variant === 'trigram'
            ? text
                .split(/\s+/)
                .map(foldGerman)
                .filter((w) => [...w].length >= 3)
                .map((w) => ({
                  match: `"${w.replace(/"/g, '""')}"`,
                  // Checked on candidates as prefixes of tokens (an approximation of substrings).
                  tokens: contactQueryWords(w)[0]?.tokens ?? [],
                }))
            : contactQueryWords(text);
        const t = performance.now();
        const keys = findContactKeys(prepare, words, 100, 0);
        if (keys.length)
          db.prepare(
            `SELECT c.* FROM contact_search_rows r JOIN contacts c ON c.id = r.contact_id WHERE r.id IN (${keys.map(() => '?').join(', ')})`,
          ).all(...keys);
        samples.push(performance.now() - t);
        if (round === 0) hits[text] = findContactKeys(prepare, words, 1e9, 0).length;
      }
    }
    Object.assign(result, {
      queryP95Ms: percentile(samples, 95),
      queryMedianMs: percentile(samples, 50),
      hits,
    });
  }
  db.close();
  return result;
}

const variants: Variant[] = ['none', 'unicode61', 'unicode61-no-prefix', 'trigram'];
process.stdout.write(JSON.stringify({ contacts: count, results: variants.map(run) }) + '\n');
