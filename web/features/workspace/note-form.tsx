import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { LIMITS } from '../../../common/constants.js';
import { WORKSPACE_MSG } from '../../../common/messages/workspace.js';
import { optionalText } from '../../../common/validation.js';
import { FormTextField } from '../../components/form-text-field.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useUnsavedChanges } from '../../components/unsaved-changes.js';
import { useStatus } from '../../components/use-status.js';
import { useUpdateNote } from './api/update-note.js';

const noteFormSchema = z.object({ note: optionalText(LIMITS.longText) });
type NoteForm = z.input<typeof noteFormSchema>;
type NoteValues = z.output<typeof noteFormSchema>;

interface NoteFormProps {
  clientId: number;
  note: string;
}

/** The professional's private notes on the client; the client never sees them. */
export function NoteForm({ clientId, note }: NoteFormProps) {
  const update = useUpdateNote();
  const { status, showError, showSuccess, clear } = useStatus();
  const { control, handleSubmit, reset, formState } = useForm<NoteForm, unknown, NoteValues>({
    resolver: zodResolver(noteFormSchema),
    defaultValues: { note },
  });

  useUnsavedChanges(formState.isDirty);

  // The note saved in another tab arrives here; edits in progress in this one are kept.
  const dirty = useRef(formState.isDirty);
  useEffect(() => {
    dirty.current = formState.isDirty;
  });
  useEffect(() => {
    if (!dirty.current) reset({ note });
  }, [note, reset]);

  const onSubmit = handleSubmit(({ note: saved }) => {
    clear();
    update.mutate(
      { id: clientId, note: saved },
      {
        onSuccess: () => {
          reset({ note: saved });
          showSuccess(WORKSPACE_MSG.noteSaved);
        },
        onError: showError,
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <StatusAlert status={status} onClose={clear} />
      <FormTextField
        control={control}
        name="note"
        label="Note"
        multiline
        minRows={4}
        helperText="Visibili solo a te: il cliente non le vede."
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
        <Button type="submit" variant="contained" disabled={!formState.isDirty || update.isPending}>
          Salva
        </Button>
      </Box>
    </Box>
  );
}
