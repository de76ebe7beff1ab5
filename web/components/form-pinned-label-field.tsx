import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import { Controller, type Control, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormPinnedLabelFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** The input itself, given the form field, the id its label points to and the field's message, if any. */
  children: (field: ControllerRenderProps<T, FieldPath<T>>, id: string, error?: string) => ReactNode;
}

/** A form field whose label stays on the outline: native selects and date inputs always show a value of their own. */
export function FormPinnedLabelField<T extends FieldValues>({ control, name, label, children }: FormPinnedLabelFieldProps<T>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl fullWidth error={fieldState.invalid}>
          <InputLabel htmlFor={id} shrink>
            {label}
          </InputLabel>
          {children(field, id, fieldState.error?.message)}
        </FormControl>
      )}
    />
  );
}
