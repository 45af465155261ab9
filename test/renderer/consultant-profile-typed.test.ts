// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  consultantProfileSchema,
  type ConsultantProfile,
} from '../../src/shared/domain/consultant-profile';
import { domRoot } from './dom-root';
import { loadScreensAfresh } from './fresh-modules';

/*
 * The consultant's profile in the settings keeps what the consultant typed when the stored
 * profile changes meanwhile (the host's answer to a save from another window, a refetch): the
 * fields they did not touch show the new stored values, the ones they typed keep their text
 * until they save.
 */

const saves = vi.hoisted(() => [] as unknown[]);
vi.mock('../../src/renderer/api', () => ({
  api: {
    profile: {
      get: () => Promise.resolve(stored),
      set: (profile: unknown) => {
        saves.push(profile);
        return Promise.resolve(profile);
      },
    },
  },
}));

loadScreensAfresh();
const { ConsultantProfileForm } =
  await import('../../src/renderer/features/settings/ConsultantProfileForm');
const { settingsKeys } = await import('../../src/renderer/features/settings/keys');

let stored: ConsultantProfile;
let client: QueryClient;
const dom = domRoot();

const profile = (values: Partial<ConsultantProfile>) => consultantProfileSchema.parse(values);
const field = (name: string) =>
  dom.container().querySelector<HTMLInputElement>(`input[name="profile-${name}"]`)!;

/** Types as a browser does: the input's own value setter, then the input event React listens to. */
function typeInto(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/**
 * The stored profile as the host answers it now (after a save elsewhere, or a refetch); waits
 * until the form shows it in a field the consultant did not type in (the query's observers are
 * told a task later).
 */
async function storedBecomes(next: ConsultantProfile, shownIn: keyof ConsultantProfile) {
  act(() => {
    stored = next;
    client.setQueryData(settingsKeys.profile, next);
  });
  await vi.waitFor(() => expect(field(shownIn).value).toBe(next[shownIn]));
}

const submit = () =>
  act(async () => {
    dom
      .container()
      .querySelector('form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });

beforeEach(async () => {
  saves.length = 0;
  stored = profile({ name: 'Anna Berger', company: 'Berger Energie', city: 'Freiburg' });
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    dom
      .root()
      .render(createElement(QueryClientProvider, { client }, createElement(ConsultantProfileForm))),
  );
  await vi.waitFor(() => expect(field('name')).toBeTruthy());
});
afterEach(() => client.clear());

describe('the consultant profile form', () => {
  it('keeps the name typed while the stored profile changes; the untouched fields follow it', async () => {
    typeInto(field('name'), 'Dipl.-Ing. Anna Berger');
    await storedBecomes(
      profile({ name: 'Anna Berger', company: 'Berger Energieberatung GmbH', city: 'Freiburg' }),
      'company',
    );
    expect(field('name').value).toBe('Dipl.-Ing. Anna Berger');
    await submit();
    expect(saves).toEqual([
      profile({
        name: 'Dipl.-Ing. Anna Berger',
        company: 'Berger Energieberatung GmbH',
        city: 'Freiburg',
      }),
    ]);
    expect(dom.container().textContent).toContain('Profil gespeichert.');
  });

  it('an emptied field stays empty while the stored profile changes', async () => {
    typeInto(field('city'), '');
    await storedBecomes(
      profile({ name: 'Anna Berger', company: 'Energie Berger', city: 'Emmendingen' }),
      'company',
    );
    expect(field('city').value).toBe('');
  });

  it('after a save, a change stored later shows in the saved fields', async () => {
    typeInto(field('company'), 'Berger Energieberatung');
    await submit();
    expect(field('company').value).toBe('Berger Energieberatung');
    // Saved: the field is the stored value again and follows what is stored next.
    await storedBecomes(
      profile({ name: 'Anna Berger', company: 'Energieberatung Berger', city: 'Freiburg' }),
      'company',
    );
  });
});
