import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import { ANCHORS, anchorOffset } from './anchors';
import { RATING_SCALE } from './marketing';
import { SectionHeading } from './SectionHeading';
import { useText } from './use-text';
import { PageWidth } from './PageWidth';

const PEOPLE = [
  { key: 'sarah', avatar: 'primary.main' },
  { key: 'marcus', avatar: 'secondary.dark' },
  { key: 'amira', avatar: 'success.dark' },
] as const;

/** First letters of the first two words, kept apart (zero-width non-joiner) in cursive scripts. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('\u200c');
}

function Stars() {
  const t = useText();
  return (
    <Box
      role="img"
      aria-label={t('landing.testimonials.stars', { stars: RATING_SCALE, scale: RATING_SCALE })}
      sx={{ display: 'flex', gap: 0.25, marginBlockEnd: 2, color: 'warning.main' }}
    >
      {Array.from({ length: RATING_SCALE }, (_, index) => (
        <StarIcon key={index} sx={{ fontSize: 20 }} />
      ))}
    </Box>
  );
}

/** Three testimonials from people who use the product. */
export function Testimonials() {
  const t = useText();
  return (
    <Box
      component="section"
      id={ANCHORS.testimonials}
      aria-labelledby="landing-testimonials-title"
      sx={{ ...anchorOffset, paddingBlock: { xs: 8, md: 12 } }}
    >
      <PageWidth>
        <SectionHeading
          id="landing-testimonials-title"
          eyebrow={t('landing.testimonials.eyebrow')}
          title={t('landing.testimonials.title')}
        />
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            gap: 3,
            margin: 0,
            padding: 0,
            listStyle: 'none',
          }}
        >
          {PEOPLE.map(({ key, avatar }) => {
            const name = t(`landing.testimonials.${key}.name`);
            return (
              <Box
                component="li"
                key={key}
                sx={{
                  display: 'flex',
                  padding: 3.5,
                  borderRadius: '20px',
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                <Box
                  component="figure"
                  sx={{ display: 'flex', flexDirection: 'column', margin: 0 }}
                >
                  <Stars />
                  <Box component="blockquote" sx={{ flexGrow: 1, margin: 0 }}>
                    <Typography sx={{ fontSize: '1.0625rem', lineHeight: 1.7 }}>
                      {t(`landing.testimonials.${key}.quote`)}
                    </Typography>
                  </Box>
                  <Box
                    component="figcaption"
                    sx={{ display: 'flex', alignItems: 'center', gap: 1.5, marginBlockStart: 3 }}
                  >
                    <Box
                      aria-hidden="true"
                      sx={{
                        display: 'grid',
                        placeItems: 'center',
                        width: 44,
                        height: 44,
                        borderRadius: '50%',
                        bgcolor: avatar,
                        color: 'common.white',
                        fontWeight: 700,
                      }}
                    >
                      {initials(name)}
                    </Box>
                    <Box>
                      <Box sx={{ fontWeight: 700 }}>{name}</Box>
                      <Box sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                        {t(`landing.testimonials.${key}.role`)}
                      </Box>
                    </Box>
                  </Box>
                </Box>
              </Box>
            );
          })}
        </Box>
      </PageWidth>
    </Box>
  );
}
