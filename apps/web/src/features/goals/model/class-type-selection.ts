/**
 * What the subject picker saves: the chosen subjects that the class year offers, in the order the
 * catalogue lists them (a subject left over from another class year is dropped).
 */
export function subjectsToSave(chosen: readonly number[], offered: readonly { id: number }[]): number[] {
  const set = new Set(chosen);
  return offered.filter((c) => set.has(c.id)).map((c) => c.id);
}
