import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  /** Controls beside the title: a search box, a 'new' button, the week arrows. */
  action?: ReactNode;
  children: ReactNode;
  /** Let sticky content (an agenda's day headers) stick to the page: the card does not clip. */
  allowSticky?: boolean;
}

/**
 * A titled card for one independent section of a page. On phones the controls go under the
 * description; on wider screens beside the title.
 */
export function SectionCard({ title, description, action, children, allowSticky = false }: SectionCardProps) {
  return (
    <Card component="section" aria-label={title} sx={allowSticky ? { overflow: 'visible' } : undefined}>
      <CardContent sx={{ p: { xs: 2, sm: 4 }, '&:last-child': { pb: { xs: 2.5, sm: 4 } } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateAreas: { xs: '"title" "description" "action"', sm: '"title action" "description description"' },
            gridTemplateColumns: { sm: '1fr auto' },
            alignItems: 'center',
            columnGap: 2,
            rowGap: 1.5,
            mb: 3,
          }}
        >
          <Typography component="h2" variant="h5" sx={{ gridArea: 'title' }}>
            {title}
          </Typography>
          {description && (
            <Typography color="text.secondary" sx={{ gridArea: 'description', maxWidth: 760, mt: { sm: -0.5 } }}>
              {description}
            </Typography>
          )}
          {action && <Box sx={{ gridArea: 'action' }}>{action}</Box>}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
