// @vitest-environment happy-dom
import { act, createElement, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SourcedNumberField } from '../../src/renderer/ui/fields/TakenValue';
import type { Offer } from '../../src/renderer/ui/fields/offer';
import { domRoot } from './dom-root';

/*
 * A value taken from the building (Baujahr 1968) and then typed over with a year the field
 * refuses (2035): the field names the error, and the line under it no longer says the value is
 * taken from the building, since what stands in the field is not that value. The building's year
 * is offered again instead.
 */

const dom = domRoot();
const fromBuilding: Offer = {
  key: 'building:buildingYear',
  source: 'building',
  label: 'buildingYear',
  value: 1968,
};

function YearField() {
  const [value, setValue] = useState<number | null>(1968);
  const [from, setFrom] = useState<string | null>(fromBuilding.key);
  return createElement(SourcedNumberField, {
    label: 'Baujahr',
    value,
    from,
    offers: [fromBuilding],
    digits: 0,
    min: 1800,
    max: 2026,
    year: true,
    onChange: (next, nextFrom) => {
      setValue(next);
      setFrom(nextFrom);
    },
  });
}

function type(text: string) {
  const input = dom.container().querySelector<HTMLInputElement>('input')!;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const takenLine = () => dom.container().querySelector('[data-testid="taken-from"]')?.textContent;

describe('a taken value typed over with a refused one', () => {
  it('no longer says it is taken, names the error and offers the source again', async () => {
    await dom.renderWithQueries(createElement(YearField));
    expect(takenLine()).toContain('Übernommen aus Gebäude: Baujahr');
    type('2035');
    expect(dom.container().querySelector('.field-error')?.textContent).toContain(
      'Der Wert darf höchstens 2026 sein.',
    );
    expect(takenLine()).toBeUndefined();
    expect(dom.container().textContent).not.toContain('Übernommen');
    const select = dom.container().querySelector('select')!;
    expect(select.textContent).toContain('Gebäude: Baujahr (1968)');
    // A year it accepts is typed, not taken: still no "Übernommen".
    type('1970');
    expect(dom.container().querySelector('.field-error')).toBeNull();
    expect(takenLine()).toBeUndefined();
  });
});
