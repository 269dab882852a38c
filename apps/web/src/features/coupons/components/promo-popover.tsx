import { lazyExport } from '../../../shared/lib/chunk-reload';
import { FirstUse } from '../../../shared/lib/first-use';
import { PromoButton } from './promo-button';

const loadOverlay = () => import('./promo-overlay');
const PromoPopoverOverlay = lazyExport(loadOverlay, (m) => m.PromoPopoverOverlay);

/** Header promo-code button opening the form in a popover, whose code loads on first use (`FirstUse`). */
export function PromoPopover() {
  return (
    <FirstUse load={loadOverlay} standIn={(handlers) => <PromoButton opened={false} {...handlers} />}>
      <PromoPopoverOverlay openOnMount />
    </FirstUse>
  );
}
