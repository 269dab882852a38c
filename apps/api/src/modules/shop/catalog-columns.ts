import type { ProductType } from '@prepa/contracts';
import { classTypes, classYears, productTypes } from '../../db/schema/index.js';

/** Columns that make a product type of the contract; reuse with `.from(productTypes)` + joins. */
export const productTypeColumns = {
  id: productTypes.id,
  type: productTypes.type,
  title: productTypes.title,
  sysCourseTypeId: productTypes.sysCourseTypeId,
  classTypeId: classTypes.id,
  classTypeTitle: classTypes.title,
  classTypeColor: classTypes.color,
  classYearId: classYears.id,
  classYearTitle: classYears.title,
  classYearOrder: classYears.order,
};
type ProductTypeRow = {
  id: number;
  type: ProductType['type'];
  title: string;
  classTypeId: number | null;
  classTypeTitle: string | null;
  classTypeColor: string | null;
  classYearId: number | null;
  classYearTitle: string | null;
  classYearOrder: number | null;
};

export function toProductType(r: ProductTypeRow): ProductType {
  return {
    id: r.id,
    type: r.type,
    title: r.title,
    classType:
      r.classTypeId === null
        ? null
        : { id: r.classTypeId, title: r.classTypeTitle ?? '', color: { base: r.classTypeColor ?? '' } },
    classYear:
      r.classYearId === null
        ? null
        : { id: r.classYearId, title: r.classYearTitle ?? '', order: r.classYearOrder ?? 0 },
  };
}
