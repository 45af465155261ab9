import { deepEqual } from '../../../shared/merge/three-way';

/*
 * For `memo` around a chart. A screen computes its figures again on every change (a keystroke in
 * any field) and hands them over as new objects, and a chart drawn again costs a recharts layout
 * of every axis, tick and line, also when its numbers did not change. Compared by value, a chart
 * is drawn again only when what it shows changed (a function prop never compares equal: drawn).
 */
export const sameFigures = <P extends object>(before: P, after: P) => deepEqual(before, after);
