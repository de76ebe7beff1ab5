import Chip from '@mui/material/Chip';

export const unreadLabel = (count: number) => (count === 1 ? '1 messaggio non letto' : `${count} messaggi non letti`);

/** The number of unread messages of one conversation; nothing when there are none. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Chip
      label={count > 99 ? '99+' : count}
      size="small"
      color="error"
      aria-label={unreadLabel(count)}
      title={unreadLabel(count)}
      sx={{ ml: 1, height: 20, fontWeight: 700, verticalAlign: 'middle', '& .MuiChip-label': { px: 0.75 } }}
    />
  );
}
