import {
  Anchor,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { PurchasedDocument } from '@prepa/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../shared/config/routes';
import { uiLocale } from '../../../shared/lib/format';
import { notifyError } from '../../../shared/lib/notify';
import { usePurchased, type PurchasesFilter } from '../api/get-purchased';
import { openDocument } from '../model/open-document';
import { changeMonth, changeYear, purchaseYears } from '../model/purchases-filter';

function monthNames(locale: string): string[] {
  const f = new Intl.DateTimeFormat(locale, { month: 'long' });
  return Array.from({ length: 12 }, (_, i) => f.format(new Date(2024, i, 15)));
}

/**
 * A purchase's month in the UI's language, capitalised as a card heading ("Ноябрь 2026", "November
 * 2026"); the server's `month_name` is Russian only, so it is the fallback for a month out of range.
 */
function purchaseMonth(doc: PurchasedDocument, months: string[]): string {
  const name = months[doc.month - 1] ?? doc.monthName;
  return `${name.charAt(0).toLocaleUpperCase()}${name.slice(1)} ${doc.year}`;
}

function PurchaseCard({
  doc,
  months,
  onFail,
}: {
  doc: PurchasedDocument;
  months: string[];
  onFail: () => void;
}) {
  return (
    <Card withBorder radius="md" component="article" data-testid="purchase-card">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {doc.title}
        </Title>
        <Text size="sm" c="dimmed">
          {purchaseMonth(doc, months)}
        </Text>
        {doc.urls.map((u) => (
          <Anchor
            key={u.url}
            component="button"
            type="button"
            ta="left"
            mih={44}
            onClick={() => void openDocument(u.url, onFail)}
          >
            {u.title}
          </Anchor>
        ))}
      </Stack>
    </Card>
  );
}

/** Purchased courses' documents with year and month filters and "load more" (page size 4). */
export function PurchasesTab() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<PurchasesFilter>({});
  const query = usePurchased(filter);
  const fail = () => notifyError(t('documents.loadFailed'));
  useEffect(() => {
    if (query.isError) notifyError(t('documents.loadFailed'));
  }, [query.isError, t]);
  const docs = query.data?.pages.flatMap((p) => p.results) ?? [];
  const months = monthNames(uiLocale(i18n.language));
  const num = (v: string) => (v === '' ? undefined : Number(v));

  return (
    <Stack>
      <Group gap="sm" wrap="wrap">
        <NativeSelect
          label={t('documents.year')}
          miw={140}
          data-testid="purchases-year"
          value={filter.year === undefined ? '' : String(filter.year)}
          onChange={(e) => setFilter((f) => changeYear(f, num(e.currentTarget.value)))}
          data={[
            { value: '', label: t('documents.allYears') },
            ...purchaseYears().map((y) => ({ value: String(y), label: String(y) })),
          ]}
        />
        <NativeSelect
          label={t('documents.month')}
          miw={160}
          data-testid="purchases-month"
          disabled={filter.year === undefined}
          value={filter.month === undefined ? '' : String(filter.month)}
          onChange={(e) => setFilter((f) => changeMonth(f, num(e.currentTarget.value)))}
          data={[
            { value: '', label: t('documents.allMonths') },
            ...months.map((m, i) => ({ value: String(i + 1), label: m })),
          ]}
        />
      </Group>
      {query.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true">
          {[1, 2].map((n) => (
            <Skeleton key={n} h={140} radius="md" />
          ))}
        </SimpleGrid>
      ) : docs.length === 0 ? (
        <Stack align="center" py="xl" data-testid="purchases-empty">
          <Text>{t('documents.empty')}</Text>
          <Button component={Link} to={routePath('CatalogStart')} mih={44}>
            {t('documents.go')}
          </Button>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="purchases">
          {docs.map((d) => (
            <PurchaseCard key={d.id} doc={d} months={months} onFail={fail} />
          ))}
        </SimpleGrid>
      )}
      {query.hasNextPage && (
        <Button
          variant="default"
          mih={44}
          style={{ alignSelf: 'center' }}
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          data-testid="purchases-more"
        >
          {t('documents.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
