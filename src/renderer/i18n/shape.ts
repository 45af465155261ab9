// The catalogues' shape lives in src/shared, where the modules' strings are typed with it too.
export type { Shape } from '../../shared/i18n/shape';
