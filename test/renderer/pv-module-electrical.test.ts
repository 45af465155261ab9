import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/renderer/i18n';
import { ElectricalFields } from '../../src/renderer/features/pv-planner/ModuleLibrary';
import {
  electricalComplete,
  electricalLimits,
  missingElectrical,
} from '../../src/renderer/features/pv-planner/module-electrical';
import {
  defaultLibrary,
  knownSchemaVersion,
  readDocument,
  type ModuleElectrical,
} from '../../src/shared/pv-plan/document';
import { saveLibraryEntry } from '../../src/shared/pv-plan/edits';
import { householdDefaults } from '../../src/shared/pv-plan/household';
import { stringsOf } from '../../src/shared/pv-plan/household-calc';
import { pvInverterCatalogue } from '../../src/shared/calc/catalogues/pv-inverters';
import { StringsPanel } from '../../src/renderer/features/pv-planner/StringsPanel';
import { trackerMppText } from '../../src/renderer/features/pv-planner/string-words';
import { i18n } from '../../src/renderer/i18n';

// The planner's store reaches the IPC client on import.
vi.mock('../../src/renderer/api', () => ({ api: {} }));

/*
 * The module library's electrical values: the short-circuit current Isc and the MPP current Impp
 * (with Voc, Vmpp and the coefficients) are typed from the data sheet, each refused at its own
 * field in German when missing or out of bounds, and the string check uses what was entered.
 */

// Bisol BSM450M-72HBD datasheet: Voc 50.4 V, Vmpp 42.0 V, Isc 11.36 A, Impp 10.72 A.
const bsm = defaultLibrary.find((m) => m.model === 'BSM450M-72HBD')!;
const datasheet = bsm.electrical!;

const fields = (value: ModuleElectrical) =>
  renderToStaticMarkup(createElement(ElectricalFields, { value, onChange: () => undefined }));

beforeAll(async () => {
  await initI18n('de');
});

