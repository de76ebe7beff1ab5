import type { ReactNode } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormPinnedLabelField } from '../../components/form-pinned-label-field.js';

interface DateFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  helperText?: ReactNode;
  warning?: boolean;
}

/** A native date input ('YYYY-MM-DD'): the browser's own picker, nothing added to the bundle. */
export function DateField<T extends FieldValues>({ control, name, label, helperText, warning }: DateFieldProps<T>) {
  return (
    <FormPinnedLabelField control={control} name={name} label={label}>
      {(field, id, error) => (
        <>
          <OutlinedInput
            id={id}
            type="date"
            label={label}
            notched
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            aria-describedby={`${id}-helper`}
          />
          <FormHelperText id={`${id}-helper`} sx={{ color: warning && !error ? 'warning.main' : undefined }}>
            {error ?? helperText}
          </FormHelperText>
        </>
      )}
    </FormPinnedLabelField>
  );
}
