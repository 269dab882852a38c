import { Button } from '@mantine/core';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { dropPrepaint } from '../../shared/lib/prepaint';
import { ErrorScreen } from '../../shared/ui';

/** Anything thrown while rendering a route: the Unexpected screen (or NotFound for a 404). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useLayoutEffect(dropPrepaint, []);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorScreen
        code="404"
        title={t('pages.notFound')}
        description={t('errorsPage.notFound')}
        testId="not-found-page"
      />
    );
  }
  console.error(error);
  return (
    <ErrorScreen
      code="500"
      title={t('pages.unexpected')}
      description={t('errorsPage.unexpected')}
      action={
        <Button size="md" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      }
    />
  );
}
