/** A catalogue's type: the German one's keys, every leaf a string (see test/renderer/i18n.test.ts). */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
