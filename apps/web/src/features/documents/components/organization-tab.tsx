import { Anchor, List, Skeleton, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../shared/lib/notify';
import { usePublicDocs, useStaticDocs } from '../api/get-docs';
import { openDocument } from '../model/open-document';

/** Public documents (offer, privacy policy, user agreement) and the organisation's documents. */
export function OrganizationTab() {
  const { t } = useTranslation();
  const pub = usePublicDocs();
  const stat = useStaticDocs();
  const failed = pub.isError || stat.isError;
  useEffect(() => {
    if (failed) notifyError(t('documents.loadFailed'));
  }, [failed, t]);
  const fail = () => notifyError(t('documents.loadFailed'));
  const link = (title: string, url: string) =>
    url.startsWith('/') && !url.startsWith('/api/') ? (
      <Anchor component="button" type="button" onClick={() => void openDocument(url, fail)}>
        {title}
      </Anchor>
    ) : (
      <Anchor href={url} target="_blank" rel="noreferrer">
        {title}
      </Anchor>
    );
  return (
    <Stack data-testid="organization-docs">
      <Title order={2} size="h4">
        {t('documents.publicDocs')}
      </Title>
      {pub.isPending ? (
        <Skeleton h={80} />
      ) : (
        <List spacing="sm">
          {pub.data?.results.map((d) => (
            <List.Item key={d.link}>{link(d.title, d.link)}</List.Item>
          ))}
        </List>
      )}
      <Title order={2} size="h4">
        {t('documents.staticDocs')}
      </Title>
      {stat.isPending ? (
        <Skeleton h={80} />
      ) : (
        <List spacing="sm">
          {stat.data?.results.map((d) => (
            <List.Item key={d.url}>{link(d.title, d.url)}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
