import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormNativeSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: { value: number; label: string }[];
}

/** A numeric choice as a native select: quick on phones, no popover in the bundle. */
export function FormNativeSelect<T extends FieldValues>({ control, name, label, options }: FormNativeSelectProps<T>) {
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
          <NativeSelect
            value={String(field.value)}
            onChange={(event) => field.onChange(Number(event.target.value))}
            onBlur={field.onBlur}
            input={<OutlinedInput label={label} notched />}
            inputProps={{ id, name: field.name }}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
      )}
    />
  );
}
