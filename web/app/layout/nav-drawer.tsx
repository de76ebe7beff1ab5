import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router';
import type { NavLink } from './nav-links.js';

interface NavDrawerProps {
  open: boolean;
  links: NavLink[];
  onClose: () => void;
  onLogout?: () => void;
}

export function NavDrawer({ open, links, onClose, onLogout }: NavDrawerProps) {
  return (
    <Drawer anchor="top" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': 'Menu di navigazione' } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 1 }}>
        <IconButton aria-label="Chiudi il menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <List component="nav" sx={{ pb: 2 }}>
        {links.map((link) => (
          <ListItemButton key={link.to} component={RouterLink} to={link.to} onClick={onClose} sx={{ px: 3, py: 1.5 }}>
            <ListItemText primary={link.label} slotProps={{ primary: { sx: { fontWeight: 600, fontSize: 18 } } }} />
          </ListItemButton>
        ))}
        {onLogout && (
          <>
            <Divider sx={{ my: 1 }} />
            <ListItemButton
              onClick={() => {
                onClose();
                onLogout();
              }}
              sx={{ px: 3, py: 1.5 }}
            >
              <ListItemText primary="Esci" slotProps={{ primary: { sx: { fontWeight: 600, fontSize: 18 } } }} />
            </ListItemButton>
          </>
        )}
      </List>
    </Drawer>
  );
}
