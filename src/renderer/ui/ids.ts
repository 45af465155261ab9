/** A record created on this device and not yet acknowledged by the server. */
export const isLocal = (id: string) => id.startsWith('local:');
