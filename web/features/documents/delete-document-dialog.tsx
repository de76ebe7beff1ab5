import Typography from '@mui/material/Typography';
import { WORKSPACE_MSG } from '../../../common/messages/workspace.js';
import type { DocumentItem } from '../../../common/workspace.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { useDeleteDocument } from './api/delete-document.js';

interface DeleteDocumentDialogProps {
  otherId: number;
  document: DocumentItem;
  onClose: () => void;
  onDeleted: (message: string) => void;
  onError: (error: unknown) => void;
}

export function DeleteDocumentDialog({ otherId, document, onClose, onDeleted, onError }: DeleteDocumentDialogProps) {
  const remove = useDeleteDocument();
  return (
    <ConfirmDialog
      open
      title={`Eliminare ${document.nome}?`}
      confirmLabel="Elimina documento"
      danger
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(
          { id: document.id, otherId },
          { onSuccess: () => onDeleted(WORKSPACE_MSG.documentDeleted), onError, onSettled: onClose },
        )
      }
      onClose={onClose}
    >
      <Typography color="text.secondary">{WORKSPACE_MSG.documentDeleteWarning}</Typography>
    </ConfirmDialog>
  );
}
