import { describe, expect, it } from 'vitest';
import { pvDocument } from '../../src/server/seed/demo-data';
import { readDocument, writeDocument } from '../../src/shared/pv-plan/document';
import { canPlace } from '../../src/shared/pv-plan/planner-calc';

/* The seeded PV plans are real planner documents: every module placed where the planner allows. */

describe('seeded PV plan documents', () => {
  it.each([
    [1, 12],
    [2, 14],
    [2, 22],
  ])(
    '%i roof(s) with %i modules each: readable, modules inside the rules, round-trip safe',
    (roofs, perRoof) => {
      const doc = pvDocument(roofs, perRoof);
      const read = readDocument(doc, 1);
      if (!read.ok) throw new Error(read.reason);
      const { model } = read;
      expect(model.roofs).toHaveLength(roofs);
      expect(model.modules).toHaveLength(roofs * perRoof);
      expect(model.moduleType).toMatchObject({ wattPeak: 430, widthMm: 1134, heightMm: 1722 });
      for (const module of model.modules) {
        const roof = model.roofs.find((r) => r.id === module.roofId)!;
        const others = model.modules.filter((m) => m.id !== module.id);
        expect(canPlace(roof, module, others), module.id).toBe(true);
      }
      expect(JSON.stringify(writeDocument(doc, model))).toBe(JSON.stringify(doc));
    },
  );
});
