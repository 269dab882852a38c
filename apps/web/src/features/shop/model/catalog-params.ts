import { SYS_COURSE_TYPE_CODES, type SysCourseTypeCode } from '@prepa/contracts';

export interface CatalogParams {
  sysCourseTypeCode: SysCourseTypeCode;
  productTypeId?: number;
}

/** Route params of Catalog: the code is upper-cased, the product type must be digits; else null (NotFound). */
export function parseCatalogParams(
  code: string | undefined,
  productTypeId: string | undefined,
): CatalogParams | null {
  const upper = (code ?? '').toUpperCase();
  if (!(SYS_COURSE_TYPE_CODES as readonly string[]).includes(upper)) return null;
  if (productTypeId !== undefined && !/^\d{1,9}$/.test(productTypeId)) return null;
  return {
    sysCourseTypeCode: upper as SysCourseTypeCode,
    productTypeId: productTypeId === undefined ? undefined : Number(productTypeId),
  };
}
