import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table that may scroll sideways on phones: a named region reachable by keyboard (axe). */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </Box>
  );
}
