/**
 * Mantine's overlays (Popover, Menu, Modal, with floating-ui, the focus trap and the scroll area): what
 * the header's menus and dialogs and most pages' dialogs are built on. The first paint does not need
 * them (the header's menus load on first use), so they are not among the start-up's static imports:
 * `HeaderBar` imports this module when the browser is idle 4 s after its first render
 * (`usePreloadOverlays`). Every session with a header thus loads it, and `scripts/report-routes.mjs`
 * counts it with the shared shell, as it did when the header imported these statically.
 */
export { Menu, Modal, Popover } from '@mantine/core';
