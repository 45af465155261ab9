import { describe, expect, it } from 'vitest';
import type { ModuleContext } from '../../src/renderer/modules/definition';
import { envelopeModule } from '../../src/renderer/modules/heizlast-huellflaeche';
import { openModule } from '../../src/renderer/modules/payload';

/*
 * A module saved in an older format whose value the editor cannot read (the office's "viel" for
 * the air change rate, taken as the server's side of a conflict) opens without a made-up value:
 * the field is empty and said to be missing, never the editor's default shown as if stored.
 */

const context = {
  project: {} as ModuleContext['project'],
  contact: null,
  building: null,
  modules: {},
} satisfies ModuleContext;

describe('an older module with a value the editor cannot read', () => {
  it('opens the Heizlast with the air change rate empty, not the default 0,5', () => {
    const opened = openModule<{ airChangeRate: number | null; heatedArea: number | null }>(
      envelopeModule,
      {
        schemaVersion: 1,
        payload: {
          normAussentemperatur: -12,
          gebaeude: { beheizteFlaeche: 142.5, luftwechsel: 'viel' },
        },
      },
      context,
    );
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.inputs.heatedArea).toBe(142.5);
    expect(opened.inputs.airChangeRate).toBeNull();
    // The office's text is kept where it was, for the payload sent next.
    expect(opened.base).toMatchObject({ gebaeude: { luftwechsel: 'viel' } });
  });
});
