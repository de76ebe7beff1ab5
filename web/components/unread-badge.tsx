import Chip from '@mui/material/Chip';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';

export const unreadLabel = (count: number) => (count === 1 ? '1 messaggio non letto' : `${count} messaggi non letti`);
export const unseenDocumentsLabel = (count: number) => (count === 1 ? '1 documento nuovo' : `${count} documenti nuovi`);

/** '2 messaggi non letti e 1 documento nuovo', or only the part that is not zero. */
export const waitingLabel = (messages: number, documents: number) =>
  [messages > 0 && unreadLabel(messages), documents > 0 && unseenDocumentsLabel(documents)].filter(Boolean).join(' e ');

const chipSx = { ml: 1, height: 20, fontWeight: 700, verticalAlign: 'middle', '& .MuiChip-label': { px: 0.75 } } as const;
const shown = (count: number) => (count > 99 ? '99+' : count);

/** The unread messages and the unseen documents of one link, one chip each; nothing when there are none. */
export function UnreadBadge({ count, documents = 0 }: { count: number; documents?: number }) {
  return (
    <>
      {count > 0 && (
        <Chip
          label={shown(count)}
          size="small"
          color="error"
          aria-label={unreadLabel(count)}
          title={unreadLabel(count)}
          sx={chipSx}
        />
      )}
      {documents > 0 && (
        <Chip
          icon={<DescriptionOutlinedIcon />}
          label={shown(documents)}
          size="small"
          color="warning"
          aria-label={unseenDocumentsLabel(documents)}
          title={unseenDocumentsLabel(documents)}
          sx={{ ...chipSx, '& .MuiChip-icon': { fontSize: 14, ml: 0.5, mr: -0.5 } }}
        />
      )}
    </>
  );
}
