import { Anchor, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { PRODUCT_NAME } from '@prepa/contracts';
import { routePath } from '../config/routes';
import { navigateTo } from '../lib/navigation';

/** The school's name, a link home (through the registered navigator: the router, or the full app taking over). */
export function Logo() {
  const home = routePath('Home');
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigateTo(home);
  };
  return (
    <Anchor href={home} onClick={follow} underline="never" aria-label={PRODUCT_NAME}>
      <Text component="span" fw={800} fz="xl" c="indigo.7" lh={1}>
        {PRODUCT_NAME}
      </Text>
    </Anchor>
  );
}
