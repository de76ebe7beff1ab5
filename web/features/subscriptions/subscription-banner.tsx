import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useMe } from '../../lib/use-me.js';
import { bannerState } from './banner-state.js';

/** The professional's subscription status above the agenda, with the way to renew (spec §4). */
export function SubscriptionBanner() {
  const { data: me } = useMe();
  const [now] = useState(() => Date.now());
  const state = me ? bannerState(me, now) : null;
  if (!state) return null;

  return (
    <Alert
      severity={state.severity}
      variant="outlined"
      role="status"
      sx={{ alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
      action={
        <Stack direction="row" sx={{ gap: 1 }}>
          {state.renew && (
            <Button component={RouterLink} to="/subscription" variant="contained" size="small">
              Rinnova
            </Button>
          )}
          <Button component={RouterLink} to="/subscription" color="inherit" size="small">
            Gestisci abbonamento
          </Button>
        </Stack>
      }
    >
      {state.text}
    </Alert>
  );
}
