/**
 * The English texts of an area, shaped as its Russian ones (`typeof xRu`): the same keys at every depth,
 * each a string (or a list of strings where the Russian has a list). Annotating the English object with
 * it makes a key missing or extra in either language a type error.
 */
export type Texts<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends string[] ? string[] : Texts<T[K]>;
};
