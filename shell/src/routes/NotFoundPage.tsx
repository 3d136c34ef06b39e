import { useIntl } from 'react-intl';
import { Link as RouterLink } from '@ps/web/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';

export default function NotFoundPage() {
  const intl = useIntl();
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
              {intl.formatMessage({ id: 'notFound.title' })}
            </Typography>
          </Box>
          <Typography color="text.secondary">
            {intl.formatMessage({ id: 'notFound.description' })}
          </Typography>
          <Button component={RouterLink} to="/" variant="contained" sx={{ justifySelf: 'start' }}>
            {intl.formatMessage({ id: 'notFound.home' })}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
