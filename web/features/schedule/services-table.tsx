import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import type { Service } from '../../../common/schedule.js';
import { LongText } from '../../components/long-text.js';

interface ServicesTableProps {
  services: Service[];
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
}

const emailColumn = { display: { xs: 'none', sm: 'table-cell' } };

export function ServicesTable({ services, onEdit, onDelete }: ServicesTableProps) {
  return (
    <Table size="small" aria-label="Servizi">
      <TableHead>
        <TableRow>
          <TableCell>NOME</TableCell>
          <TableCell sx={{ width: 96 }}>DURATA</TableCell>
          <TableCell sx={emailColumn}>TESTO EMAIL</TableCell>
          <TableCell align="right" sx={{ width: 104 }}>
            AZIONI
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {services.length === 0 && (
          <TableRow>
            <TableCell colSpan={4} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
              {SCHEDULE_MSG.noServicesFound}
            </TableCell>
          </TableRow>
        )}
        {services.map((service) => (
          <TableRow key={service.id} hover>
            <TableCell sx={{ fontWeight: 600 }}>
              <LongText text={service.nome} maxWidth={360} />
              {service.altro && <Chip label="Sempre disponibile" size="small" variant="outlined" sx={{ ml: 1 }} />}
              {service.online && <Chip label="Online" size="small" color="primary" variant="outlined" sx={{ ml: 1 }} />}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{service.durata} min</TableCell>
            <TableCell sx={{ ...emailColumn, maxWidth: 320 }}>
              <Typography variant="body2" color="text.secondary" noWrap>
                {service.testoEmail || '—'}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {!service.altro && (
                <>
                  <Tooltip title="Modifica">
                    <IconButton size="small" aria-label={`Modifica ${service.nome}`} onClick={() => onEdit(service)}>
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Elimina">
                    <IconButton size="small" aria-label={`Elimina ${service.nome}`} onClick={() => onDelete(service)}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
