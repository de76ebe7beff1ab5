import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

interface LogoProps {
  to: string;
}

export function Logo({ to }: LogoProps) {
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, color: 'inherit', textDecoration: 'none' }}
    >
      <Box
        aria-hidden
        sx={{
          width: 34,
          height: 34,
          borderRadius: '10px',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 800,
          fontSize: 20,
          color: 'primary.contrastText',
          background: 'linear-gradient(135deg, #f0d77a 0%, #d4af37 45%, #9c7b22 100%)',
          boxShadow: '0 4px 18px rgba(212, 175, 55, 0.25)',
        }}
      >
        S
      </Box>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: 21, letterSpacing: '-0.01em' }}>
        Studio
      </Typography>
      {/* Named 'Studio – home': the name starts with the visible word (the 'S' monogram is decorative). */}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        – home
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
