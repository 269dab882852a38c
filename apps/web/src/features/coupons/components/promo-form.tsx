import { triggerModalAction } from '../../../shared/lib/modal-action';
import { Button, Divider, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivateCoupon, useMyCoupons } from '../api/coupons';
import { promoFieldError } from '../model/promo-error';

/** The promo-code input (Enter submits, empty disables) and the list of activated products. */
export function PromoForm() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const activate = useActivateCoupon();
  const mine = useMyCoupons(true);
  const products = mine.data?.results.flatMap((c) => c.products) ?? [];

  function submit() {
    const value = code.trim();
    if (!value) return;
    activate.mutate(value, {
      onSuccess: () => {
        setCode('');
        triggerModalAction('PROMOCODE');
      },
      onError: (e) => {
        const f = promoFieldError(e);
        setError('key' in f ? t(f.key) : f.text);
      },
    });
  }

  return (
    <div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('coupons.field')}
            value={code}
            error={error}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              setError(null);
            }}
            data-testid="promo-input"
          />
          <Button
            type="submit"
            mih={44}
            disabled={!code.trim()}
            loading={activate.isPending}
            data-testid="promo-submit"
          >
            {t('coupons.submit')}
          </Button>
        </Stack>
      </form>
      <Divider my="sm" />
      <Text size="sm" fw={600}>
        {t('coupons.activated')}
      </Text>
      {products.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('coupons.none')}
        </Text>
      ) : (
        <List size="sm" data-testid="promo-products">
          {products.map((p) => (
            <List.Item key={p.id}>
              {p.title} · {p.productType.courseType.sysCourseType.title}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

/** The same form in a dialog (the profile menu's "promo codes", for phones). */
export function PromoModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={t('coupons.button')}
      centered
    >
      {opened && <PromoForm />}
    </Modal>
  );
}
