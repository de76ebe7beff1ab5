import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useMe } from '../../lib/use-me.js';
import { bannerState } from './banner-state.js';

const actionSx = { whiteSpace: 'nowrap', px: 1.5 } as const;

/** The professional's subscription status above the agenda, with the way to renew (spec §4). */
export function SubscriptionBanner() {
  const { data: me } = useMe();
  const [now] = useState(() => Date.now());
  const state = me ? bannerState(me, now) : null;
  if (!state) return null;

  return (
    <Alert severity={state.severity} variant="outlined" role="status" sx={{ '& .MuiAlert-message': { flexGrow: 1, py: 0.5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between', gap: 1 }}
      >
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {state.text}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexShrink: 0, alignItems: 'center', alignSelf: { xs: 'flex-end', sm: 'auto' } }}>
          {state.renew && (
            <Button component={RouterLink} to="/subscription" variant="contained" size="small" sx={actionSx}>
              Rinnova
            </Button>
          )}
          <Button component={RouterLink} to="/subscription" color="inherit" size="small" sx={actionSx}>
            Gestisci abbonamento
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
