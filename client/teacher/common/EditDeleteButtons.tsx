import { HStack, IconButton } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';

type EditDeleteButtonsProps = {
  /** What the buttons act on, for screen readers: 'class Optics' gives 'Edit class Optics'. */
  subject: string;
  onEdit: () => void;
  onDelete: () => void;
};

/** A teacher card's icon buttons to edit and to delete it. */
export function EditDeleteButtons({ subject, onEdit, onDelete }: EditDeleteButtonsProps) {
  return (
    <HStack gap="1">
      <IconButton variant="ghost" size="sm" aria-label={`Edit ${subject}`} onClick={onEdit}>
        <Pencil />
      </IconButton>
      <IconButton
        variant="ghost"
        size="sm"
        colorPalette="red"
        aria-label={`Delete ${subject}`}
        onClick={onDelete}
      >
        <Trash2 />
      </IconButton>
    </HStack>
  );
}
