import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { accentText } from './accent';

/** The centred eyebrow, h2 and lead sentence that open each content section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
}: {
  id: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
}) {
  return (
    <Box
      sx={{
        maxWidth: '44rem',
        marginInline: 'auto',
        marginBlockEnd: { xs: 5, md: 7 },
        textAlign: 'center',
      }}
    >
      <Typography
        sx={(theme) => ({
          marginBlockEnd: 1.5,
          color: accentText(theme),
          fontSize: '0.875rem',
          fontWeight: 700,
          textTransform: 'uppercase',
          letterSpacing: '0.08em',
          '[dir="rtl"] &': { letterSpacing: 0 },
        })}
      >
        {eyebrow}
      </Typography>
      <Typography
        id={id}
        component="h2"
        sx={{
          fontSize: { xs: '1.875rem', md: '2.5rem' },
          fontWeight: 800,
          lineHeight: 1.2,
          letterSpacing: '-0.01em',
          '[dir="rtl"] &': { letterSpacing: 0, lineHeight: 1.4 },
        }}
      >
        {title}
      </Typography>
      {subtitle && (
        <Typography
          sx={{
            marginBlockStart: 2,
            color: 'text.secondary',
            fontSize: '1.125rem',
            lineHeight: 1.6,
          }}
        >
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
