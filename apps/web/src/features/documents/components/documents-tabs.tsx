import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrganizationTab } from './organization-tab';
import { PurchasesTab } from './purchases-tab';

/** The legal page: purchases (default) and organization details. */
export function DocumentsTabs() {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="purchases" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="purchases" mih={44}>
          {t('documents.tabPurchases')}
        </Tabs.Tab>
        <Tabs.Tab value="organization" mih={44}>
          {t('documents.tabOrganization')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="purchases" pt="md">
        <PurchasesTab />
      </Tabs.Panel>
      <Tabs.Panel value="organization" pt="md">
        <OrganizationTab />
      </Tabs.Panel>
    </Tabs>
  );
}
