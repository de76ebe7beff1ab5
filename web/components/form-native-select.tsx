import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormPinnedLabelField } from './form-pinned-label-field.js';

interface FormNativeSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** A disabled option shows but cannot be chosen (a service too long for the chosen time). */
  options: { value: number; label: string; disabled?: boolean }[];
}

/** A numeric choice as a native select: quick on phones, no popover in the bundle. */
export function FormNativeSelect<T extends FieldValues>({ control, name, label, options }: FormNativeSelectProps<T>) {
  return (
    <FormPinnedLabelField control={control} name={name} label={label}>
      {(field, id) => (
        <NativeSelect
          value={String(field.value)}
          onChange={(event) => field.onChange(Number(event.target.value))}
          onBlur={field.onBlur}
          input={<OutlinedInput label={label} notched />}
          inputProps={{ id, name: field.name }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormPinnedLabelField>
  );
}
