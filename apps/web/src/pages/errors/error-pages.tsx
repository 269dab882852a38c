import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../shared/config/routes';
import { ErrorScreen } from '../../shared/ui';

function HomeButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={routePath('Home')} size="md">
      {t('common.toHome')}
    </Button>
  );
}

function ReloadButton() {
  const { t } = useTranslation();
  return (
    <Button size="md" onClick={() => window.location.reload()}>
      {t('common.reload')}
    </Button>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      code="404"
      title={t('pages.notFound')}
      description={t('errorsPage.notFound')}
      action={<HomeButton />}
      testId="not-found-page"
    />
  );
}

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      code="403"
      title={t('pages.forbidden')}
      description={t('errorsPage.forbidden')}
      action={<HomeButton />}
    />
  );
}

export function BadRequestPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      code="400"
      title={t('pages.badRequest')}
      description={t('errorsPage.badRequest')}
      action={<HomeButton />}
    />
  );
}

export function UnexpectedPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      code="500"
      title={t('pages.unexpected')}
      description={t('errorsPage.unexpected')}
      action={<ReloadButton />}
    />
  );
}

export function ServerNotRespondingPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      title={t('pages.serverNotResponding')}
      description={t('errorsPage.serverNotResponding')}
      action={<ReloadButton />}
    />
  );
}

export function PreventionWorksPage() {
  const { t } = useTranslation();
  return <ErrorScreen title={t('pages.preventionWorks')} description={t('errorsPage.preventionWorks')} />;
}

export function TechnicalWorksPage() {
  const { t } = useTranslation();
  return <ErrorScreen title={t('pages.technicalWorks')} description={t('errorsPage.technicalWorks')} />;
}
