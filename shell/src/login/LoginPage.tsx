import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import { PageTextsProvider } from '@ps/web/intl';
import { useOnline } from '@ps/web/offline/online';
import { LanguagePicker } from '../language/LanguagePicker';
import { AppLogo } from '../layout/AppLogo';
import { LoginForm } from './LoginForm';
import { loginMessages } from './i18n/messages';
import { useText } from './i18n/use-text';

const FEATURES = ['login.feature.habits', 'login.feature.tasks', 'login.feature.focus'] as const;

/** /login: the product's pitch beside the sign-in / create-account form. */
export default function LoginPage() {
  return (
    <PageTextsProvider catalogue={loginMessages}>
      <Login />
    </PageTextsProvider>
  );
}

function Login() {
  const t = useText();
  const online = useOnline();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="section"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 2,
          p: { xs: 3, md: 8 },
          pb: { xs: 1, md: 8 },
          bgcolor: { md: 'primary.main' },
          color: { md: 'primary.contrastText' },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <AppLogo size={40} framed />
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {t('app.name')}
          </Typography>
        </Box>
        <Typography
          variant="h3"
          component="p"
          sx={{ fontWeight: 800, fontSize: { xs: 28, md: 44 } }}
        >
          {t('app.tagline')}
        </Typography>
        <Typography sx={{ opacity: 0.9, maxWidth: 520 }}>{t('login.intro')}</Typography>
        <Box
          component="ul"
          sx={{ display: { xs: 'none', md: 'grid' }, gap: 1.5, p: 0, m: 0, listStyle: 'none' }}
        >
          {FEATURES.map((id) => (
            <Box component="li" key={id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <CheckIcon fontSize="small" aria-hidden />
              <Typography>{t(id)}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Box
        component="main"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          p: { xs: 2, md: 4 },
          gap: 2,
        }}
      >
        <Box sx={{ alignSelf: 'flex-end' }}>
          <LanguagePicker />
        </Box>
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', width: '100%', maxWidth: 440 }}>
          <Card variant="outlined" sx={{ width: '100%' }}>
            <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
              {online ? null : (
                <Alert severity="warning" role="status" sx={{ mb: 2 }}>
                  {t('login.offline')}
                </Alert>
              )}
              <LoginForm />
            </CardContent>
          </Card>
        </Box>
      </Box>
    </Box>
  );
}
