import Box from '@mui/material/Box';
import { HEADLINE_STATS, SATISFACTION_RATIO } from './marketing';
import { useText, type LandingMessageId } from './use-text';
import { PageWidth } from './PageWidth';

/** The headline statistics: active users, tasks completed, focus hours and satisfaction. */
export function StatsRow() {
  const t = useText();
  const stats: { label: LandingMessageId; value: string }[] = [
    ...HEADLINE_STATS.map((stat) => ({
      label: `landing.stats.${stat.key}` as const,
      value: t('landing.stats.countPlus', { count: stat.count }),
    })),
    {
      label: 'landing.stats.satisfaction',
      value: t('landing.stats.percent', { ratio: SATISFACTION_RATIO }),
    },
  ];
  return (
    <Box component="section" aria-label={t('landing.stats.label')}>
      <PageWidth>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            gap: { xs: 2, md: 0 },
            margin: 0,
            paddingBlock: { xs: 3, md: 4 },
            paddingInline: { xs: 2, md: 0 },
            borderRadius: '20px',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
          }}
        >
          {stats.map((stat, index) => (
            <Box
              key={stat.label}
              sx={{
                display: 'flex',
                flexDirection: 'column-reverse',
                alignItems: 'center',
                textAlign: 'center',
                borderInlineStart: { md: index === 0 ? 'none' : '1px solid' },
                borderColor: { md: 'divider' },
              }}
            >
              <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.9375rem' }}>
                {t(stat.label)}
              </Box>
              <Box
                component="dd"
                sx={{
                  margin: 0,
                  color: 'primary.main',
                  fontSize: { xs: '1.875rem', md: '2.5rem' },
                  fontWeight: 800,
                  lineHeight: 1.2,
                }}
              >
                {stat.value}
              </Box>
            </Box>
          ))}
        </Box>
      </PageWidth>
    </Box>
  );
}
