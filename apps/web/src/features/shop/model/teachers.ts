import type { Product } from '@prepa/contracts';

export type TeacherBrief = NonNullable<Product['teacher']> & { subjects: string[] };

/** The teachers of a list of courses, each once, in the order they first appear, with their subjects. */
export function teachersOf(products: readonly Product[]): TeacherBrief[] {
  const byId = new Map<number, TeacherBrief>();
  for (const p of products) {
    if (!p.teacher) continue;
    const entry = byId.get(p.teacher.id) ?? { ...p.teacher, subjects: [] };
    const subject = p.productType.classType?.title;
    if (subject && !entry.subjects.includes(subject)) entry.subjects.push(subject);
    byId.set(p.teacher.id, entry);
  }
  return [...byId.values()];
}
