import type { Product } from '@prepa/contracts';
import { describe, expect, it } from 'vitest';
import { teachersOf } from './teachers';

const product = (id: number, teacher: Product['teacher'], subject: string | null) =>
  ({
    id,
    teacher,
    productType: { classType: subject ? { id: 1, title: subject, color: { base: '#000' } } : null },
  }) as unknown as Product;

describe('teachersOf', () => {
  it('lists each teacher once with the subjects of their courses', () => {
    const a = { id: 1, fullName: 'А', avatar: '/images/teachers/teacher-1.svg' };
    const b = { id: 2, fullName: 'Б', avatar: null };
    expect(
      teachersOf([
        product(1, a, 'Математика'),
        product(2, b, 'Русский язык'),
        product(3, a, 'Математика'),
        product(4, a, 'Информатика'),
        product(5, null, null),
      ]),
    ).toEqual([
      { ...a, subjects: ['Математика', 'Информатика'] },
      { ...b, subjects: ['Русский язык'] },
    ]);
  });
});
