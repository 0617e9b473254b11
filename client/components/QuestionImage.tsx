import { chakra } from '@chakra-ui/react';
import type { QuestionImage as StoredImage } from '../../shared/schemas/assessments';

type QuestionImageProps = {
  image: Pick<StoredImage, 'url' | 'alt'> | null;
  /** In a list of many questions: kept short, so the list stays a list. */
  compact?: boolean;
};

/** A question's image with its alt text, never wider than its column: it shrinks to a phone's width. */
export function QuestionImage({ image, compact = false }: QuestionImageProps) {
  if (!image) return null;
  return (
    <chakra.img
      src={image.url}
      alt={image.alt}
      display="block"
      maxW="100%"
      h="auto"
      maxH={compact ? '40' : undefined}
      objectFit="contain"
      borderRadius="md"
      borderWidth="1px"
      borderColor="gray.200"
      bg="white"
    />
  );
}
