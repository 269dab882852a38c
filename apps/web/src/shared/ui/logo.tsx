import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@prepa/contracts';
import { routePath } from '../config/routes';

export function Logo() {
  return (
    <Anchor component={Link} to={routePath('Home')} underline="never" aria-label={PRODUCT_NAME}>
      <Text component="span" fw={800} fz="xl" c="indigo.7" lh={1}>
        {PRODUCT_NAME}
      </Text>
    </Anchor>
  );
}
