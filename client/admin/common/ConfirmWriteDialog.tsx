import { ConfirmDialog } from '../../components/ConfirmDialog';

type ConfirmWriteDialogProps<Row, Variables> = {
  /** The row the question is about; the dialog is open while there is one. */
  row: Row | null;
  title: string;
  message: (row: Row) => string;
  confirmLabel: string;
  /** The write the answer makes (a useAdminWrite). */
  write: {
    isPending: boolean;
    mutate: (variables: Variables, options: { onSettled: () => void }) => void;
  };
  variables: (row: Row) => Variables;
  /** Called on Cancel, and once the write has settled (its toast says how it went). */
  onClose: () => void;
};

/** Asks before a one-click write on a row that is hard to undo (archive a batch, deactivate a teacher). */
export function ConfirmWriteDialog<Row, Variables>({
  row,
  title,
  message,
  confirmLabel,
  write,
  variables,
  onClose,
}: ConfirmWriteDialogProps<Row, Variables>) {
  return (
    <ConfirmDialog
      open={row !== null}
      title={title}
      message={row === null ? '' : message(row)}
      confirmLabel={confirmLabel}
      busy={write.isPending}
      onConfirm={() => row !== null && write.mutate(variables(row), { onSettled: onClose })}
      onCancel={onClose}
    />
  );
}
