import { Anchor, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@prepa/contracts';
import { routePath } from '../config/routes';
import { followInApp, navigateTo } from '../lib/navigation';

/** The school's name, a link home (through the registered navigator: the router, or the full app taking over). */
export function Logo() {
  const home = routePath('Home');
  return (
    <Anchor
      href={home}
      onClick={followInApp(() => navigateTo(home))}
      underline="never"
      aria-label={PRODUCT_NAME}
    >
      <Text component="span" fw={800} fz="xl" c="indigo.7" lh={1}>
        {PRODUCT_NAME}
      </Text>
    </Anchor>
  );
}
