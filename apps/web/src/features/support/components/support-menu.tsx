import { lazy, Suspense } from 'react';
import { useFirstUse } from '../../../shared/lib/use-first-use';
import { SupportButton } from './support-button';
import { withChunkReload } from '../../../shared/lib/chunk-reload';

const loadPopover = () => import('./support-popover');
const SupportPopover = lazy(
  withChunkReload(() => loadPopover().then((m) => ({ default: m.SupportPopover }))),
);

/**
 * Header "help" button: the support contacts in a popover; the anchor of the getOnlineHelp hint.
 * The popover's code loads on first use (`useFirstUse`).
 */
export function SupportMenu() {
  const { used, standIn } = useFirstUse(loadPopover);
  const button = <SupportButton opened={false} {...standIn} />;
  return <Suspense fallback={button}>{used ? <SupportPopover openOnMount /> : button}</Suspense>;
}
