/* The project page's module panel is the editor host; the name stays so its importers need not change. */
export { ModuleEditorHost as ModulePanel, moduleDraftKey } from './ModuleEditorHost';
