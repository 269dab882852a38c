import { createTheme, Loader, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 keeps white button text and links above WCAG AA contrast.
  primaryShade: { light: 8, dark: 4 },
  defaultRadius: 'md',
  // Someone who asked their system for less motion gets modals and menus without animations.
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // A loader is a live status: the role makes its aria-label permitted and announced.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
  },
});

/** "Dimmed" text stays readable (the default grey is below AA on white). */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-anchor': t.colors.indigo[8],
    '--mantine-color-error': t.colors.red[8],
  },
  dark: { '--mantine-color-dimmed': t.colors.dark[1], '--mantine-color-error': t.colors.red[4] },
});
