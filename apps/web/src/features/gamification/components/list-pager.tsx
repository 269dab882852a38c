import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../texts';

/** Page numbers under a paginated list; nothing when everything fits one page. */
export function ListPager({
  count,
  pageSize,
  page,
  onChange,
}: {
  count: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const total = Math.ceil(count / pageSize);
  if (total <= 1) return null;
  return (
    <Pagination
      total={total}
      value={page}
      onChange={onChange}
      getControlProps={(control) => ({ 'aria-label': t(`student.loyalty.page_${control}`) })}
    />
  );
}
