// @vitest-environment happy-dom
import { act, createElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberField } from '../../src/renderer/features/pv-planner/NumberField';
import { SurveyedNumber } from '../../src/renderer/features/survey/SurveyedField';
import type { Surveyed } from '../../src/shared/survey/schema';
import { domRoot } from './dom-root';

/*
 * What a user types stays until they press Enter or leave the field, even when the value behind
 * the field changes meanwhile: a string proposal recomputed a moment after the inverter changed,
 * a sync bringing another device's value. (The PV planner lost a typed "13" so on a slow machine.)
 */

const dom = domRoot();
const render = (element: ReactElement) => act(() => dom.root().render(element));
const input = () => dom.container().querySelector('input')!;

/** Types as a browser does: the input's own value setter, then the input event React listens to. */
function typeInto(field: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const pressEnter = (field: HTMLInputElement) =>
  act(() => {
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
const leave = (field: HTMLInputElement) =>
  act(() => {
    field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });

describe('a PV planner number field', () => {
  const field = (value: number, commits: number[]) =>
    createElement(NumberField, {
      name: 'tracker-1-modules',
      label: 'Module je String',
      value,
      min: 1,
      max: 60,
      rangeMessage: 'muss zwischen 1 und 60 liegen',
      numberMessage: 'bitte eine Zahl eingeben, z. B. 10',
      onCommit: (v: number) => commits.push(v),
    });

  it('keeps "13" typed while the proposal behind it changes, and takes it on Enter', async () => {
    const commits: number[] = [];
    await render(field(9, commits));
    typeInto(input(), '13');
    // The inverter chosen a moment before: its proposal arrives while the user types.
    await render(field(7, commits));
    expect(input().value).toBe('13');
    pressEnter(input());
    expect(commits).toEqual([13]);
  });

  it('shows a new value from elsewhere when the user is not typing', async () => {
    const commits: number[] = [];
    await render(field(9, commits));
    await render(field(7, commits));
    expect(input().value).toBe('7');
    expect(commits).toEqual([]);
  });

  it('keeps a text out of range with its German error, takes nothing', async () => {
    const commits: number[] = [];
    await render(field(9, commits));
    typeInto(input(), '61');
    leave(input());
    await render(field(8, commits));
    expect(input().value).toBe('61');
    expect(dom.container().textContent).toContain('muss zwischen 1 und 60 liegen');
    expect(commits).toEqual([]);
  });
});

describe('a surveyed number', () => {
  const surveyed = (wert: number | null, changes: Array<Surveyed<number>>) =>
    createElement(SurveyedNumber, {
      id: 'wohnflaeche',
      label: 'Wohnfläche',
      value: { wert, herkunft: 'gemessen', quelle: null },
      onChange: (next: Surveyed<number>) => changes.push(next),
    });

  it('keeps "142,5" typed while a sync brings another device\'s value, and takes it on leaving', async () => {
    const changes: Array<Surveyed<number>> = [];
    await render(surveyed(120, changes));
    typeInto(input(), '142,5');
    await render(surveyed(118, changes));
    expect(input().value).toBe('142,5');
    leave(input());
    expect(changes.map((c) => c.wert)).toEqual([142.5]);
  });

  it('shows the synced value when the field is not being typed in', async () => {
    const changes: Array<Surveyed<number>> = [];
    await render(surveyed(120, changes));
    await render(surveyed(118, changes));
    expect(input().value).toBe('118');
  });
});
