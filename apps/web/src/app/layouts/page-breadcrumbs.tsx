import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BREADCRUMB_PARENTS, ROUTES, routePath } from '../../shared/config/routes';
import { useCurrentRouteName } from '../router/use-route-meta';

/** Home, the page above (BREADCRUMB_PARENTS) if any, then the current page. */
export function PageBreadcrumbs() {
  const { t } = useTranslation();
  const name = useCurrentRouteName();
  const items = [
    name === 'Home' ? (
      <Text key="home" size="sm" aria-current="page">
        {t('pages.home')}
      </Text>
    ) : (
      <Anchor key="home" component={Link} to={routePath('Home')} size="sm">
        {t('pages.home')}
      </Anchor>
    ),
  ];
  const parent = name ? BREADCRUMB_PARENTS[name] : undefined;
  if (parent) {
    items.push(
      <Anchor key="parent" component={Link} to={routePath(parent)} size="sm">
        {t(ROUTES[parent].title)}
      </Anchor>,
    );
  }
  if (name && name !== 'Home') {
    items.push(
      <Text key="current" size="sm" aria-current="page">
        {t(ROUTES[name].title)}
      </Text>,
    );
  }
  return (
    <nav aria-label={t('nav.breadcrumbs')} data-testid="breadcrumbs">
      <Breadcrumbs separatorMargin={6}>{items}</Breadcrumbs>
    </nav>
  );
}
