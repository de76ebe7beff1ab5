import type { ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormCheckboxProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  /** What to store when unchecked: `undefined` lets a `z.literal(true)` report its own message. */
  uncheckedValue?: false | undefined;
}

export function FormCheckbox<T extends FieldValues>({ control, name, label, uncheckedValue = false }: FormCheckboxProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={fieldState.error !== undefined}>
          <FormControlLabel
            label={label}
            control={
              <Checkbox
                name={field.name}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked ? true : uncheckedValue)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
          />
          {fieldState.error && <FormHelperText sx={{ mt: -0.5 }}>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
