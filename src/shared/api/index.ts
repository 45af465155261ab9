export * from './enums';
export * from './limits';
export * from './resources';
export * from './answer-check';
export * from './requests';
export * from './errors';
export * from './api-key';
export * from './create-marker';
