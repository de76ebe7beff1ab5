import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import { SLOT, type Slot } from '../../../common/agenda.js';
import { bookingMinutes } from './slot-fit.js';
import { SlotIcon } from './slot-icon.js';
import { BUSY_LOOK, SLOT_LOOK, SLOT_MIN_HEIGHT } from './slot-style.js';

interface SlotButtonProps {
  dayLabel: string;
  slot: Slot;
  clickable: boolean;
  onClick: () => void;
}

const size = { minHeight: SLOT_MIN_HEIGHT, borderRadius: '8px', flex: 1, minWidth: 0 };

const fullName = (slot: Slot) => [slot.nome, slot.cognome].filter(Boolean).join(' ');
/** 'M. Rossi': what fits in a cell; the full name is in the tooltip and the accessible name. */
const shortName = (slot: Slot) => (slot.nome && slot.cognome ? `${slot.nome[0]}. ${slot.cognome}` : fullName(slot));

/** The professional's booked slot carries who booked and what (the client's own carries no name). */
const hasClient = (slot: Slot) => slot.stato === SLOT.booked && Boolean(slot.nome || slot.cognome);

/** ', dalle 09:00 alle 10:30' for a booking longer than half an hour, '' otherwise. */
const spanText = (slot: Slot) =>
  slot.inizio !== undefined && bookingMinutes(slot) > 30 ? `, dalle ${slot.inizio} alle ${slot.fine}` : '';

/** What a screen reader hears and the tooltip shows: state, and who and what for a booking, or why it cannot be booked. */
export function slotLabel(dayLabel: string, slot: Slot) {
  const base = `${dayLabel} ${slot.ora} ${(slot.occupato ? BUSY_LOOK : SLOT_LOOK[slot.stato]).label}${spanText(slot)}`;
  if (hasClient(slot)) return `${base}: ${[fullName(slot), slot.servizio].filter(Boolean).join(', ')}`;
  if (slot.evento) return `${base}: ${slot.evento}`;
  if (slot.motivo) return `${base}: ${slot.motivo}`;
  return base;
}

/** What the cell shows of a booking: '10:00 M. Rossi Taglio' (the icon is decorative). */
const visibleText = (slot: Slot) => [slot.ora, shortName(slot), slot.servizio].filter(Boolean).join(' ');

/**
 * The accessible name: a booked slot's starts with what the cell shows, so a voice-control user
 * can say what they see ('10:00 M. Rossi Taglio, lun 30/11/26 10:00 prenotato: Marco Rossi, Taglio').
 */
function slotName(dayLabel: string, slot: Slot) {
  const label = slotLabel(dayLabel, slot);
  return hasClient(slot) ? `${visibleText(slot)}, ${label}` : label;
}

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%' } as const;

export function SlotButton({ dayLabel, slot, clickable, onClick }: SlotButtonProps) {
  if (slot.stato === SLOT.none) return <Box aria-hidden sx={{ ...size, bgcolor: SLOT_LOOK[SLOT.none].background }} />;
  const look = slot.occupato ? BUSY_LOOK : SLOT_LOOK[slot.stato];
  const withClient = hasClient(slot);
  const label = slotLabel(dayLabel, slot);
  const span = spanText(slot);
  // A booking longer than half an hour fills its slots; the later ones read as its continuation.
  const continues = Boolean(span) && slot.inizio !== slot.ora;
  const button = (
    <ButtonBase
      aria-label={slotName(dayLabel, slot)}
      title={slot.occupato ? label.slice(dayLabel.length + 1) : span && !withClient ? `${look.label}${span}` : undefined}
      data-booking-start={slot.inizio}
      disabled={!clickable}
      onClick={onClick}
      sx={{
        ...size,
        px: 0.5,
        py: 0.5,
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        background: look.background,
        color: look.color,
        fontSize: 13,
        fontWeight: 600,
        fontVariantNumeric: 'tabular-nums',
        lineHeight: 1.2,
        transition: 'filter 120ms, transform 120ms',
        '&:hover': { filter: 'brightness(1.15)' },
        '&:active': { transform: 'scale(0.97)' },
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        '&.Mui-disabled': { cursor: 'default', opacity: 0.9 },
        ...(continues && { boxShadow: 'inset 4px 0 0 rgba(0, 0, 0, 0.35)', fontWeight: 500 }),
      }}
    >
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
        <SlotIcon stato={slot.stato} sx={{ fontSize: 14 }} />
        {slot.ora}
      </Box>
      {withClient && (
        <>
          {/* Spaces between the lines: the visible text reads '10:00 M. Rossi Taglio', as the name starts. */}{' '}
          <Box component="span" data-testid="slot-client" sx={{ ...ellipsis, fontSize: 12, fontWeight: 700 }}>
            {shortName(slot)}
          </Box>
          {slot.servizio && ' '}
          {slot.servizio && (
            <Box component="span" sx={{ ...ellipsis, fontSize: 11, fontWeight: 500 }}>
              {slot.servizio}
            </Box>
          )}
        </>
      )}
    </ButtonBase>
  );
  if (withClient) {
    return (
      <Tooltip title={label.slice(dayLabel.length + 1)} enterDelay={100} describeChild>
        {button}
      </Tooltip>
    );
  }
  if (slot.motivo) {
    // A disabled button gets no pointer events: the hint sits on a wrapper.
    return (
      <Box component="span" title={slot.motivo} sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
        {button}
      </Box>
    );
  }
  return button;
}
