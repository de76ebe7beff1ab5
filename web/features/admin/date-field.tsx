import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface DateFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  helperText?: ReactNode;
  warning?: boolean;
}

/** A native date input ('YYYY-MM-DD'): the browser's own picker, nothing added to the bundle. */
export function DateField<T extends FieldValues>({ control, name, label, helperText, warning }: DateFieldProps<T>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControl fullWidth>
          <InputLabel htmlFor={id} shrink>
            {label}
          </InputLabel>
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
          <FormHelperText id={`${id}-helper`} sx={{ color: warning ? 'warning.main' : undefined }}>
            {helperText}
          </FormHelperText>
        </FormControl>
      )}
    />
  );
}
