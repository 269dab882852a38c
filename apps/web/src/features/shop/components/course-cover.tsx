import { Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GENERAL_COVER, ownImage } from '../model/images';

/** A course's cover: its subject's picture (from the catalogue), the general one without it. */
export function CourseCover({
  src,
  subject,
  h = 120,
}: {
  src: string | null;
  subject: string | null;
  h?: number;
}) {
  const { t } = useTranslation();
  return (
    <Image
      src={ownImage(src)}
      fallbackSrc={GENERAL_COVER}
      h={h}
      fit="cover"
      alt={subject ? t('shopImages.subjectCover', { subject }) : t('shopImages.generalCover')}
      loading="lazy"
    />
  );
}
