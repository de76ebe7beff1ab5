import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import SearchIcon from '@mui/icons-material/Search';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** What is searched, for screen readers: the placeholder is only 'Cerca...'. */
  label: string;
}

export function SearchField({ value, onChange, label }: SearchFieldProps) {
  return (
    <OutlinedInput
      size="small"
      type="search"
      placeholder="Cerca..."
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputProps={{ 'aria-label': label }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
      sx={{ width: { xs: '100%', sm: 280 } }}
    />
  );
}
