import { lazy, Suspense } from 'react';
import { useFirstUse } from '../../../shared/lib/use-first-use';
import { PromoButton } from './promo-button';
import { withChunkReload } from '../../../shared/lib/chunk-reload';

const loadOverlay = () => import('./promo-overlay');
const PromoPopoverOverlay = lazy(
  withChunkReload(() => loadOverlay().then((m) => ({ default: m.PromoPopoverOverlay }))),
);

/** Header promo-code button opening the form in a popover, whose code loads on first use (`useFirstUse`). */
export function PromoPopover() {
  const { used, standIn } = useFirstUse(loadOverlay);
  const button = <PromoButton opened={false} {...standIn} />;
  return <Suspense fallback={button}>{used ? <PromoPopoverOverlay openOnMount /> : button}</Suspense>;
}
