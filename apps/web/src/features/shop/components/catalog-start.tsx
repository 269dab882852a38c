import { Card, Image, SimpleGrid, Skeleton, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../shared/config/routes';
import { useSysCourseTypes } from '../api/get-sys-course-types';
import { courseTypeImage, GENERAL_COVER } from '../model/images';

/** Shop start: a tile per system course type. */
export function CatalogStart() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useSysCourseTypes();
  if (isPending)
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} aria-busy="true">
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} h={96} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (isError) return <Text c="red">{t('shop.loadFailed')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} data-testid="course-type-tiles">
      {data.results.map((type, i) => (
        <UnstyledButton
          key={type.code}
          component={Link}
          to={routePath('Catalog', { sysCourseTypeCode: type.code.toLowerCase() })}
          data-testid={`course-type-${type.code}`}
        >
          <Card withBorder radius="md" mih={96} p="lg" h="100%">
            <Card.Section mb="md">
              <Image
                src={courseTypeImage(type.code)}
                fallbackSrc={GENERAL_COVER}
                h={96}
                fit="cover"
                // The first row is the page's largest paint: fetched before the rest.
                fetchPriority={i < 3 ? 'high' : undefined}
                alt={t('shopImages.courseType', { title: type.title })}
              />
            </Card.Section>
            <Title order={2} size="h4">
              {type.title}
            </Title>
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
