import { useId, useState, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export interface OutlinedFieldProps extends Pick<
  OutlinedInputProps,
  | 'type'
  | 'autoComplete'
  | 'autoFocus'
  | 'multiline'
  | 'minRows'
  | 'disabled'
  | 'readOnly'
  | 'name'
  | 'value'
  | 'onChange'
  | 'onBlur'
> {
  label: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  sx?: SxProps<Theme>;
}

/**
 * TextField's outlined look without its select and filled/standard variants, which would
 * pull menus and popovers into every form page. The helper line is always reserved, so a
 * message appearing on blur never shifts the button the user is about to click.
 */
export function OutlinedField({ label, required, error, helperText, sx, inputRef, ...input }: OutlinedFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const [shown, setShown] = useState(false);
  const password = input.type === 'password';
  // A password field has a show/hide button, so a typo can be seen before it is sent.
  const endAdornment = password ? (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        aria-label={shown ? `Nascondi ${label.toLowerCase()}` : `Mostra ${label.toLowerCase()}`}
        aria-pressed={shown}
        onClick={() => setShown((value) => !value)}
        onMouseDown={(event) => event.preventDefault()}
        disabled={input.disabled}
      >
        {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
      </IconButton>
    </InputAdornment>
  ) : undefined;
  return (
    <FormControl fullWidth required={required} error={error} disabled={input.disabled} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        type={password && shown ? 'text' : input.type}
        endAdornment={endAdornment}
        id={id}
        label={label}
        inputRef={inputRef}
        aria-describedby={helperText ? helperId : undefined}
      />
      <FormHelperText id={helperId} sx={{ minHeight: '1.66em' }}>
        {helperText}
      </FormHelperText>
    </FormControl>
  );
}
