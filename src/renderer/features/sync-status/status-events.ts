/*
 * How many `status` events the host has pushed. The status read (queries.ts) compares it before
 * and after its call: a read answered before an event arrived is older than that event, even when
 * its answer lands later (the core answers from its worker), so the event's status stands.
 */
let statusEvents = 0;

/** Called for every `status` event, before its status is put into the cache. */
export function noteStatusEvent(): void {
  statusEvents++;
}

export const statusEventCount = (): number => statusEvents;
