import { lazyExport } from '../../../shared/lib/chunk-reload';
import { FirstUse } from '../../../shared/lib/first-use';
import { SupportButton } from './support-button';

const loadPopover = () => import('./support-popover');
const SupportPopover = lazyExport(loadPopover, (m) => m.SupportPopover);

/**
 * Header "help" button: the support contacts in a popover; the anchor of the getOnlineHelp hint.
 * The popover's code loads on first use (`FirstUse`).
 */
export function SupportMenu() {
  return (
    <FirstUse load={loadPopover} standIn={(handlers) => <SupportButton opened={false} {...handlers} />}>
      <SupportPopover openOnMount />
    </FirstUse>
  );
}
