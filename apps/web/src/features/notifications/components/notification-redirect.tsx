import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { routePath } from '../../../shared/config/routes';
import { notifyError } from '../../../shared/lib/notify';
import { notificationTarget, NotificationRedirectError, parseRedirectPayload } from '../model/redirect';

const OWN_PARAMS = ['type', 'itemId', 'payload'];

/**
 * `/redirect?type=…&itemId=…&payload=…` (payload URL-encoded JSON): forwards to the type's screen. A bad
 * type, item or payload is reported (a toast and the console) and the student goes Home keeping the
 * other query parameters.
 */
export function NotificationRedirect() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    try {
      const payload = parseRedirectPayload(params.get('payload'));
      const target = notificationTarget(params.get('type'), params.get('itemId'), payload);
      void navigate(target.to ?? routePath('Home'), { replace: true });
    } catch (error) {
      if (!(error instanceof NotificationRedirectError)) throw error;
      console.warn(error.message, Object.fromEntries(params));
      notifyError(t('notifications.redirectFailed'));
      const rest = new URLSearchParams(params);
      for (const key of OWN_PARAMS) rest.delete(key);
      const query = rest.toString();
      void navigate(query ? `${routePath('Home')}?${query}` : routePath('Home'), { replace: true });
    }
  }, [navigate, params, t]);

  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text role="status">{t('notifications.redirecting')}</Text>
      </Stack>
    </Center>
  );
}
