import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field.js';

interface BookingNoteFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** The chosen service is 'Altro (Specificare)': the note becomes its required description. */
  describes: boolean;
  descriptionHelp: string;
}

/** The note of a booking, optional unless the service asks the client to describe it (spec §5). */
export function BookingNoteField<T extends FieldValues>({ control, name, describes, descriptionHelp }: BookingNoteFieldProps<T>) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={describes ? 'Descrizione' : 'Note'}
      required={describes}
      multiline
      minRows={3}
      helperText={describes ? descriptionHelp : 'Facoltative.'}
    />
  );
}
