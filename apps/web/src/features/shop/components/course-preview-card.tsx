import { Anchor, Avatar, Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Product } from '@prepa/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routePath } from '../../../shared/config/routes';
import { ownImage } from '../model/images';
import { CourseCover } from './course-cover';
import { PriceTag } from './price-tag';

/** A short course card (the landing): cover, title, teacher, price and a link to its catalogue page. */
export function CoursePreviewCard({ product }: { product: Product }) {
  const { t } = useTranslation();
  const titleId = `course-${product.id}-title`;
  const code = product.courseType.sysCourseType.code.toLowerCase();
  return (
    <Card withBorder radius="md" component="article" aria-labelledby={titleId} data-testid="course-card">
      <Card.Section mb="sm">
        <CourseCover src={product.avatar} subject={product.productType.classType?.title ?? null} />
      </Card.Section>
      <Stack gap={6} h="100%">
        {product.productType.classYear && (
          <Badge variant="outline" w="fit-content">
            {product.productType.classYear.title}
          </Badge>
        )}
        <Title order={3} size="h5" id={titleId}>
          {product.title}
        </Title>
        {product.teacher && (
          <Group gap="xs" wrap="nowrap">
            <Avatar src={ownImage(product.teacher.avatar, null)} alt="" size="sm" radius="xl" />
            <Text size="sm">{product.teacher.fullName}</Text>
          </Group>
        )}
        <PriceTag
          amount={product.price}
          currency={product.currency}
          plan={product.ratePlan.sysRatePlanName}
        />
        <Anchor
          component={Link}
          to={routePath('Catalog', { sysCourseTypeCode: code, productTypeId: product.productType.id })}
          mt="auto"
          mih={44}
          py="xs"
        >
          {t('shopGuest.toCourse')}
          <VisuallyHidden>{`: ${product.title}`}</VisuallyHidden>
        </Anchor>
      </Stack>
    </Card>
  );
}
