import type { TeacherBatches } from './useTeacherBatches';

/**
 * What a dialog that creates or edits one of the teacher's items (a class, a homework) is given.
 * It is mounted while open, so each opening starts from the item edited, or from an empty form.
 */
export type ItemFormDialogProps<Item> = {
  /** The item being edited; absent to create one. */
  editing?: Item;
  batches: TeacherBatches;
  onClose: () => void;
};