describe('Isc and Impp in the module library', () => {
  it('says at each field that a value is missing, in German', () => {
    const html = fields(missingElectrical);
    expect(html).toContain(
      'Kurzschlussstrom Isc (A): fehlt: bitte aus dem Datenblatt als Zahl eintragen, z. B. 11,36',
    );
    expect(html).toContain(
      'MPP-Strom Impp (A): fehlt: bitte aus dem Datenblatt als Zahl eintragen, z. B. 10,72',
    );
    expect(electricalComplete(missingElectrical)).toBe(false);
    expect(electricalComplete({ ...datasheet, isc: Number.NaN })).toBe(false);
  });

  it('refuses an Isc outside its bounds and an Impp above the Isc at their own fields', () => {
    expect(fields({ ...datasheet, isc: 45 })).toContain(
      'Kurzschlussstrom Isc (A): muss zwischen 0,1 und 30 liegen',
    );
    // Impp 12 A with Isc 11,36 A: the MPP current cannot exceed the short-circuit current.
    const html = fields({ ...datasheet, impp: 12 });
    expect(html).toContain(
      'MPP-Strom Impp (A): muss zwischen 0,1 und 11,36 liegen (höchstens der Kurzschlussstrom Isc)',
    );
    expect(html).not.toContain('Kurzschlussstrom Isc (A): muss');
    expect(electricalLimits({ ...datasheet, impp: 12 }).impp.max).toBe(11.36);
    expect(electricalComplete({ ...datasheet, impp: 12 })).toBe(false);
    // Vmpp at or above Voc is refused at the Vmpp field.
    expect(fields({ ...datasheet, vmpp: 55 })).toContain(
      'MPP-Spannung Vmpp (V): muss zwischen 1 und 50,4 liegen (unter der Leerlaufspannung Voc)',
    );
    // The data sheet's values pass, and no field shows an error.
    expect(electricalComplete(datasheet)).toBe(true);
    expect(fields(datasheet)).not.toContain('field-error');
  });

  it('the string check uses the Isc entered in the library', () => {
    const read = readDocument({}, knownSchemaVersion);
    if (!read.ok) throw new Error('not read');
    // The plan's module is the BSM 450; the consultant corrects its Isc to a larger cell's 14 A.
    const model = saveLibraryEntry(
      { ...read.model, library: [bsm], moduleType: bsm },
      { ...bsm, electrical: { ...datasheet, isc: 14, impp: 13.2 } },
    );
    expect(model.moduleType.electrical!.isc).toBe(14);
    // 16 modules on the Huawei SUN2000-8KTL-M1 (13,5 A per MPP tracker): a string of 8 on each
    // of its two trackers.
    const huawei = { ...pvInverterCatalogue.find((i) => i.model === 'SUN2000-8KTL-M1')! };
    const trackers = [
      { modulesPerString: 8, strings: 1 },
      { modulesPerString: 8, strings: 1 },
    ];
    const plan = { ...householdDefaults, stringPlan: { inverter: huawei, trackers } };
    const before = stringsOf(plan, datasheet, 16, 7.2);
    const after = stringsOf(plan, model.moduleType.electrical, 16, 7.2);
    if (!before.ok || !after.ok) throw new Error('strings not checked');
    // 1 × 11,36 A ≤ 13,5 A: fine; 1 × 14 A > 13,5 A: overcurrent at every tracker.
    expect(before.trackers.map((t) => t.check.problems)).toEqual([[], []]);
    for (const tracker of after.trackers) {
      expect(tracker.strings).toBe(1);
      expect(tracker.check.current).toBe(14);
      expect(tracker.check.problems).toContain('overcurrent');
    }
  });

  /*
   * Impp enters no pvStringCheck (the contract's current is strings × Isc); it says what the
   * tracker carries in operation, beside the check, against the inverter's usable input current.
   */
  it('shows the MPP current in operation beside the short-circuit check', () => {
    const huawei = { ...pvInverterCatalogue.find((i) => i.model === 'SUN2000-8KTL-M1')! };
    const t = i18n.t;
    const at = (trackers: Array<{ modulesPerString: number; strings: number }>, isc = 11.36) => {
      const plan = { ...householdDefaults, stringPlan: { inverter: huawei, trackers } };
      const outcome = stringsOf(plan, { ...datasheet, isc }, 16, 7.2);
      if (!outcome.ok) throw new Error('strings not checked');
      return outcome.trackers[0]!;
    };
    // One string of the BSM 450: 1 × 10,72 A in operation, within the Huawei's 13,5 A.
    const one = at([{ modulesPerString: 8, strings: 1 }]);
    expect(one.mpp).toEqual({ current: 10.72, limited: false });
    expect(trackerMppText(t, one, huawei)).toBe(
      'MPP-Strom im Betrieb: 1 × 10,72 A = 10,72 A; der Wechselrichter nutzt bis 13,5 A je Tracker.',
    );
    // Isc corrected to 14 A: the check reports overcurrent, yet 10,72 A is what flows at the MPP.
    const iscOnly = at([{ modulesPerString: 8, strings: 1 }], 14);
    expect(iscOnly.check.problems).toContain('overcurrent');
    expect(iscOnly.mpp.limited).toBe(false);
    expect(trackerMppText(t, iscOnly, huawei)).toBe(
      'MPP-Strom im Betrieb: 1 × 10,72 A = 10,72 A, das nutzt der Wechselrichter (bis 13,5 A je Tracker); nur der Kurzschlussstrom liegt darüber. Bitte den zulässigen Kurzschlussstrom je Tracker im Datenblatt des Wechselrichters prüfen.',
    );
    // Two strings in parallel: 2 × 10,72 = 21,44 A in operation, above 13,5 A: limited.
    const two = at([{ modulesPerString: 8, strings: 2 }]);
    expect(two.mpp.current).toBeCloseTo(21.44, 12);
    expect(two.mpp.limited).toBe(true);
    expect(trackerMppText(t, two, huawei)).toBe(
      'MPP-Strom im Betrieb: 2 × 10,72 A = 21,44 A, mehr als die 13,5 A, die der Wechselrichter je Tracker nutzt: Er begrenzt den Strom, in den sonnigsten Stunden geht etwas Ertrag verloren.',
    );
  });

  it("says an inverter without a source is without one, not a maker's figures", () => {
    // An inverter another tool stored with its values but no data sheet named.
    const own = {
      ...pvInverterCatalogue.find((i) => i.model === 'SUN2000-8KTL-M1')!,
      maker: 'Eigener',
      model: 'WR 8',
      source: '',
    };
    const plan = { ...householdDefaults, stringPlan: { inverter: own, trackers: null } };
    const html = renderToStaticMarkup(
      createElement(StringsPanel, {
        plan,
        strings: stringsOf(plan, datasheet, 16, 7.2),
        readOnly: true,
      }),
    );
    expect(html).toContain(
      'Ohne Quelle: bitte die Werte mit dem Datenblatt des angebotenen Wechselrichters prüfen.',
    );
    expect(html).not.toContain('Quelle: –');
    // Named in the choice as the plan's own values (not the catalogue's, not "eigene Aufteilung").
    expect(html).toContain('Eigener WR 8 (eigene Werte)');
  });

  it('names a module whose stored values no module can have instead of failing the planner', () => {
    // Another tool stored Isc 0 A (or an Impp of 0 A) with the module: nothing can be checked.
    for (const broken of [
      { ...datasheet, isc: 0 },
      { ...datasheet, impp: 0 },
    ]) {
      const outcome = stringsOf(householdDefaults, broken, 16, 7.2);
      expect(outcome).toEqual({ ok: false, reason: 'invalidElectrical' });
      const html = renderToStaticMarkup(
        createElement(StringsPanel, { plan: householdDefaults, strings: outcome, readOnly: true }),
      );
      expect(html).toContain(
        'Die elektrischen Werte des Moduls passen nicht zusammen (z. B. ein Strom von 0 A oder eine MPP-Spannung über der Leerlaufspannung).',
      );
    }
  });
});
