import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SlotState } from '../../../common/agenda.js';
import { SlotIcon } from './slot-icon.js';
import { SLOT_LOOK } from './slot-style.js';

interface SlotLegendProps {
  /** `background` overrides the state's colour (the professional's own busy slots). */
  items: { stato: SlotState; text: string; background?: string }[];
}

export function SlotLegend({ items }: SlotLegendProps) {
  return (
    <Stack direction="row" component="ul" sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Stack component="li" key={item.text} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Box
            aria-hidden
            sx={{
              width: 20,
              height: 20,
              borderRadius: '4px',
              background: item.background ?? SLOT_LOOK[item.stato].background,
              color: SLOT_LOOK[item.stato].color,
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {!item.background && <SlotIcon stato={item.stato} sx={{ fontSize: 14 }} />}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {item.text}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
