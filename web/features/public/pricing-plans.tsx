import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PRICE_PLANS } from './pitch.js';

/** The three ways to pay after the free month (spec §9). */
export function PricingPlans() {
  return (
    <Grid container spacing={2}>
      {PRICE_PLANS.map((plan) => {
        const highlighted = 'badge' in plan;
        return (
          <Grid key={plan.key} size={{ xs: 12, sm: 4 }}>
            <Box
              sx={{
                height: '100%',
                p: 2.5,
                borderRadius: '16px',
                border: '1px solid',
                borderColor: highlighted ? 'primary.main' : 'divider',
                bgcolor: highlighted ? 'rgba(212, 175, 55, 0.06)' : 'rgba(255, 255, 255, 0.02)',
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 24, mb: 1 }}>
                <Typography variant="overline" sx={{ fontWeight: 700, letterSpacing: '0.1em', lineHeight: 1.2 }}>
                  {plan.name}
                </Typography>
                {highlighted && <Chip label={plan.badge} color="primary" size="small" />}
              </Box>
              <Typography sx={{ fontSize: 30, fontWeight: 800, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' }}>
                {plan.price}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {plan.unit}
              </Typography>
              <Typography variant="body2">{plan.text}</Typography>
            </Box>
          </Grid>
        );
      })}
    </Grid>
  );
}
