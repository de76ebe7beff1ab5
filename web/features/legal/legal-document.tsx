import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { LegalText } from './legal-types.js';

function Paragraphs({ texts }: { texts: string[] | undefined }) {
  return texts?.map((text) => (
    <Typography key={text} sx={{ mb: 1.5, lineHeight: 1.75 }}>
      {text}
    </Typography>
  ));
}

export function LegalDocument({ text }: { text: LegalText }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }}>
      <title>{`${text.title} · Studio`}</title>
      <Card>
        <CardContent component="article" sx={{ p: { xs: 2.5, sm: 5 } }}>
          <Typography component="h1" variant="h4" gutterBottom>
            {text.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            Ultimo aggiornamento: {text.updated}
          </Typography>
          <Paragraphs texts={text.intro} />
          {text.sections.map((section, index) => (
            <Box component="section" key={section.title} sx={{ mt: 4 }}>
              <Typography component="h2" variant="h6" color="primary" sx={{ mb: 1.5 }}>
                {index + 1}. {section.title}
              </Typography>
              <Paragraphs texts={section.paragraphs} />
              {section.items && (
                <Box component="ul" sx={{ pl: 3, my: 1.5 }}>
                  {section.items.map((item) => (
                    <Typography component="li" key={item} sx={{ mb: 1, lineHeight: 1.7 }}>
                      {item}
                    </Typography>
                  ))}
                </Box>
              )}
              <Paragraphs texts={section.closing} />
            </Box>
          ))}
        </CardContent>
      </Card>
    </Container>
  );
}
