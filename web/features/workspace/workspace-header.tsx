import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';
import type { ClientRecord } from '../../../common/workspace.js';
import { homePathOf, type Role } from '../../lib/role.js';
import { homeLabelOf } from './workspace-viewer.js';

const initialsOf = (record: ClientRecord) => `${record.nome.charAt(0)}${record.cognome.charAt(0)}`.toUpperCase();

interface WorkspaceHeaderProps {
  viewer: Role;
  record: ClientRecord | undefined;
}

export function WorkspaceHeader({ viewer, record }: WorkspaceHeaderProps) {
  const name = record && `${record.nome} ${record.cognome}`;
  return (
    <div>
      <Button
        component={RouterLink}
        to={homePathOf(viewer)}
        startIcon={<ArrowBackIcon />}
        color="inherit"
        sx={{ ml: -1, mb: 1.5 }}
      >
        {homeLabelOf(viewer)}
      </Button>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
        {record ? (
          <Avatar
            sx={(theme) => ({
              width: 56,
              height: 56,
              fontWeight: 700,
              color: 'primary.main',
              bgcolor: alpha(theme.palette.primary.main, 0.14),
              border: 1,
              borderColor: alpha(theme.palette.primary.main, 0.4),
            })}
          >
            {initialsOf(record)}
          </Avatar>
        ) : (
          <Skeleton variant="circular" width={56} height={56} />
        )}
        <Box sx={{ minWidth: 0 }}>
          {name && <title>{`${name} · Studio`}</title>}
          <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
            {name ?? <Skeleton width={240} />}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {record ? record.nomeAzienda || (viewer === 'op' ? 'Cliente' : 'Professionista') : <Skeleton width={180} />}
          </Typography>
        </Box>
      </Stack>
    </div>
  );
}
