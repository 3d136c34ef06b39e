import Box from '@mui/material/Box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import GroupsIcon from '@mui/icons-material/Groups';
import StarIcon from '@mui/icons-material/Star';
import type { ReactNode } from 'react';
import { RATING, RATING_SCALE, TRIAL_DAYS, USER_COUNT } from './marketing';
import { useText } from './use-text';

function Claim({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      {icon}
      {children}
    </Box>
  );
}

/** The marketing claims under the hero's buttons (14-day trial, 10,000+ users, 4.9/5). */
export function HeroClaims() {
  const t = useText();
  const iconSx = { fontSize: 20 } as const;
  return (
    <Box
      component="ul"
      aria-label={t('landing.claims.label')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 3,
        rowGap: 1,
        marginBlock: '28px 0',
        padding: 0,
        listStyle: 'none',
        color: 'text.secondary',
        fontSize: '0.9375rem',
      }}
    >
      <Claim icon={<CheckCircleIcon sx={{ ...iconSx, color: 'success.main' }} />}>
        {t('landing.claims.trial', { days: TRIAL_DAYS })}
      </Claim>
      <Claim icon={<GroupsIcon sx={{ ...iconSx, color: 'primary.main' }} />}>
        {t('landing.claims.users', { count: USER_COUNT })}
      </Claim>
      <Claim icon={<StarIcon sx={{ ...iconSx, color: 'warning.main' }} />}>
        {t('landing.claims.rating', { rating: RATING, scale: RATING_SCALE })}
      </Claim>
    </Box>
  );
}
