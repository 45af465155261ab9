// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { useNavigation } from '../../src/renderer/stores/navigation';

/*
 * A record created on site gets the server's id when the sync acknowledges it. On a busy machine
 * that can happen before the form's own answer arrives and the screen opens the new record by its
 * local id: the record must still open (under its server id), never "Kontakt nicht gefunden".
 */

describe('navigation follows renamed records', () => {
  beforeEach(() => {
    history.replaceState(null, '', '#/contacts/new');
    useNavigation.setState({ route: { screen: 'contacts', creating: true }, renames: {} });
  });

  it('opens a record under its server id when the rename came before the navigation', () => {
    useNavigation.getState().followRenames({ 'local:c1': 'con_42' });
    useNavigation.getState().navigate({ screen: 'contacts', id: 'local:c1' });
    expect(useNavigation.getState().route).toEqual({ screen: 'contacts', id: 'con_42' });
    expect(location.hash).toBe('#/contacts/con_42');
  });

  it('moves an open record to its server id when the rename comes after', () => {
    useNavigation.getState().navigate({ screen: 'contacts', id: 'local:c2' });
    useNavigation.getState().followRenames({ 'local:c2': 'con_43' });
    expect(useNavigation.getState().route).toEqual({ screen: 'contacts', id: 'con_43' });
    expect(location.hash).toBe('#/contacts/con_43');
  });

  it('opens a record restored on the server by the first id the window was shown', () => {
    // Restored: its server id made local again, then given a new server id.
    useNavigation.getState().followRenames({ con_7: 'local:r1' });
    useNavigation.getState().followRenames({ 'local:r1': 'con_8' });
    useNavigation.getState().navigate({ screen: 'contacts', id: 'con_7' });
    expect(useNavigation.getState().route).toEqual({ screen: 'contacts', id: 'con_8' });
  });
});
