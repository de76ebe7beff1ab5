import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SlotState } from '../../../common/agenda.js';
import { SLOT_LOOK } from './slot-style.js';

interface SlotLegendProps {
  items: { stato: SlotState; text: string }[];
}

export function SlotLegend({ items }: SlotLegendProps) {
  return (
    <Stack direction="row" component="ul" sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Stack component="li" key={item.text} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: '4px', bgcolor: SLOT_LOOK[item.stato].background }} />
          <Typography variant="body2" color="text.secondary">
            {item.text}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
