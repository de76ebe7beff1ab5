import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { NONE } from './hours-rules.js';

interface TimeSelectProps {
  label: string;
  /** The full name for screen readers and tests, e.g. 'Lunedì, dalle'. */
  accessibleName: string;
  value: string;
  choices: string[];
  disabled?: boolean;
  error?: boolean;
  onChange: (value: string) => void;
}

/** A native select (quick on phones) of half-hours plus '-', which means none. */
export function TimeSelect({ label, accessibleName, value, choices, disabled, error, onChange }: TimeSelectProps) {
  const id = useId();
  return (
    <FormControl size="small" disabled={disabled} error={error} sx={{ width: { xs: 94, sm: 108 } }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, 'aria-label': accessibleName }}
      >
        <option value={NONE}>{NONE}</option>
        {choices.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
