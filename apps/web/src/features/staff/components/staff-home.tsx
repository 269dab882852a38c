import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { AuthUser } from '@prepa/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { canManageInvoices, staffKind, type StaffKind } from '../model/staff-kind';
import { InvoiceList } from './invoice-list';
import { LifeGrantForm } from './life-grant-form';
import { RefundList } from './refund-list';
import { WithdrawalList } from './withdrawal-list';

function Coming({ kind }: { kind: StaffKind }) {
  const { t } = useTranslation();
  const items = t(`staff.home.${kind}Coming`, { returnObjects: true }) as unknown as string[];
  return (
    <Card
      withBorder
      radius="md"
      component="section"
      aria-labelledby="staff-coming"
      data-testid="staff-coming"
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id="staff-coming">
          {t('staff.home.coming')}
        </Title>
        <List>
          {items.map((item) => (
            <List.Item key={item}>
              <Group gap="xs" wrap="nowrap">
                <Text>{item}</Text>
                <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                  {t('staff.nav.soon')}
                </Badge>
              </Group>
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {t('staff.home.comingNote')}
        </Text>
      </Stack>
    </Card>
  );
}

/** Home of a signed-in staff member: what their role can do in this version, and what is still coming. */
export function StaffHome({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const kind = staffKind(user.role) ?? 'moderator';
  const invoices = kind === 'manager' && canManageInvoices(user.role);
  const { hash } = useLocation();
  // The sidebar's in-page items (/home#invoices) scroll to their section.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <Stack gap="md" data-testid="staff-home" data-kind={kind} maw={960}>
      <Stack gap={4}>
        <Badge variant="light" w="fit-content">
          {t(`staff.roles.${kind}`)}
        </Badge>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {t('home.greeting', { name: user.firstName })}
        </Title>
        <Text maw={720}>
          {kind === 'manager' && !invoices ? t('staff.home.managerNoInvoices') : t(`staff.home.${kind}Intro`)}
        </Text>
      </Stack>
      {invoices && <InvoiceList />}
      {invoices && <WithdrawalList />}
      {invoices && <RefundList />}
      {kind === 'curator' && <LifeGrantForm />}
      <Coming kind={kind} />
    </Stack>
  );
}
