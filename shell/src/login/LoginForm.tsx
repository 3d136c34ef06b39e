import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEMO_AUTO_SUBMIT_MS, DEMO_CREDENTIALS } from '@ps/contracts/constants';
import { useAuthSubmit } from './use-auth-submit';
import { validate, type FieldErrors, type LoginFields, type Mode } from './validation';
import { useText, type LoginMessageId } from './i18n/use-text';

const EMPTY: LoginFields = { username: '', password: '', email: '', firstName: '', lastName: '' };

/** The one form of /login, in its two modes: sign in and create an account. */
export function LoginForm() {
  const intl = useIntl();
  const t = useText();
  const [mode, setMode] = useState<Mode>('signIn');
  const [fields, setFields] = useState<LoginFields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { submit, pending } = useAuthSubmit();
  const demoTimer = useRef<number | undefined>(undefined);
  const signIn = mode === 'signIn';

  useEffect(() => () => window.clearTimeout(demoTimer.current), []);

  const send = (sendMode: Mode, values: LoginFields) => {
    const found = validate(sendMode, values, intl);
    setErrors(found);
    if (Object.keys(found).length === 0) submit(sendMode, values);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(mode, fields);
  };

  const tryDemo = () => {
    const demo = { ...EMPTY, ...DEMO_CREDENTIALS };
    setMode('signIn');
    setFields(demo);
    setErrors({});
    window.clearTimeout(demoTimer.current);
    demoTimer.current = window.setTimeout(() => send('signIn', demo), DEMO_AUTO_SUBMIT_MS);
  };

  const field = (
    name: keyof LoginFields,
    labelId: LoginMessageId,
    autoComplete: string,
    type: 'text' | 'password' | 'email' = 'text',
  ) => (
    <TextField
      name={name}
      label={t(labelId)}
      type={type}
      autoComplete={autoComplete}
      value={fields[name]}
      onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      disabled={pending}
      fullWidth
      slotProps={{ htmlInput: { dir: 'auto' } }}
    />
  );

  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t(signIn ? 'login.signIn.title' : 'login.signUp.title')}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {t(signIn ? 'login.signIn.subtitle' : 'login.signUp.subtitle')}
        </Typography>
      </Box>
      {field('username', 'login.username', 'username')}
      {field(
        'password',
        'login.password',
        signIn ? 'current-password' : 'new-password',
        'password',
      )}
      {signIn ? null : (
        <>
          {field('email', 'login.email', 'email', 'email')}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {field('firstName', 'login.firstName', 'given-name')}
            {field('lastName', 'login.lastName', 'family-name')}
          </Box>
        </>
      )}
      <Button type="submit" variant="contained" size="large" loading={pending}>
        {t(signIn ? 'login.signIn.submit' : 'login.signUp.submit')}
      </Button>
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => {
          setMode(signIn ? 'signUp' : 'signIn');
          setErrors({});
        }}
        disabled={pending}
        sx={{ justifySelf: 'center' }}
      >
        {t(signIn ? 'login.toSignUp' : 'login.toSignIn')}
      </Link>
      <Divider>{t('login.or')}</Divider>
      <Button variant="outlined" size="large" onClick={tryDemo} loading={pending}>
        {t('login.demo')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('login.demoCredentials', {
          username: DEMO_CREDENTIALS.username,
          password: DEMO_CREDENTIALS.password,
        })}
      </Typography>
    </Box>
  );
}
