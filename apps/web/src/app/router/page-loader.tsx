import { Box, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@prepa/contracts';
import type { LayoutName } from '../../shared/config/routes';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

/** The layouts that draw the header (the static shell of index.html stands for it until they render). */
export function hasHeader(layout: LayoutName): boolean {
  return layout === 'main' || layout === 'header-only' || layout === 'media' || layout === 'contacts';
}

/**
 * Start-up's wait before a layout with a header: the static shell of index.html (the header's frame
 * and the logo, styled in global.css) with the loader under it, so that the screen goes from the shell
 * to the header without an empty frame in between.
 */
export function BootShell() {
  return (
    <>
      <div className="boot-shell-header" aria-hidden="true">
        <span>
          <span className="boot-shell-logo">{PRODUCT_NAME}</span>
        </span>
      </div>
      <Box pt={64}>
        <PageLoader />
      </Box>
    </>
  );
}
