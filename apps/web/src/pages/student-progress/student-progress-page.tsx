import { useModalAction } from '../../shared/lib/modal-action';
import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  BalanceHistory,
  CurrencyBar,
  CurrentProgress,
  FinancialReport,
  LivesSection,
} from '../../features/gamification';
import { ProgressOverview } from './progress-overview';

const TABS = ['overview', 'balance', 'report', 'lives'] as const;
type Tab = (typeof TABS)[number];
const TAB_TITLES: Record<Tab, string> = {
  overview: 'student.loyalty.tabOverview',
  balance: 'student.loyalty.tabBalance',
  report: 'student.loyalty.tabReport',
  lives: 'student.lives.tab',
};
const isTab = (v: string | null): v is Tab => TABS.includes(v as Tab);

/**
 * /loyalty: currencies and current progress; tabs (`?tab=`) for level, rating and exp history, the
 * balance history, the financial report and the lives. A tab's data loads when the tab is opened.
 */
export function StudentProgressPage() {
  useModalAction('ACHIEVEMENT');
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'overview';
  return (
    <Stack gap="md" maw={820} data-testid="progress-page">
      <Title order={1}>{t('student.pages.progress')}</Title>
      <CurrencyBar size="md" />
      <CurrentProgress />
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(v) => setParams(v && v !== 'overview' ? { tab: v } : {}, { replace: true })}
      >
        <Tabs.List>
          {TABS.map((id) => (
            <Tabs.Tab key={id} value={id} mih={44} data-testid={`progress-tab-${id}`}>
              {t(TAB_TITLES[id])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <ProgressOverview />
        </Tabs.Panel>
        <Tabs.Panel value="balance" pt="md">
          <BalanceHistory />
        </Tabs.Panel>
        <Tabs.Panel value="report" pt="md">
          <FinancialReport />
        </Tabs.Panel>
        <Tabs.Panel value="lives" pt="md">
          <LivesSection />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
