import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClassTypes, useClassYears } from '../api/get-class-filters';

interface Props {
  classYear?: number;
  classTypeId?: number;
  onChange: (next: { classYear?: number; classTypeId?: number }) => void;
}

/** Class year and subject filters; changing the year clears the subject. */
export function CatalogFilters({ classYear, classTypeId, onChange }: Props) {
  const { t } = useTranslation();
  const years = useClassYears();
  const types = useClassTypes(classYear);
  const toNumber = (v: string) => (v === '' ? undefined : Number(v));
  return (
    <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
      <NativeSelect
        label={t('shop.classYear')}
        miw={150}
        value={classYear === undefined ? '' : String(classYear)}
        onChange={(e) => onChange({ classYear: toNumber(e.currentTarget.value), classTypeId: undefined })}
        data={[
          { value: '', label: t('shop.any') },
          ...(years.data ?? []).map((y) => ({ value: String(y.id), label: y.title })),
        ]}
        data-testid="filter-class-year"
      />
      <NativeSelect
        label={t('shop.subject')}
        miw={150}
        value={classTypeId === undefined ? '' : String(classTypeId)}
        onChange={(e) => onChange({ classYear, classTypeId: toNumber(e.currentTarget.value) })}
        data={[
          { value: '', label: t('shop.any') },
          ...(types.data ?? []).map((c) => ({ value: String(c.id), label: c.title })),
        ]}
        data-testid="filter-subject"
      />
    </Group>
  );
}
