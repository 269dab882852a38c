import { Button, Loader, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { authorizeOauthClient, idpContextStore, useOauthClient, type IdpContext } from '../../features/auth';
import { notifyError } from '../../shared/lib/notify';
import { AuthCard, ErrorScreen } from '../../shared/ui';

export interface IdpApi {
  context: IdpContext;
  clientName: string;
  /** Issues the client's token and sends the browser to its redirect URL (?token=…). */
  finish: () => Promise<void>;
  finishing: boolean;
}

/** Resolves and validates the client of an identity-provider page; a bad client gets an error screen. */
export function IdpShell({ title, children }: { title: string; children: (api: IdpApi) => ReactNode }) {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const [context] = useState(() => idpContextStore.resolve(query));
  const client = useOauthClient(context?.clientId ?? '', context?.clientRedirect ?? '', context !== null);
  const [finishing, setFinishing] = useState(false);

  if (!context || client.isError) {
    return (
      <ErrorScreen title={t('idp.badClient')} description={t('idp.badClientHint')} testId="idp-bad-client" />
    );
  }
  if (!client.data) {
    return (
      <Stack align="center" py="xl">
        <Loader aria-label={t('common.loading')} />
      </Stack>
    );
  }

  const finish = async () => {
    setFinishing(true);
    try {
      const { redirectUrl } = await authorizeOauthClient(context);
      idpContextStore.clear();
      window.location.assign(redirectUrl);
    } catch {
      setFinishing(false);
      notifyError(t('common.error'));
    }
  };

  return (
    <AuthCard title={title}>
      <Text size="sm" c="dimmed">
        {t('idp.signInTo', { name: client.data.name })}
      </Text>
      {children({ context, clientName: client.data.name, finish, finishing })}
    </AuthCard>
  );
}

export function ContinueAs({ name, api, onOther }: { name: string; api: IdpApi; onOther: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Button size="md" loading={api.finishing} onClick={() => void api.finish()}>
        {t('idp.continueAs', { name })}
      </Button>
      <Button variant="subtle" size="md" onClick={onOther}>
        {t('idp.otherAccount')}
      </Button>
    </Stack>
  );
}
