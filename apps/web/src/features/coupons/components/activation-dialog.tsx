import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SUPPORT_HREF } from '../../../shared/config/support';
import { activateProductHash, couponsKeyPrefix, type ActivatedProduct } from '../api/coupons';
import { activationOutcome, statusOf, type ActivationOutcome } from '../model/activation-result';

const TEXTS: Record<ActivationOutcome, { title: string; text?: string; support: boolean }> = {
  ok: { title: 'coupons.activation.okTitle', support: false },
  used: { title: 'coupons.activation.usedTitle', text: 'coupons.activation.usedText', support: true },
  unavailable: {
    title: 'coupons.activation.unavailableTitle',
    text: 'coupons.activation.unavailableText',
    support: false,
  },
  error: { title: 'coupons.activation.errorTitle', text: 'coupons.activation.errorText', support: true },
};

/** Activates the products of the `activate-hash` query and shows the result by status (mounted by `ActivationModal`). */
export function ActivationDialog() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const hash = params.get('activate-hash');
  const [result, setResult] = useState<{ outcome: ActivationOutcome; products: ActivatedProduct[] } | null>(
    null,
  );
  const seen = useRef<string | null>(null);

  useEffect(() => {
    if (!hash || seen.current === hash) return;
    seen.current = hash;
    activateProductHash(hash)
      .then((body) => {
        setResult({ outcome: 'ok', products: body.products });
        void client.invalidateQueries({ queryKey: couponsKeyPrefix.queryKey });
      })
      .catch((e: unknown) => setResult({ outcome: activationOutcome(statusOf(e)), products: [] }))
      .finally(() =>
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.delete('activate-hash');
            return next;
          },
          { replace: true },
        ),
      );
  }, [hash, client, setParams]);

  const texts = result ? TEXTS[result.outcome] : null;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={result !== null}
      onClose={() => setResult(null)}
      title={texts ? t(texts.title) : ''}
      centered
    >
      <div data-testid={result ? `activation-${result.outcome}` : undefined}>
        {texts?.text && <Text mb="md">{t(texts.text)}</Text>}
        {result && result.products.length > 0 && (
          <List mb="md">
            {result.products.map((p) => (
              <List.Item key={p.id}>{p.title}</List.Item>
            ))}
          </List>
        )}
        <Group justify="flex-end">
          {texts?.support ? (
            <Button component="a" href={SUPPORT_HREF} target="_blank" rel="noreferrer" mih={44}>
              {t('coupons.activation.supportChat')}
            </Button>
          ) : (
            <Button mih={44} onClick={() => setResult(null)}>
              {result?.outcome === 'ok' ? t('coupons.activation.great') : t('common.close')}
            </Button>
          )}
        </Group>
      </div>
    </Modal>
  );
}
