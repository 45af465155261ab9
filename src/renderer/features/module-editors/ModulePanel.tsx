/* The project page's module panel is the editor host (issue 11); kept under its old name. */
export { ModuleEditorHost as ModulePanel, moduleDraftKey } from './ModuleEditorHost';
