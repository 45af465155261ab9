/*
 * The merge lives in src/shared (the renderer's module editor merges drafts with it too); the
 * store's modules keep importing it from here.
 */
export * from '../../../shared/merge/three-way';
