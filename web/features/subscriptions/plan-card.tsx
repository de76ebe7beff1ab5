import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface PlanCardProps {
  title: string;
  price: string;
  priceNote: string;
  details: string[];
  badge?: string;
  highlighted?: boolean;
  action: ReactNode;
}

/** One way to pay: its price, what it includes and its button. */
export function PlanCard({ title, price, priceNote, details, badge, highlighted, action }: PlanCardProps) {
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={title}
      sx={{
        p: { xs: 2.5, sm: 3 },
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        borderColor: highlighted ? 'primary.main' : undefined,
        bgcolor: 'transparent',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h3" variant="h6">
          {title}
        </Typography>
        {badge && <Chip label={badge} color="primary" size="small" />}
      </Stack>
      <div>
        <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
          {price}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {priceNote}
        </Typography>
      </div>
      <Box component="ul" sx={{ m: 0, pl: 2.5, flexGrow: 1, color: 'text.secondary', '& li + li': { mt: 0.5 } }}>
        {details.map((detail) => (
          <Typography component="li" variant="body2" key={detail}>
            {detail}
          </Typography>
        ))}
      </Box>
      {action}
    </Paper>
  );
}
