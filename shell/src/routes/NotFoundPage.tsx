import { Link as RouterLink } from '@ps/web/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useText } from '../i18n/use-text';

export default function NotFoundPage() {
  const t = useText();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Card sx={{ maxWidth: 440, width: '100%' }}>
        <CardContent sx={{ display: 'grid', gap: 2, p: 4 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <ErrorOutlineIcon color="error" fontSize="large" aria-hidden />
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {t('notFound.title')}
            </Typography>
          </Box>
          <Typography color="text.secondary">{t('notFound.description')}</Typography>
          <Button component={RouterLink} to="/" variant="contained" sx={{ justifySelf: 'start' }}>
            {t('notFound.home')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
