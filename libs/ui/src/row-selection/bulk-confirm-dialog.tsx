import type { ReactNode } from 'react';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';

export interface BulkConfirmDialogProps {
  title: string;
  /** The question with the count: 'Suspend 1,200 restaurants?'. */
  question: string;
  /** What else goes with the rows, under the question (e.g. the deals a delete of menu items changes). */
  details?: ReactNode;
  /** Keeps the confirm button disabled (e.g. while those details are read). */
  busy?: boolean;
  confirmLabel: string;
  /** Runs the action; the popup closes once it settles, whatever the outcome (its toast tells which). */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  destructive?: boolean;
}

/**
 * The confirmation before an action on many rows, on the kit's ConfirmDialog: busy until the call settles,
 * then closed either way, as the spec's confirmations of one row are; a failure keeps the selection.
 */
export function BulkConfirmDialog({
  title,
  question,
  details,
  busy = false,
  confirmLabel,
  onConfirm,
  onClose,
  destructive = false,
}: BulkConfirmDialogProps) {
  return (
    <ConfirmDialog
      title={title}
      message={
        <>
          <p>{question}</p>
          {details}
        </>
      }
      busy={busy}
      confirmLabel={confirmLabel}
      cancelLabel="Cancel"
      destructive={destructive}
      onCancel={onClose}
      onConfirm={() => onConfirm().finally(onClose)}
    />
  );
}
